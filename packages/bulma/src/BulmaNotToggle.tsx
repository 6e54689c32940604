import * as React from 'react';
import type { NotToggleProps } from 'react-querybuilder';

/** The "Not" toggle of a rule group for react-querybuilder, as a Bulma `checkbox` label. */
export const BulmaNotToggle = ({
  className,
  handleOnChange,
  label,
  checked,
  title,
  disabled,
  testID,
}: NotToggleProps): React.JSX.Element => (
  <label data-testid={testID} className={['checkbox', className].filter(Boolean).join(' ')} title={title}>
    <input
      type="checkbox"
      aria-label={title}
      checked={!!checked}
      disabled={disabled}
      onChange={e => handleOnChange(e.target.checked)}
    />{' '}
    {label}
  </label>
);
