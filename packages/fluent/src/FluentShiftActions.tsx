import { Button } from '@fluentui/react-components';
import * as React from 'react';
import type { ShiftActionsProps } from 'react-querybuilder';

/** The "move up" and "move down" buttons of a rule or group for react-querybuilder, as small Fluent UI `Button`s. */
export const FluentShiftActions = ({
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
  <div data-testid={testID} className={className}>
    <Button
      type="button"
      size="small"
      appearance="subtle"
      title={titles?.shiftUp}
      aria-label={titles?.shiftUp}
      disabled={disabled || shiftUpDisabled}
      onClick={shiftUp}>
      {labels?.shiftUp}
    </Button>
    <Button
      type="button"
      size="small"
      appearance="subtle"
      title={titles?.shiftDown}
      aria-label={titles?.shiftDown}
      disabled={disabled || shiftDownDisabled}
      onClick={shiftDown}>
      {labels?.shiftDown}
    </Button>
  </div>
);
