import { fireEvent, screen } from '@testing-library/react';
import type { FlavourDriver } from './kit';

/** Native `<select>` and `<input type="date">` elements, as Bulma renders (and Fluent for single choices and dates). */
export const nativeSelector = (name: string): HTMLElement =>
  screen.queryByRole('combobox', { name }) ?? screen.getByRole('listbox', { name });

/** The native date input labelled `name`; anything else is not the date editor these flavours promise. */
const dateInput = (name: string) => {
  const input = screen.getByLabelText(name) as HTMLInputElement;
  if (input.type !== 'date') throw new Error(`"${name}" is a ${input.type} input, not a date input`);
  return input;
};

export const nativeDriver: FlavourDriver = {
  selector: nativeSelector,
  async choose(user, name, labels) {
    const select = nativeSelector(name) as HTMLSelectElement;
    const picked = select.multiple ? Array.from(select.selectedOptions).map((o) => o.textContent ?? '') : [];
    await user.selectOptions(select, [...picked, ...labels]);
  },
  async setDate(_user, name, isoDate) {
    fireEvent.change(dateInput(name), { target: { value: isoDate } });
  },
  async setDateRange(_user, name, from, to) {
    fireEvent.change(dateInput(`${name} (from)`), { target: { value: from } });
    fireEvent.change(dateInput(`${name} (to)`), { target: { value: to } });
  },
};
