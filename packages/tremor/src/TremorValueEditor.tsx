import { NumberInput, Switch, TextInput, Textarea, type TextInputProps } from '@tremor/react';
import * as React from 'react';
import { getFirstOption, parseNumber, useValueEditor, type ValueEditorProps } from 'react-querybuilder';
import { TremorField } from './TremorField';
import { valueEditorLabel } from './valueEditorLabel';

// Tremor has no checkbox or radio component; these native inputs take its colour tokens.
const choiceInputClassName =
  'h-4 w-4 border-tremor-border text-tremor-brand focus:ring-tremor-brand-muted dark:border-dark-tremor-border dark:text-dark-tremor-brand';

/**
 * Value editor for react-querybuilder built from Tremor 3 components. It covers every value editor
 * type: `text` as a `TextInput` (also for `date`, `datetime-local`, `time` and other `inputType`s,
 * which Tremor passes through to its input element) or, for `inputType: 'number'`, a `NumberInput`;
 * `textarea` as a `Textarea`; `switch` as a `Switch`; `checkbox` and `radio` as native inputs in
 * Tremor's colours (Tremor has no such components); and `select`/`multiselect` through the
 * `selectorComponent` (by default the query builder's value selector). For `between`/`notBetween` it
 * renders two editors, "from" and "to", whose values it joins with commas or keeps as an array when
 * `listsAsArrays` is set. For `null`/`notNull` it renders nothing.
 */
export const TremorValueEditor = (allProps: ValueEditorProps): React.JSX.Element | null => {
  const {
    fieldData,
    operator,
    value,
    handleOnChange,
    title,
    className,
    type = 'text',
    inputType = 'text',
    values = [],
    listsAsArrays,
    separator = null,
    disabled,
    testID,
    selectorComponent: SelectorComponent = allProps.schema.controls.valueSelector,
    path,
    level,
    schema,
    rule,
    context,
    validation,
  } = allProps;
  const { valueAsArray, multiValueHandler, parseNumberMethod, valueListItemClassName } = useValueEditor(allProps);

  if (operator === 'null' || operator === 'notNull') return null;

  const placeholder = fieldData?.placeholder ?? '';
  const htmlInputType = ['in', 'notIn'].includes(operator) ? 'text' : inputType || 'text';
  const selectorProps = { path, level, schema, rule, context, validation };

  /** A single-line input for one value (or one end of a range). */
  const textEditor = (key: string | undefined, label: string, val: unknown, onChange: (v: string) => void, extra: { className?: string; title?: string; testID?: string }) => {
    const common = {
      key,
      'data-testid': extra.testID,
      className: extra.className,
      title: extra.title,
      'aria-label': label,
      placeholder,
      disabled,
      value: `${val ?? ''}`,
      onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange(e.target.value),
    };
    return htmlInputType === 'number' ? (
      <NumberInput {...common} enableStepper={false} />
    ) : (
      // Tremor's typings list only textual types, but its input renders whatever type it is given.
      <TextInput {...common} type={htmlInputType as TextInputProps['type']} />
    );
  };

  if ((operator === 'between' || operator === 'notBetween') && (type === 'select' || type === 'text')) {
    const editors = (['from', 'to'] as const).map((part, i) =>
      type === 'text' ? (
        textEditor(part, valueEditorLabel(title, fieldData, part), valueAsArray[i], v => multiValueHandler(v, i), {
          className: valueListItemClassName,
        })
      ) : (
        <SelectorComponent
          key={part}
          {...selectorProps}
          className={valueListItemClassName}
          title={valueEditorLabel(title, fieldData, part)}
          options={values}
          value={valueAsArray[i] ?? getFirstOption(values)}
          disabled={disabled}
          listsAsArrays={listsAsArrays}
          handleOnChange={v => multiValueHandler(v, i)}
        />
      ),
    );
    return (
      <span data-testid={testID} className={['flex items-center gap-2', className].filter(Boolean).join(' ')} title={title}>
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
          testID={testID}
          className={className}
          title={valueEditorLabel(title, fieldData)}
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
          data-testid={testID}
          className={className}
          placeholder={placeholder}
          title={title}
          aria-label={valueEditorLabel(title, fieldData)}
          value={`${value ?? ''}`}
          disabled={disabled}
          onChange={e => handleOnChange(e.target.value)}
        />
      );

    case 'switch':
      return (
        <TremorField label={valueEditorLabel(title, fieldData)} target="switch" className={className}>
          <Switch data-testid={testID} checked={!!value} disabled={disabled} onChange={handleOnChange} />
        </TremorField>
      );

    case 'checkbox':
      return (
        <input
          type="checkbox"
          data-testid={testID}
          className={[choiceInputClassName, 'rounded', className].filter(Boolean).join(' ')}
          title={title}
          aria-label={valueEditorLabel(title, fieldData)}
          checked={!!value}
          disabled={disabled}
          onChange={e => handleOnChange(e.target.checked)}
        />
      );

    case 'radio':
      return (
        <div
          data-testid={testID}
          role="radiogroup"
          className={['flex flex-wrap gap-3', className].filter(Boolean).join(' ')}
          title={title}
          aria-label={valueEditorLabel(title, fieldData)}>
          {values.map(option => (
            <label key={option.name} className="flex items-center gap-1 text-tremor-default text-tremor-content dark:text-dark-tremor-content">
              <input
                type="radio"
                className={choiceInputClassName}
                name={`${rule.id ?? path.join('-')}-${fieldData?.name ?? 'value'}`}
                value={option.name}
                checked={value === option.name}
                disabled={disabled}
                onChange={e => handleOnChange(e.target.value)}
              />
              {option.label}
            </label>
          ))}
        </div>
      );
  }

  return textEditor(undefined, valueEditorLabel(title, fieldData), value, v => handleOnChange(parseNumber(v, { parseNumbers: parseNumberMethod })), {
    className,
    title,
    testID,
  });
};
