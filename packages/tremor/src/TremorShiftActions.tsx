import { Button } from '@tremor/react';
import * as React from 'react';
import type { ShiftActionsProps } from 'react-querybuilder';

/** The "move up" and "move down" buttons of a rule or group for react-querybuilder, as extra-small light Tremor `Button`s. */
export const TremorShiftActions = ({
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
  <div data-testid={testID} className={['flex flex-col', className].filter(Boolean).join(' ')}>
    <Button
      type="button"
      size="xs"
      variant="light"
      title={titles?.shiftUp}
      aria-label={titles?.shiftUp}
      disabled={disabled || shiftUpDisabled}
      onClick={shiftUp}
    >
      {labels?.shiftUp}
    </Button>
    <Button
      type="button"
      size="xs"
      variant="light"
      title={titles?.shiftDown}
      aria-label={titles?.shiftDown}
      disabled={disabled || shiftDownDisabled}
      onClick={shiftDown}
    >
      {labels?.shiftDown}
    </Button>
  </div>
);
