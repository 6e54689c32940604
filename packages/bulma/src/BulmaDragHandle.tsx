import * as React from 'react';
import type { DragHandleProps } from 'react-querybuilder';

/**
 * Drag handle of a rule or group for react-querybuilder (used with `@react-querybuilder/dnd`), as a
 * Bulma `icon` span. The ref is the element the drag-and-drop add-on attaches its drag source to.
 */
export const BulmaDragHandle: React.ForwardRefExoticComponent<DragHandleProps & React.RefAttributes<HTMLSpanElement>> =
  React.forwardRef<HTMLSpanElement, DragHandleProps>(({ className, title, label, testID }, dragRef) => (
    <span
      ref={dragRef}
      data-testid={testID}
      className={['icon', className].filter(Boolean).join(' ')}
      title={title}
      aria-label={title}
      role="img">
      {label}
    </span>
  ));
BulmaDragHandle.displayName = 'BulmaDragHandle';
