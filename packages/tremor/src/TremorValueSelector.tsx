import {
  MultiSelect,
  MultiSelectItem,
  Select,
  SelectItem,
  type MultiSelectProps,
  type SelectProps,
} from '@tremor/react';
import * as React from 'react';
import { toArray, toFlatOptionArray, useValueSelector, type VersatileSelectorProps } from 'react-querybuilder';
import { TremorField } from './TremorField';

/**
 * Props of {@link TremorValueSelector}: react-querybuilder's own, plus any prop of Tremor's `Select`
 * (single choice) or `MultiSelect` (`multiple`), e.g. `placeholder` or `enableClear`.
 */
export type TremorValueSelectorProps = VersatileSelectorProps &
  Omit<SelectProps & MultiSelectProps, 'children' | 'value' | keyof VersatileSelectorProps> & {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a selector's value is a string, a list of them, or whatever the caller keeps
    value?: any;
  };

/**
 * Selector (fields, operators, combinators, value sources, `select`/`multiselect` values) as a Tremor
 * `Select` (no clear button unless `enableClear`), or with `multiple` a `MultiSelect` reporting a
 * comma-separated string, or an array with `listsAsArrays`. Tremor has no option groups, so grouped
 * options are listed flat. The accessible name is `aria-label` if given, else `title`.
 */
export const TremorValueSelector = ({
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
}: TremorValueSelectorProps): React.JSX.Element => {
  const { onChange, val } = useValueSelector({ handleOnChange, listsAsArrays, multiple, value });
  const flatOptions = React.useMemo(() => toFlatOptionArray(options), [options]);
  const {
    'aria-label': ariaLabel,
    enableClear,
    ...otherProps
  } = libraryProps as typeof libraryProps & { 'aria-label'?: string };
  return (
    <TremorField
      label={ariaLabel ?? title}
      target="listbox"
      className={['min-w-40', className].filter(Boolean).join(' ')}
    >
      {multiple ? (
        <MultiSelect
          {...otherProps}
          data-testid={testID}
          title={title}
          value={toArray(val)}
          disabled={disabled}
          onValueChange={onChange}
        >
          {flatOptions.map((option) => (
            <MultiSelectItem key={option.name} value={option.name} aria-disabled={!!option.disabled}>
              {option.label}
            </MultiSelectItem>
          ))}
        </MultiSelect>
      ) : (
        <Select
          {...otherProps}
          enableClear={enableClear ?? false}
          data-testid={testID}
          title={title}
          value={(val as string | undefined) ?? ''}
          disabled={disabled}
          onValueChange={onChange}
        >
          {flatOptions.map((option) => (
            <SelectItem key={option.name} value={option.name} aria-disabled={!!option.disabled}>
              {option.label}
            </SelectItem>
          ))}
        </Select>
      )}
    </TremorField>
  );
};
TremorValueSelector.displayName = 'TremorValueSelector';
