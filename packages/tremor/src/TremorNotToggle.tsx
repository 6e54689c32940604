import { Switch } from '@tremor/react';
import * as React from 'react';
import type { NotToggleProps } from 'react-querybuilder';
import { TremorField } from './TremorField';

/** The "Not" toggle of a rule group for react-querybuilder, as a Tremor `Switch` with its label beside it. */
export const TremorNotToggle = ({
  className,
  handleOnChange,
  label,
  checked,
  title,
  disabled,
  testID,
}: NotToggleProps): React.JSX.Element => (
  <TremorField label={title} target="switch" className={['flex items-center gap-2', className].filter(Boolean).join(' ')}>
    <Switch data-testid={testID} checked={!!checked} disabled={disabled} onChange={handleOnChange} />
    <span className="text-tremor-default text-tremor-content dark:text-dark-tremor-content">{label}</span>
  </TremorField>
);
