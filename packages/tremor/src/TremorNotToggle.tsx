import { Switch, type SwitchProps } from '@tremor/react';
import * as React from 'react';
import type { NotToggleProps } from 'react-querybuilder';

/** Props of {@link TremorNotToggle}: react-querybuilder's own, plus any prop of Tremor's `Switch`. */
export type TremorNotToggleProps = NotToggleProps & Omit<Partial<SwitchProps>, 'label' | keyof NotToggleProps>;

/**
 * The group's "Not" toggle: a Tremor `Switch` and, beside it, a `<label>` tied to it, so clicking the
 * text toggles and the text names the switch. Other `Switch` props pass through.
 */
export const TremorNotToggle = ({
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
}: TremorNotToggleProps): React.JSX.Element => {
  const generatedId = React.useId();
  const id = switchProps.id ?? generatedId;
  return (
    <div className={className} data-testid={testID}>
      <Switch
        {...switchProps}
        id={id}
        name={switchProps.name ?? id}
        title={title}
        disabled={disabled}
        checked={!!checked}
        onChange={handleOnChange}
      />
      <label
        htmlFor={id}
        title={title}
        className="text-tremor-default text-tremor-content dark:text-dark-tremor-content"
      >
        {label}
      </label>
    </div>
  );
};
