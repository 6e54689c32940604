import * as React from 'react';
import type { ShiftActionsProps } from 'react-querybuilder';
import { joinClassNames } from './classNames';

/** "Move up" and "move down" buttons of a rule or group, as a pair of small Bulma buttons. */
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
  <div data-testid={testID} className={joinClassNames('buttons', 'are-small', 'has-addons', className)}>
    <button
      type="button"
      className="button is-small"
      title={titles?.shiftUp}
      aria-label={titles?.shiftUp}
      disabled={disabled || shiftUpDisabled}
      onClick={shiftUp}
    >
      {labels?.shiftUp}
    </button>
    <button
      type="button"
      className="button is-small"
      title={titles?.shiftDown}
      aria-label={titles?.shiftDown}
      disabled={disabled || shiftDownDisabled}
      onClick={shiftDown}
    >
      {labels?.shiftDown}
    </button>
  </div>
);
