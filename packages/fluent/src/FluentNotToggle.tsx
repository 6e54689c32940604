import { Switch, type SwitchProps } from '@fluentui/react-components';
import * as React from 'react';
import type { NotToggleProps } from 'react-querybuilder';

/** Props of {@link FluentNotToggle}: react-querybuilder's own, plus any prop of Fluent UI's `Switch`. */
export type FluentNotToggleProps = NotToggleProps & Partial<Omit<SwitchProps, keyof NotToggleProps>>;

/** The group's "Not" toggle as a Fluent UI `Switch` whose label is `label`; other `Switch` props pass through. */
export const FluentNotToggle = ({
  className,
  handleOnChange,
  label,
  checked,
  title,
  disabled,
  testID,
  path: _path,
  level: _level,
  context: _context,
  validation: _validation,
  schema: _schema,
  ruleGroup: _ruleGroup,
  ...switchProps
}: FluentNotToggleProps): React.JSX.Element => (
  <Switch
    {...(switchProps as SwitchProps)}
    data-testid={testID}
    label={label === null || label === undefined || typeof label === 'boolean' ? undefined : { children: label }}
    className={className}
    title={title}
    disabled={disabled}
    checked={!!checked}
    onChange={(event) => handleOnChange(event.target.checked)}
  />
);
FluentNotToggle.displayName = 'FluentNotToggle';
