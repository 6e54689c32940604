import {
  DatePicker,
  DateRangePicker,
  NumberInput,
  Switch,
  TextInput,
  Textarea,
  type TextInputProps,
} from '@tremor/react';
import * as React from 'react';
import {
  getFirstOption,
  parseNumber,
  useValueEditor,
  type ValueEditorProps,
  type VersatileSelectorProps,
} from 'react-querybuilder';
import { valueEditorLabel } from './accessibleName';
import { fromPickerDate, toPickerDate, toRangePickerDate } from './dates';
import { TremorField } from './TremorField';
import { TremorValueSelector } from './TremorValueSelector';

/** Props of {@link TremorValueEditor}: react-querybuilder's own, plus `extraProps` for the rendered Tremor component. */
export type TremorValueEditorProps = ValueEditorProps & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- props of whichever Tremor component the type renders
  extraProps?: Record<string, any>;
};

/** The default selector of the value editor: Tremor's, with a clear button. */
const ClearableTremorSelector = (props: VersatileSelectorProps) => <TremorValueSelector {...props} enableClear />;

// Tremor has no checkbox or radio component; these native inputs take its colour tokens.
const choiceInputClassName =
  'h-4 w-4 border-tremor-border text-tremor-brand focus:ring-tremor-brand-muted dark:border-dark-tremor-border dark:text-dark-tremor-brand';

/**
 * Value editor made of Tremor 3 components: `TextInput` for text (`NumberInput` for `inputType:
 * 'number'`, which reports numbers), `DatePicker` for `inputType: 'date'` (`DateRangePicker` for
 * `between`/`notBetween`), `Textarea`, `Switch`, native `checkbox` and `radio` inputs in Tremor's
 * colours, and `select`/`multiselect` through `selectorComponent` (by default Tremor's selector with a
 * clear button). Other `between`/`notBetween` editors come as a "from" and a "to" pair; `null` and
 * `notNull` render nothing. `extraProps` go to the Tremor component. Without a `value`, text inputs
 * stay uncontrolled, like the core editor.
 */
export const TremorValueEditor = (allProps: TremorValueEditorProps): React.JSX.Element | null => {
  const {
    fieldData,
    operator,
    value,
    handleOnChange,
    title,
    className,
    type = 'text',
    inputType,
    values = [],
    listsAsArrays,
    parseNumbers: _parseNumbers,
    separator = null,
    valueSource: _valueSource,
    skipHook: _skipHook,
    disabled,
    testID,
    selectorComponent: SelectorComponent = ClearableTremorSelector,
    extraProps,
    ...selectorProps
  } = allProps;
  const { valueAsArray, multiValueHandler, parseNumberMethod, valueListItemClassName } = useValueEditor(allProps);

  if (operator === 'null' || operator === 'notNull') return null;

  const placeholder = fieldData?.placeholder ?? '';
  const htmlInputType = operator === 'in' || operator === 'notIn' ? 'text' : inputType || 'text';
  const isRange = operator === 'between' || operator === 'notBetween';
  const name = (part?: string) => ({ 'aria-label': valueEditorLabel(title, fieldData, part) });
  // NumberInput reports numbers (unless the builder's parseNumbers says how), as Tremor's own field does.
  const fromNumberInput = (text: string) => parseNumber(text, { parseNumbers: parseNumberMethod || 'strict' });

  if (isRange && (type === 'select' || type === 'text') && htmlInputType !== 'date') {
    const editors = (['from', 'to'] as const).map((part, i) =>
      type === 'text' ? (
        <TextInput
          key={part}
          {...name(part)}
          type={htmlInputType as TextInputProps['type']}
          className={valueListItemClassName}
          placeholder={placeholder}
          value={`${valueAsArray[i] ?? ''}`}
          disabled={disabled}
          onValueChange={(v) => multiValueHandler(v, i)}
          {...extraProps}
        />
      ) : (
        <SelectorComponent
          key={part}
          {...selectorProps}
          {...name(part)}
          title={title}
          className={valueListItemClassName}
          options={values}
          value={valueAsArray[i] ?? getFirstOption(values)}
          disabled={disabled}
          listsAsArrays={listsAsArrays}
          handleOnChange={(v) => multiValueHandler(v, i)}
        />
      ),
    );
    return (
      <span
        data-testid={testID}
        className={['flex items-center gap-2', className].filter(Boolean).join(' ')}
        title={title}
      >
        {editors[0]}
        {separator}
        {editors[1]}
      </span>
    );
  }

  switch (type) {
    case 'select':
    case 'multiselect':
      return (
        <SelectorComponent
          {...selectorProps}
          {...name()}
          testID={testID}
          title={title}
          className={className}
          options={values}
          value={value}
          disabled={disabled}
          multiple={type === 'multiselect'}
          listsAsArrays={listsAsArrays}
          handleOnChange={handleOnChange}
        />
      );

    case 'textarea':
      return (
        <Textarea
          {...name()}
          data-testid={testID}
          className={className}
          placeholder={placeholder}
          title={title}
          value={value}
          disabled={disabled}
          onValueChange={handleOnChange}
          {...extraProps}
        />
      );

    case 'switch':
      return (
        <TremorField label={valueEditorLabel(title, fieldData)} target="switch" className={className}>
          <Switch
            data-testid={testID}
            title={title}
            checked={!!value}
            disabled={disabled}
            onChange={handleOnChange}
            {...extraProps}
          />
        </TremorField>
      );

    case 'checkbox':
      return (
        <input
          {...name()}
          type="checkbox"
          data-testid={testID}
          className={[choiceInputClassName, 'rounded', className].filter(Boolean).join(' ')}
          title={title}
          checked={!!value}
          disabled={disabled}
          onChange={(event) => handleOnChange(event.target.checked)}
          {...extraProps}
        />
      );

    case 'radio':
      return (
        <div
          {...name()}
          data-testid={testID}
          role="radiogroup"
          className={['flex flex-wrap gap-3', className].filter(Boolean).join(' ')}
          title={title}
          {...extraProps}
        >
          {values.map((option) => (
            <label
              key={option.name}
              className="flex items-center gap-1 text-tremor-default text-tremor-content dark:text-dark-tremor-content"
            >
              <input
                type="radio"
                className={choiceInputClassName}
                name={`${selectorProps.rule.id ?? selectorProps.path.join('-')}-${fieldData?.name ?? 'value'}`}
                value={option.name}
                checked={value === option.name}
                disabled={disabled}
                onChange={() => handleOnChange(option.name)}
              />
              {option.label}
            </label>
          ))}
        </div>
      );
  }

  if (htmlInputType === 'date') {
    if (isRange) {
      const [from, to] = [0, 1].map((i) => toRangePickerDate(valueAsArray[i]));
      return (
        <DateRangePicker
          {...name()}
          data-testid={testID}
          title={title}
          className={className}
          placeholder={placeholder || undefined}
          disabled={disabled}
          enableSelect={false}
          enableClear
          value={{ from, to }}
          onValueChange={(range) => {
            const pair = [fromPickerDate(range.from), fromPickerDate(range.to)];
            handleOnChange(listsAsArrays ? pair : pair.join(','));
          }}
          {...extraProps}
        />
      );
    }
    return (
      <DatePicker
        {...name()}
        data-testid={testID}
        title={title}
        className={className}
        placeholder={placeholder || undefined}
        disabled={disabled}
        enableClear
        value={toPickerDate(value)}
        onValueChange={(date) => handleOnChange(fromPickerDate(date))}
        {...extraProps}
      />
    );
  }

  if (htmlInputType === 'number') {
    return (
      <NumberInput
        {...name()}
        data-testid={testID}
        title={title}
        className={className}
        placeholder={placeholder}
        enableStepper={false}
        disabled={disabled}
        value={value}
        onChange={(event) => handleOnChange(fromNumberInput(event.target.value))}
        {...extraProps}
      />
    );
  }

  return (
    <TextInput
      {...name()}
      data-testid={testID}
      title={title}
      className={className}
      placeholder={placeholder}
      // Tremor's typings list only textual types, but its input renders whatever type it is given.
      type={htmlInputType as TextInputProps['type']}
      disabled={disabled}
      value={value}
      onValueChange={handleOnChange}
      {...extraProps}
    />
  );
};
