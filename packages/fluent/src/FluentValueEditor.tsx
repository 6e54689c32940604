import { Checkbox, Input, Radio, RadioGroup, Switch, Textarea } from '@fluentui/react-components';
import * as React from 'react';
import { getFirstOption, parseNumber, useValueEditor, type ValueEditorProps } from 'react-querybuilder';
import { valueEditorLabel } from './valueEditorLabel';

type FluentInputType = 'text' | 'date' | 'datetime-local' | 'month' | 'number' | 'time' | 'week' | 'email' | 'tel' | 'url' | 'search' | 'password';
const fluentInputTypes: readonly string[] = ['text', 'date', 'datetime-local', 'month', 'number', 'time', 'week', 'email', 'tel', 'url', 'search', 'password'];

/** Fluent's `Input` accepts only textual input types; anything else (e.g. "color") falls back to text. */
const toFluentInputType = (inputType: string): FluentInputType =>
  fluentInputTypes.includes(inputType) ? (inputType as FluentInputType) : 'text';

/**
 * Value editor for react-querybuilder built from Fluent UI v9 components. It covers every value editor
 * type: `text` (with any `inputType` Fluent's `Input` supports, e.g. `number`, `date`,
 * `datetime-local`, `time`) as an `Input`, `textarea` as a `Textarea`, `checkbox` as a `Checkbox`,
 * `switch` as a `Switch`, `radio` as a `RadioGroup`, and `select`/`multiselect` through the
 * `selectorComponent` (by default the query builder's value selector). For `between`/`notBetween` it
 * renders two editors, "from" and "to", whose values it joins with commas or keeps as an array when
 * `listsAsArrays` is set. For `null`/`notNull` it renders nothing.
 */
export const FluentValueEditor = (allProps: ValueEditorProps): React.JSX.Element | null => {
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
  const htmlInputType = toFluentInputType(['in', 'notIn'].includes(operator) ? 'text' : inputType || 'text');
  const selectorProps = { path, level, schema, rule, context, validation };

  if ((operator === 'between' || operator === 'notBetween') && (type === 'select' || type === 'text')) {
    const editors = (['from', 'to'] as const).map((part, i) =>
      type === 'text' ? (
        <Input
          key={part}
          size="small"
          type={htmlInputType}
          className={valueListItemClassName}
          placeholder={placeholder}
          aria-label={valueEditorLabel(title, fieldData, part)}
          value={`${valueAsArray[i] ?? ''}`}
          disabled={disabled}
          onChange={(_event, data) => multiValueHandler(data.value, i)}
        />
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
          size="small"
          data-testid={testID}
          className={className}
          placeholder={placeholder}
          title={title}
          aria-label={valueEditorLabel(title, fieldData)}
          value={`${value ?? ''}`}
          disabled={disabled}
          onChange={(_event, data) => handleOnChange(data.value)}
        />
      );

    case 'checkbox':
      return (
        <Checkbox
          data-testid={testID}
          className={className}
          title={title}
          aria-label={valueEditorLabel(title, fieldData)}
          checked={!!value}
          disabled={disabled}
          onChange={(_event, data) => handleOnChange(data.checked === true)}
        />
      );

    case 'switch':
      return (
        <Switch
          data-testid={testID}
          className={className}
          title={title}
          aria-label={valueEditorLabel(title, fieldData)}
          checked={!!value}
          disabled={disabled}
          onChange={(_event, data) => handleOnChange(data.checked)}
        />
      );

    case 'radio':
      return (
        <RadioGroup
          data-testid={testID}
          layout="horizontal"
          className={className}
          title={title}
          aria-label={valueEditorLabel(title, fieldData)}
          value={value ?? ''}
          disabled={disabled}
          onChange={(_event, data) => handleOnChange(data.value)}>
          {values.map(option => (
            <Radio key={option.name} value={option.name} label={option.label} />
          ))}
        </RadioGroup>
      );
  }

  return (
    <Input
      size="small"
      data-testid={testID}
      type={htmlInputType}
      className={className}
      placeholder={placeholder}
      title={title}
      aria-label={valueEditorLabel(title, fieldData)}
      value={`${value ?? ''}`}
      disabled={disabled}
      onChange={(_event, data) => handleOnChange(parseNumber(data.value, { parseNumbers: parseNumberMethod }))}
    />
  );
};
