import * as React from 'react';
import { toOptions, useSelectElementChangeHandler, useValueSelector, type ValueSelectorProps } from 'react-querybuilder';

/**
 * Selector for react-querybuilder (fields, operators, combinators, value sources, and the `select` and
 * `multiselect` value editors) as a native `<select>` inside a small Bulma `select` wrapper. With
 * `multiple`, it becomes a Bulma `is-multiple` list box and reports its value as a comma-separated
 * string, or as an array when `listsAsArrays` is set.
 */
export const BulmaValueSelector = ({
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
  const onSelectChange = useSelectElementChangeHandler({ multiple, onChange });
  return (
    <div
      className={['select', 'is-small', multiple && 'is-multiple', className].filter(Boolean).join(' ')}
      title={title}>
      <select
        data-testid={testID}
        aria-label={title}
        value={val}
        disabled={disabled}
        multiple={!!multiple}
        onChange={onSelectChange}>
        {toOptions(options)}
      </select>
    </div>
  );
};
