import { tokens } from '@fluentui/react-components';
import * as React from 'react';
import type { DragHandleProps } from 'react-querybuilder';

/**
 * Drag handle of a rule or group for react-querybuilder (used with `@react-querybuilder/dnd`), a span
 * coloured with Fluent UI's design tokens. The ref is the element the drag-and-drop add-on attaches its
 * drag source to.
 */
export const FluentDragHandle: React.ForwardRefExoticComponent<DragHandleProps & React.RefAttributes<HTMLSpanElement>> =
  React.forwardRef<HTMLSpanElement, DragHandleProps>(({ className, title, label, testID }, dragRef) => (
    <span
      ref={dragRef}
      data-testid={testID}
      className={className}
      title={title}
      aria-label={title}
      role="img"
      style={{ color: tokens.colorNeutralForeground3, cursor: 'grab' }}>
      {label}
    </span>
  ));
FluentDragHandle.displayName = 'FluentDragHandle';
