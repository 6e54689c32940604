import { Button, type ButtonProps } from '@tremor/react';
import * as React from 'react';
import type { ActionProps } from 'react-querybuilder';

/** Props of {@link TremorActionElement}: react-querybuilder's own, plus any prop of Tremor's `Button`. */
export type TremorActionProps = ActionProps & Omit<ButtonProps, keyof ActionProps>;

/**
 * Action button (add rule/group, remove, clone, lock) as a Tremor `Button` (extra small, secondary
 * unless `size`/`variant` say otherwise; other `Button` props pass through). A locked rule's lock
 * button stays clickable: when `disabled` comes with a `disabledTranslation`, it shows that
 * translation instead of being disabled.
 */
export const TremorActionElement = ({
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
}: TremorActionProps): React.JSX.Element => {
  const unlockable = Boolean(disabled && disabledTranslation);
  const shownTitle = unlockable ? disabledTranslation?.title : title;
  return (
    <Button
      size="xs"
      variant="secondary"
      aria-label={shownTitle}
      {...buttonProps}
      data-testid={testID}
      type="button"
      className={className}
      title={shownTitle}
      disabled={disabled && !unlockable}
      onClick={(event) => handleOnClick(event)}
    >
      {unlockable ? disabledTranslation?.label : label}
    </Button>
  );
};
