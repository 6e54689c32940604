import * as React from 'react';
import type { ActionProps } from 'react-querybuilder';
import { joinClassNames } from './classNames';

/** Props of {@link BulmaActionElement}: react-querybuilder's own, plus any attribute of a `<button>`. */
export type BulmaActionProps = ActionProps &
  Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, keyof ActionProps | 'onClick'>;

/**
 * Action button (add rule/group, remove, clone, lock) as a small Bulma `button`. A locked rule's lock
 * button stays clickable: when `disabled` comes with a `disabledTranslation`, it shows that
 * translation instead of being disabled, so the user can unlock.
 */
export const BulmaActionElement = ({
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
}: BulmaActionProps): React.JSX.Element => {
  const unlockable = Boolean(disabled && disabledTranslation);
  const shownTitle = unlockable ? disabledTranslation?.title : title;
  return (
    <button
      aria-label={shownTitle}
      {...buttonProps}
      type="button"
      data-testid={testID}
      className={joinClassNames('button', 'is-small', className)}
      title={shownTitle}
      disabled={disabled && !unlockable}
      onClick={(event) => handleOnClick(event)}
    >
      {unlockable ? disabledTranslation?.label : label}
    </button>
  );
};
