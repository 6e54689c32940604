import { Button } from '@tremor/react';
import * as React from 'react';
import type { ActionProps } from 'react-querybuilder';

/**
 * Action button for react-querybuilder (add rule/group, remove, clone, lock) as an extra-small
 * secondary Tremor `Button`.
 *
 * When the control is disabled and a `disabledTranslation` is given (the lock buttons of a locked
 * rule or group), the button stays clickable and shows that translation, so the user can unlock.
 */
export const TremorActionElement = ({
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
      size="xs"
      variant="secondary"
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
