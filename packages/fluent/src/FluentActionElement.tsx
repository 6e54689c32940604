import { Button, type ButtonProps } from '@fluentui/react-components';
import * as React from 'react';
import type { ActionProps } from 'react-querybuilder';

/** Props of {@link FluentActionElement}: react-querybuilder's own, plus any prop of Fluent UI's `Button`. */
export type FluentActionProps = ActionProps & Omit<ButtonProps, keyof ActionProps>;

/**
 * Action button (add rule/group, remove, clone, lock) as a small Fluent UI `Button`; other `Button`
 * props (e.g. `appearance`, `icon`) pass through. A locked rule's lock button stays clickable: when
 * `disabled` comes with a `disabledTranslation`, it shows that translation instead of being disabled.
 */
export const FluentActionElement = ({
  className,
  handleOnClick,
  label,
  title,
  disabled,
  disabledTranslation,
  testID,
  ruleOrGroup: _ruleOrGroup,
  path: _path,
  level: _level,
  context: _context,
  validation: _validation,
  schema: _schema,
  ...buttonProps
}: FluentActionProps): React.JSX.Element => {
  const unlockable = Boolean(disabled && disabledTranslation);
  const shownTitle = unlockable ? disabledTranslation?.title : title;
  return (
    <Button
      size="small"
      aria-label={shownTitle}
      {...(buttonProps as ButtonProps)}
      data-testid={testID}
      type="button"
      className={className}
      title={shownTitle}
      disabled={disabled && !unlockable}
      onClick={(event: React.MouseEvent) => handleOnClick(event as React.MouseEvent<HTMLButtonElement>)}
    >
      {unlockable ? disabledTranslation?.label : label}
    </Button>
  );
};
