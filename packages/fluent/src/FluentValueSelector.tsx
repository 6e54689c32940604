import { Dropdown, Option, OptionGroup, Select } from '@fluentui/react-components';
import * as React from 'react';
import {
  isOptionGroupArray,
  toFlatOptionArray,
  toOptions,
  useValueSelector,
  type FullOption,
  type ValueSelectorProps,
} from 'react-querybuilder';

const optionElement = (option: FullOption) => (
  <Option key={option.name} value={option.name} text={option.label} disabled={option.disabled}>
    {option.label}
  </Option>
);

/**
 * Selector for react-querybuilder (fields, operators, combinators, value sources, and the `select` and
 * `multiselect` value editors). A single choice is a small Fluent UI `Select` (a native select, so it
 * keeps the browser's keyboard behaviour); with `multiple`, it is a multiselect Fluent UI `Dropdown`
 * that reports a comma-separated string, or an array when `listsAsArrays` is set.
 */
export const FluentValueSelector = ({
  className,
  handleOnChange,
  options,
  value,
  title,
  disabled,
  multiple,
  listsAsArrays,
  testID,
}: ValueSelectorProps): React.JSX.Element => {
  const { onChange, val } = useValueSelector({ handleOnChange, listsAsArrays, multiple, value });

  if (!multiple) {
    return (
      <Select
        size="small"
        data-testid={testID}
        className={className}
        title={title}
        aria-label={title}
        value={val as string | undefined}
        disabled={disabled}
        onChange={(_event, data) => onChange(data.value)}>
        {toOptions(options)}
      </Select>
    );
  }

  const selected = (val as string[] | undefined) ?? [];
  const labels = toFlatOptionArray(options)
    .filter(option => selected.includes(option.name))
    .map(option => option.label);
  return (
    <Dropdown
      size="small"
      multiselect
      data-testid={testID}
      className={className}
      title={title}
      aria-label={title}
      disabled={disabled}
      selectedOptions={selected}
      value={labels.join(', ')}
      onOptionSelect={(_event, data) => onChange(data.selectedOptions)}>
      {isOptionGroupArray(options)
        ? options.map(group => (
            <OptionGroup key={group.label} label={group.label}>
              {group.options.map(optionElement)}
            </OptionGroup>
          ))
        : options.map(optionElement)}
    </Dropdown>
  );
};
