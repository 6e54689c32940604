import { MultiSelect, MultiSelectItem, Select, SelectItem } from '@tremor/react';
import * as React from 'react';
import { toFlatOptionArray, useValueSelector, type ValueSelectorProps } from 'react-querybuilder';
import { TremorField } from './TremorField';

/**
 * Selector for react-querybuilder (fields, operators, combinators, value sources, and the `select` and
 * `multiselect` value editors) as a Tremor `Select`, or with `multiple` a Tremor `MultiSelect` that
 * reports a comma-separated string, or an array when `listsAsArrays` is set. Tremor's selects have no
 * option groups, so grouped options are listed flat.
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
}: ValueSelectorProps): React.JSX.Element => {
  const { onChange, val } = useValueSelector({ handleOnChange, listsAsArrays, multiple, value });
  const flatOptions = React.useMemo(() => toFlatOptionArray(options), [options]);
  return (
    <TremorField label={title} target="listbox" className={['min-w-40', className].filter(Boolean).join(' ')}>
      {multiple ? (
        <MultiSelect
          data-testid={testID}
          title={title}
          value={(val as string[] | undefined) ?? []}
          disabled={disabled}
          onValueChange={onChange}>
          {flatOptions.map(option => (
            <MultiSelectItem key={option.name} value={option.name}>
              {option.label}
            </MultiSelectItem>
          ))}
        </MultiSelect>
      ) : (
        <Select
          data-testid={testID}
          title={title}
          value={(val as string | undefined) ?? ''}
          disabled={disabled}
          onValueChange={onChange}>
          {flatOptions.map(option => (
            <SelectItem key={option.name} value={option.name}>
              {option.label}
            </SelectItem>
          ))}
        </Select>
      )}
    </TremorField>
  );
};
