import * as React from 'react';
import type { DragHandleProps } from 'react-querybuilder';
import { joinClassNames } from './classNames';

/**
 * Drag handle of a rule or group (for `@react-querybuilder/dnd`) as a Bulma `icon` span; the ref is
 * where the drag-and-drop add-on attaches its drag source.
 */
export const BulmaDragHandle: React.ForwardRefExoticComponent<DragHandleProps & React.RefAttributes<HTMLSpanElement>> =
  React.forwardRef<HTMLSpanElement, DragHandleProps>(({ className, title, label, testID }, dragRef) => (
    <span
      ref={dragRef}
      data-testid={testID}
      className={joinClassNames('icon', className)}
      title={title}
      aria-label={title}
      role="img"
    >
      {label}
    </span>
  ));
BulmaDragHandle.displayName = 'BulmaDragHandle';
