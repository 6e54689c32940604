import { Switch } from '@fluentui/react-components';
import * as React from 'react';
import type { NotToggleProps } from 'react-querybuilder';

/** The "Not" toggle of a rule group for react-querybuilder, as a Fluent UI `Switch`. */
export const FluentNotToggle = ({
  className,
  handleOnChange,
  label,
  checked,
  title,
  disabled,
  testID,
}: NotToggleProps): React.JSX.Element => (
  <Switch
    data-testid={testID}
    className={className}
    title={title}
    aria-label={title}
    label={label === null || label === undefined || typeof label === 'boolean' ? undefined : { children: label }}
    checked={!!checked}
    disabled={disabled}
    onChange={(_event, data) => handleOnChange(data.checked)}
  />
);
