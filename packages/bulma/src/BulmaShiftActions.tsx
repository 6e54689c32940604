import * as React from 'react';
import type { ShiftActionsProps } from 'react-querybuilder';

/** The "move up" and "move down" buttons of a rule or group for react-querybuilder, as a Bulma `buttons` pair. */
export const BulmaShiftActions = ({
  shiftUp,
  shiftDown,
  shiftUpDisabled,
  shiftDownDisabled,
  disabled,
  className,
  labels,
  titles,
  testID,
}: ShiftActionsProps): React.JSX.Element => (
  <div data-testid={testID} className={['buttons', 'are-small', 'has-addons', className].filter(Boolean).join(' ')}>
    <button
      type="button"
      className="button is-small"
      title={titles?.shiftUp}
      aria-label={titles?.shiftUp}
      disabled={disabled || shiftUpDisabled}
      onClick={shiftUp}>
      {labels?.shiftUp}
    </button>
    <button
      type="button"
      className="button is-small"
      title={titles?.shiftDown}
      aria-label={titles?.shiftDown}
      disabled={disabled || shiftDownDisabled}
      onClick={shiftDown}>
      {labels?.shiftDown}
    </button>
  </div>
);
