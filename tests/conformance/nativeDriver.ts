import { fireEvent, screen } from '@testing-library/react';
import type { FlavourDriver } from './kit';

/** Native `<select>` and `<input type="date">` elements, as Bulma renders (and Fluent for single choices and dates). */
export const nativeSelector = (name: string): HTMLElement =>
  screen.queryByRole('combobox', { name }) ?? screen.getByRole('listbox', { name });

export const nativeDriver: FlavourDriver = {
  selector: nativeSelector,
  async choose(user, name, labels) {
    const select = nativeSelector(name) as HTMLSelectElement;
    const picked = select.multiple ? Array.from(select.selectedOptions).map(o => o.textContent ?? '') : [];
    await user.selectOptions(select, [...picked, ...labels]);
  },
  async setDate(_user, name, isoDate) {
    fireEvent.change(screen.getByLabelText(name), { target: { value: isoDate } });
  },
  async setDateRange(_user, name, from, to) {
    fireEvent.change(screen.getByLabelText(`${name} (from)`), { target: { value: from } });
    fireEvent.change(screen.getByLabelText(`${name} (to)`), { target: { value: to } });
  },
};
