import * as React from 'react';
import type { DragHandleProps } from 'react-querybuilder';

/**
 * Drag handle of a rule or group for react-querybuilder (used with `@react-querybuilder/dnd`), a span
 * in Tremor's subtle content colour. The ref is the element the drag-and-drop add-on attaches its drag
 * source to.
 */
export const TremorDragHandle: React.ForwardRefExoticComponent<DragHandleProps & React.RefAttributes<HTMLSpanElement>> =
  React.forwardRef<HTMLSpanElement, DragHandleProps>(({ className, title, label, testID }, dragRef) => (
    <span
      ref={dragRef}
      data-testid={testID}
      className={['cursor-grab text-tremor-content-subtle dark:text-dark-tremor-content-subtle', className]
        .filter(Boolean)
        .join(' ')}
      title={title}
      aria-label={title}
      role="img"
    >
      {label}
    </span>
  ));
TremorDragHandle.displayName = 'TremorDragHandle';
