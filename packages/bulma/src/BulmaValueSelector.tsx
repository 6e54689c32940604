import * as React from 'react';
import {
  toOptions,
  useSelectElementChangeHandler,
  useValueSelector,
  type VersatileSelectorProps,
} from 'react-querybuilder';
import { joinClassNames } from './classNames';

/** Props of {@link BulmaValueSelector}: react-querybuilder's own, plus any attribute of a `<select>`. */
export type BulmaValueSelectorProps = VersatileSelectorProps &
  Omit<React.SelectHTMLAttributes<HTMLSelectElement>, keyof VersatileSelectorProps | 'onChange'>;

/**
 * Selector (fields, operators, combinators, value sources, `select`/`multiselect` values) as a native
 * `<select>` in a small Bulma `select` wrapper, which carries `title` and `className`. With `multiple`
 * it becomes an `is-multiple` list and reports a comma-separated string, or an array with `listsAsArrays`.
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
  rule: _rule,
  field: _field,
  operator: _operator,
  rules: _rules,
  fieldData: _fieldData,
  path: _path,
  level: _level,
  context: _context,
  validation: _validation,
  schema: _schema,
  ...selectProps
}: BulmaValueSelectorProps): React.JSX.Element => {
  const { onChange, val } = useValueSelector({ handleOnChange, listsAsArrays, multiple, value });
  const onSelectChange = useSelectElementChangeHandler({ multiple, onChange });
  return (
    <div className={joinClassNames(className, 'select', 'is-small', multiple && 'is-multiple')} title={title}>
      <select
        aria-label={title}
        {...selectProps}
        data-testid={testID}
        value={val}
        disabled={disabled}
        multiple={!!multiple}
        onChange={onSelectChange}
      >
        {toOptions(options)}
      </select>
    </div>
  );
};
BulmaValueSelector.displayName = 'BulmaValueSelector';
