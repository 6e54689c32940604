import {
  Dropdown,
  Option,
  OptionGroup,
  Select,
  type DropdownProps,
  type SelectProps,
} from '@fluentui/react-components';
import * as React from 'react';
import {
  isOptionGroupArray,
  toArray,
  toFlatOptionArray,
  toOptions,
  useValueSelector,
  type FullOption,
  type FullOptionList,
  type VersatileSelectorProps,
} from 'react-querybuilder';

/**
 * Props of {@link FluentValueSelector}: react-querybuilder's own, plus any prop of Fluent UI's `Select`
 * (single choice) or `Dropdown` (`multiple`), e.g. `placeholder` or `appearance`.
 */
export type FluentValueSelectorProps = VersatileSelectorProps &
  Omit<SelectProps & DropdownProps, keyof VersatileSelectorProps | 'onChange'>;

const optionElement = (option: FullOption) => (
  <Option key={option.name} value={option.name} text={option.label} disabled={!!option.disabled}>
    {option.label}
  </Option>
);

/**
 * Selector (fields, operators, combinators, value sources, `select`/`multiselect` values): a single
 * choice is a small Fluent UI `Select` (a native select); with `multiple`, a multiselect `Dropdown`
 * reporting a comma-separated string, or an array with `listsAsArrays`.
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
  rule: _rule,
  rules: _rules,
  field: _field,
  operator: _operator,
  fieldData: _fieldData,
  path: _path,
  level: _level,
  context: _context,
  validation: _validation,
  schema: _schema,
  ...libraryProps
}: FluentValueSelectorProps): React.JSX.Element => {
  const { onChange, val } = useValueSelector({ handleOnChange, listsAsArrays, multiple, value });
  const optionList = options as FullOptionList<FullOption>;
  const ariaLabel = (libraryProps as { 'aria-label'?: string })['aria-label'] ?? title;

  if (!multiple) {
    return (
      <Select
        size="small"
        {...(libraryProps as SelectProps)}
        aria-label={ariaLabel}
        data-testid={testID}
        className={className}
        title={title}
        value={val as string | undefined}
        disabled={disabled}
        onChange={(_event, data) => onChange(data.value)}
      >
        {toOptions(options)}
      </Select>
    );
  }

  const selected = toArray(val);
  return (
    <Dropdown
      size="small"
      {...(libraryProps as DropdownProps)}
      aria-label={ariaLabel}
      multiselect
      data-testid={testID}
      className={className}
      title={title}
      disabled={disabled}
      selectedOptions={selected}
      // The chosen names, as the published add-on shows them: a drop-in keeps what its users' tests find by text.
      value={selected.join(', ')}
      onOptionSelect={(_event, data) => onChange(data.selectedOptions)}
    >
      {isOptionGroupArray(optionList)
        ? optionList.map((group) => (
            <OptionGroup key={group.label} label={group.label}>
              {group.options.map(optionElement)}
            </OptionGroup>
          ))
        : toFlatOptionArray(options).map(optionElement)}
    </Dropdown>
  );
};
FluentValueSelector.displayName = 'FluentValueSelector';
