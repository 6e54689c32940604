import * as React from 'react';
import type { NotToggleProps } from 'react-querybuilder';
import { joinClassNames } from './classNames';

/** The group's "Not" toggle as a Bulma `checkbox`: a native checkbox inside a label that shows `label`. */
export const BulmaNotToggle = ({
  className,
  handleOnChange,
  label,
  checked,
  title,
  disabled,
  testID,
}: NotToggleProps): React.JSX.Element => (
  <label data-testid={testID} className={joinClassNames(className, 'checkbox')} title={title}>
    <input
      type="checkbox"
      checked={!!checked}
      disabled={disabled}
      onChange={(event) => handleOnChange(event.target.checked)}
    />{' '}
    {label}
  </label>
);
