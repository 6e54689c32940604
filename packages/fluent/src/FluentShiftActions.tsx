import { Button } from '@fluentui/react-components';
import * as React from 'react';
import type { ShiftActionsProps } from 'react-querybuilder';

/** "Move up" and "move down" buttons of a rule or group, as small subtle Fluent UI `Button`s. */
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
    {(['shiftUp', 'shiftDown'] as const).map((direction) => (
      <Button
        key={direction}
        type="button"
        size="small"
        appearance="subtle"
        title={titles?.[direction]}
        aria-label={titles?.[direction]}
        disabled={disabled || (direction === 'shiftUp' ? shiftUpDisabled : shiftDownDisabled)}
        onClick={direction === 'shiftUp' ? shiftUp : shiftDown}
      >
        {labels?.[direction]}
      </Button>
    ))}
  </div>
);
