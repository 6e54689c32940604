import { MantineValueSelector, type MantineValueSelectorProps } from '@react-querybuilder/mantine';
import { useState, type FocusEvent } from 'react';

/**
 * The add-on's selector, with each dropdown mounted from the first time its select takes focus.
 *
 * Mantine keeps a closed Combobox's dropdown mounted (hidden), so that ArrowDown on a closed select can highlight the
 * current option at once; but floating-ui positions every mounted dropdown as it mounts (~135 getComputedStyle calls
 * and a synchronous re-render each), which put 13 such positionings into the task of the demo builder's first commit.
 * A select takes focus before it opens, by keyboard or pointer, so from then on it behaves as Mantine's default.
 */
export function MantineSelector(props: MantineValueSelectorProps) {
  const { comboboxProps, onFocus } = props;
  const [dropdownMounted, setDropdownMounted] = useState(false);
  return (
    <MantineValueSelector
      {...props}
      comboboxProps={{ ...comboboxProps, keepMounted: dropdownMounted }}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        setDropdownMounted(true);
        onFocus?.(event);
      }}
    />
  );
}
