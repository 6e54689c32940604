import { Button } from '@fluentui/react-components';
import * as React from 'react';
import type { ActionProps } from 'react-querybuilder';

/**
 * Action button for react-querybuilder (add rule/group, remove, clone, lock) as a small Fluent UI
 * `Button`.
 *
 * When the control is disabled and a `disabledTranslation` is given (the lock buttons of a locked
 * rule or group), the button stays clickable and shows that translation, so the user can unlock.
 */
export const FluentActionElement = ({
  className,
  handleOnClick,
  label,
  title,
  disabled,
  disabledTranslation,
  testID,
}: ActionProps): React.JSX.Element => {
  const showDisabledTranslation = Boolean(disabled && disabledTranslation);
  const shownTitle = showDisabledTranslation ? disabledTranslation?.title : title;
  return (
    <Button
      type="button"
      size="small"
      data-testid={testID}
      className={className}
      title={shownTitle}
      aria-label={shownTitle}
      disabled={disabled && !showDisabledTranslation}
      onClick={e => handleOnClick(e)}>
      {showDisabledTranslation ? disabledTranslation?.label : label}
    </Button>
  );
};
