import { Text, tokens, type TextProps } from '@fluentui/react-components';
import * as React from 'react';
import type { DragHandleProps } from 'react-querybuilder';

/** Props of {@link FluentDragHandle}: react-querybuilder's own, plus any prop of Fluent UI's `Text`. */
export type FluentDragHandleProps = DragHandleProps & Omit<TextProps, keyof DragHandleProps>;

/**
 * Drag handle of a rule or group (for `@react-querybuilder/dnd`) as a Fluent UI `Text`; the ref is where
 * the drag-and-drop add-on attaches its drag source.
 */
export const FluentDragHandle: React.ForwardRefExoticComponent<
  FluentDragHandleProps & React.RefAttributes<HTMLSpanElement>
> = React.forwardRef<HTMLSpanElement, FluentDragHandleProps>(
  (
    {
      className,
      title,
      label,
      testID,
      schema: _schema,
      ruleOrGroup: _ruleOrGroup,
      path: _path,
      level: _level,
      context: _context,
      validation: _validation,
      ...textProps
    },
    dragRef,
  ) => (
    <Text
      role="img"
      aria-label={title}
      style={{ color: tokens.colorNeutralForeground3, cursor: 'grab' }}
      {...(textProps as TextProps)}
      ref={dragRef}
      data-testid={testID}
      className={className}
      title={title}
    >
      {label}
    </Text>
  ),
);
FluentDragHandle.displayName = 'FluentDragHandle';
