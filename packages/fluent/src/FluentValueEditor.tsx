import { Checkbox, Input, Radio, RadioGroup, Switch, Textarea, type InputProps } from '@fluentui/react-components';
import * as React from 'react';
import { getFirstOption, parseNumber, useValueEditor, type ValueEditorProps } from 'react-querybuilder';
import { valueEditorLabel } from './accessibleName';

/** Props of {@link FluentValueEditor}: react-querybuilder's own, plus `extraProps` for the rendered Fluent UI component. */
export type FluentValueEditorProps = ValueEditorProps & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- props of whichever Fluent UI component the type renders
  extraProps?: Record<string, any>;
};

const fluentInputTypes = new Set([
  'text',
  'date',
  'datetime-local',
  'month',
  'number',
  'time',
  'week',
  'email',
  'tel',
  'url',
  'search',
  'password',
]);

/** Fluent's `Input` takes only textual types; any other (e.g. "color") becomes text. */
const toInputType = (inputType: string): InputProps['type'] =>
  fluentInputTypes.has(inputType) ? (inputType as InputProps['type']) : 'text';

/**
 * Value editor made of Fluent UI v9 components: `Input` for text (any textual `inputType`, e.g. `number`,
 * `date`, `time`), `Textarea`, `Checkbox`, `Switch`, `RadioGroup`, and `select`/`multiselect` through
 * `selectorComponent` (the builder's value selector by default). `between`/`notBetween` get a "from"
 * and a "to" editor; `null` and `notNull` render nothing. `extraProps` go to the Fluent component.
 * Without a `value`, inputs stay uncontrolled, like the core editor.
 */
export const FluentValueEditor = (allProps: FluentValueEditorProps): React.JSX.Element | null => {
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
    selectorComponent: SelectorComponent = allProps.schema.controls.valueSelector,
    extraProps,
    ...selectorProps
  } = allProps;
  const { valueAsArray, multiValueHandler, parseNumberMethod, valueListItemClassName } = useValueEditor(allProps);

  if (operator === 'null' || operator === 'notNull') return null;

  const placeholder = fieldData?.placeholder ?? '';
  const htmlInputType = toInputType(operator === 'in' || operator === 'notIn' ? 'text' : inputType || 'text');
  const name = (part?: string) => ({ 'aria-label': valueEditorLabel(title, fieldData, part) });

  if ((operator === 'between' || operator === 'notBetween') && (type === 'select' || type === 'text')) {
    const editors = (['from', 'to'] as const).map((part, i) =>
      type === 'text' ? (
        <Input
          key={part}
          size="small"
          {...name(part)}
          type={htmlInputType}
          className={valueListItemClassName}
          placeholder={placeholder}
          value={`${valueAsArray[i] ?? ''}`}
          disabled={disabled}
          onChange={(_event, data) => multiValueHandler(data.value, i)}
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
      <span data-testid={testID} className={className} title={title}>
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
          size="small"
          {...name()}
          data-testid={testID}
          className={className}
          placeholder={placeholder}
          title={title}
          value={value}
          disabled={disabled}
          onChange={(_event, data) => handleOnChange(data.value)}
          {...extraProps}
        />
      );

    case 'checkbox':
      return (
        <Checkbox
          {...name()}
          data-testid={testID}
          className={className}
          title={title}
          checked={!!value}
          disabled={disabled}
          onChange={(_event, data) => handleOnChange(data.checked === true)}
          {...extraProps}
        />
      );

    case 'switch':
      return (
        <Switch
          {...name()}
          data-testid={testID}
          className={className}
          title={title}
          checked={!!value}
          disabled={disabled}
          onChange={(_event, data) => handleOnChange(data.checked)}
          {...extraProps}
        />
      );

    case 'radio':
      return (
        <RadioGroup
          layout="horizontal"
          {...name()}
          data-testid={testID}
          className={className}
          title={title}
          value={value}
          disabled={disabled}
          onChange={(_event, data) => handleOnChange(data.value)}
          {...extraProps}
        >
          {values.map((option) => (
            <Radio key={option.name} value={option.name} label={option.label} />
          ))}
        </RadioGroup>
      );
  }

  return (
    <Input
      size="small"
      {...name()}
      data-testid={testID}
      type={htmlInputType}
      className={className}
      placeholder={placeholder}
      title={title}
      value={value === undefined || value === null ? value : `${value}`}
      disabled={disabled}
      onChange={(_event, data) => handleOnChange(parseNumber(data.value, { parseNumbers: parseNumberMethod }))}
      {...extraProps}
    />
  );
};
