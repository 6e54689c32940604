import * as React from 'react';
import { getFirstOption, parseNumber, useValueEditor, type ValueEditorProps } from 'react-querybuilder';
import { valueEditorLabel } from './accessibleName';
import { joinClassNames } from './classNames';

/** Props of {@link BulmaValueEditor}: react-querybuilder's own, plus `extraProps` for the rendered form element. */
export type BulmaValueEditorProps = ValueEditorProps & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any attribute of whichever element the type renders
  extraProps?: Record<string, any>;
};

/**
 * Value editor made of Bulma form controls: `input` for text (any `inputType`, e.g. `number`, `date`,
 * `time`), `textarea`, `checkbox` and `switch` (a checkbox in a Bulma `checkbox` label; `switch` adds
 * the switch role), `radio` buttons, and `select`/`multiselect` through `selectorComponent` (the
 * builder's value selector by default). `between`/`notBetween` get a "from" and a "to" editor; `null`
 * and `notNull` render nothing. Without a `value`, text inputs stay uncontrolled, like the core editor.
 */
export const BulmaValueEditor = (allProps: BulmaValueEditorProps): React.JSX.Element | null => {
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
  const htmlInputType = operator === 'in' || operator === 'notIn' ? 'text' : inputType || 'text';
  const name = (part?: string) => ({ 'aria-label': valueEditorLabel(title, fieldData, part) });

  if ((operator === 'between' || operator === 'notBetween') && (type === 'select' || type === 'text')) {
    const editors = (['from', 'to'] as const).map((part, i) =>
      type === 'text' ? (
        <input
          key={part}
          {...name(part)}
          type={htmlInputType}
          className={joinClassNames(valueListItemClassName, 'input', 'is-small')}
          placeholder={placeholder}
          value={valueAsArray[i] ?? ''}
          disabled={disabled}
          onChange={(event) => multiValueHandler(event.target.value, i)}
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
        <textarea
          {...name()}
          data-testid={testID}
          className={joinClassNames(className, 'textarea', 'is-small')}
          placeholder={placeholder}
          title={title}
          value={value}
          disabled={disabled}
          onChange={(event) => handleOnChange(event.target.value)}
          {...extraProps}
        />
      );

    case 'checkbox':
    case 'switch':
      return (
        <label data-testid={testID} className={joinClassNames(className, 'checkbox')} title={title}>
          <input
            {...name()}
            type="checkbox"
            role={type === 'switch' ? 'switch' : undefined}
            checked={!!value}
            disabled={disabled}
            onChange={(event) => handleOnChange(event.target.checked)}
            {...extraProps}
          />
        </label>
      );

    case 'radio':
      return (
        <div
          data-testid={testID}
          className={joinClassNames(className, 'control')}
          title={title}
          role="radiogroup"
          {...name()}
          {...extraProps}
        >
          {values.map((option) => (
            <label key={option.name} className="radio">
              <input
                type="radio"
                name={`${selectorProps.rule.id ?? selectorProps.path.join('-')}-${fieldData?.name ?? 'value'}`}
                value={option.name}
                checked={value === option.name}
                disabled={disabled}
                onChange={() => handleOnChange(option.name)}
              />{' '}
              {option.label}
            </label>
          ))}
        </div>
      );
  }

  return (
    <input
      {...name()}
      data-testid={testID}
      type={htmlInputType}
      className={joinClassNames(className, 'input', 'is-small')}
      placeholder={placeholder}
      title={title}
      value={value}
      disabled={disabled}
      onChange={(event) => handleOnChange(parseNumber(event.target.value, { parseNumbers: parseNumberMethod }))}
      {...extraProps}
    />
  );
};
