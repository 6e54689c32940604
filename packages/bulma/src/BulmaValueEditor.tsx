import * as React from 'react';
import { getFirstOption, parseNumber, useValueEditor, type ValueEditorProps } from 'react-querybuilder';
import { valueEditorLabel } from './valueEditorLabel';

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * Value editor for react-querybuilder built from Bulma form controls. It covers every value editor
 * type: `text` (with any `inputType`, e.g. `number`, `date`, `datetime-local`, `time`) as a Bulma
 * `input`, `textarea`, `checkbox`, `switch` (a checkbox with the switch role; Bulma has no switch
 * element), `radio` (Bulma `radios`), and `select`/`multiselect` through the `selectorComponent`
 * (by default the query builder's value selector). For `between`/`notBetween` it renders two
 * editors, "from" and "to", whose values it joins with commas or keeps as an array when
 * `listsAsArrays` is set. For `null`/`notNull` it renders nothing.
 */
export const BulmaValueEditor = (allProps: ValueEditorProps): React.JSX.Element | null => {
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
  const selectorProps = { path, level, schema, rule, context, validation, testID };

  if ((operator === 'between' || operator === 'notBetween') && (type === 'select' || type === 'text')) {
    const editors = (['from', 'to'] as const).map((part, i) =>
      type === 'text' ? (
        <input
          key={part}
          type={htmlInputType}
          className={classes('input', 'is-small', valueListItemClassName)}
          placeholder={placeholder}
          aria-label={valueEditorLabel(title, fieldData, part)}
          value={valueAsArray[i] ?? ''}
          disabled={disabled}
          onChange={e => multiValueHandler(e.target.value, i)}
        />
      ) : (
        <SelectorComponent
          key={part}
          {...selectorProps}
          testID={undefined}
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
        <textarea
          data-testid={testID}
          className={classes('textarea', 'is-small', className)}
          placeholder={placeholder}
          title={title}
          aria-label={valueEditorLabel(title, fieldData)}
          value={value ?? ''}
          disabled={disabled}
          onChange={e => handleOnChange(e.target.value)}
        />
      );

    case 'checkbox':
    case 'switch':
      return (
        <label data-testid={testID} className={classes('checkbox', className)} title={title}>
          <input
            type="checkbox"
            role={type === 'switch' ? 'switch' : undefined}
            aria-label={valueEditorLabel(title, fieldData)}
            checked={!!value}
            disabled={disabled}
            onChange={e => handleOnChange(e.target.checked)}
          />
        </label>
      );

    case 'radio':
      return (
        <div
          data-testid={testID}
          className={classes('radios', className)}
          title={title}
          role="radiogroup"
          aria-label={valueEditorLabel(title, fieldData)}>
          {values.map(option => (
            <label key={option.name} className="radio">
              <input
                type="radio"
                name={`${rule.id ?? path.join('-')}-${fieldData?.name ?? 'value'}`}
                value={option.name}
                checked={value === option.name}
                disabled={disabled}
                onChange={e => handleOnChange(e.target.value)}
              />{' '}
              {option.label}
            </label>
          ))}
        </div>
      );
  }

  return (
    <input
      data-testid={testID}
      type={htmlInputType}
      className={classes('input', 'is-small', className)}
      placeholder={placeholder}
      title={title}
      aria-label={valueEditorLabel(title, fieldData)}
      value={value ?? ''}
      disabled={disabled}
      onChange={e => handleOnChange(parseNumber(e.target.value, { parseNumbers: parseNumberMethod }))}
    />
  );
};
