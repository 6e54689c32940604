// @vitest-environment jsdom
import {
  QueryBuilderTremor,
  TremorActionElement,
  TremorDragHandle,
  TremorNotToggle,
  TremorShiftActions,
  TremorValueEditor,
  TremorValueSelector,
} from '@react-querybuilder/tremor';
import { screen, within } from '@testing-library/react';
import { testFlavourConformance, type User } from './kit';

// Headless UI positions Tremor's menus with ResizeObserver, which jsdom lacks; sizes do not matter here.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** Tremor's selects are Headless UI listbox buttons, named by their label followed by the selected text. */
const listboxButton = (name: string) => {
  const buttons = screen
    .getAllByRole('button', {
      name: (accessibleName) => accessibleName === name || accessibleName.startsWith(`${name} `),
    })
    .filter((button) => button.getAttribute('aria-haspopup') === 'listbox');
  if (buttons.length !== 1) throw new Error(`${buttons.length} listbox buttons named "${name}"`);
  return buttons[0]!;
};

/** Opens the date picker labelled `name` and clicks these days of the month it shows. */
async function pickDays(user: User, name: string, days: string[]) {
  await user.click(within(screen.getByLabelText(name)).getAllByRole('button')[0]!);
  for (const day of days) await user.click(await screen.findByRole('gridcell', { name: day }));
}

const dayOf = (isoDate: string) => `${Number(isoDate.slice(8, 10))}`;

testFlavourConformance({
  name: '@react-querybuilder/tremor',
  components: {
    valueSelector: TremorValueSelector,
    valueEditor: TremorValueEditor,
    notToggle: TremorNotToggle,
    actionElement: TremorActionElement,
    dragHandle: TremorDragHandle,
    shiftActions: TremorShiftActions,
  },
  Provider: QueryBuilderTremor,
  driver: {
    selector: listboxButton,
    async choose(user, name, labels) {
      const button = listboxButton(name);
      await user.click(button);
      for (const label of labels) await user.click(await screen.findByRole('option', { name: label }));
      // A multiselect stays open (hiding the rest of the page from assistive technology) until dismissed.
      if (button.getAttribute('aria-expanded') === 'true') await user.keyboard('{Escape}');
    },
    // The kit's dates lie in the month the picker opens on (that of the value shown).
    setDate: (user, name, isoDate) => pickDays(user, name, [dayOf(isoDate)]),
    setDateRange: (user, name, from, to) => pickDays(user, name, [dayOf(from), dayOf(to)]),
  },
});
