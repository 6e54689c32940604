// @vitest-environment jsdom
import {
  QueryBuilderTremor,
  TremorActionElement,
  TremorNotToggle,
  TremorShiftActions,
  TremorValueEditor,
  TremorValueSelector,
} from '@react-querybuilder/tremor';
import { cleanup, render, screen, within } from '@testing-library/react';
import * as React from 'react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { testFlavourConformance, type User } from './kit';

// Headless UI positions Tremor's menus with ResizeObserver, which jsdom lacks; sizes do not matter here.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Tremor's tooltips open after a delay whose timer outlives the unmounted tooltip: one that fires after jsdom is torn
// down throws in React ("window is not defined"). The file's pending timers are cleared once its tests are done.
const timers = new Set<ReturnType<typeof setTimeout>>();
const realSetTimeout = globalThis.setTimeout;
globalThis.setTimeout = ((...args: Parameters<typeof setTimeout>) => {
  const timer = realSetTimeout(...args);
  timers.add(timer);
  return timer;
}) as typeof setTimeout;
afterAll(() => {
  for (const timer of timers) clearTimeout(timer);
  globalThis.setTimeout = realSetTimeout;
});

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

describe('TremorValueEditor as a date range, as the published add-on', () => {
  afterEach(cleanup);

  // Ends that are no dates show today's date instead of an empty picker; the stored value stays as it was.
  it('shows today for range ends that are not dates', () => {
    const handleOnChange = vi.fn();
    render(
      <TremorValueEditor
        field="birthdate"
        fieldData={{ name: 'birthdate', value: 'birthdate', label: 'Birth date' }}
        operator="between"
        inputType="date"
        value="invalid,datevalue"
        handleOnChange={handleOnChange}
        level={0}
        path={[]}
        valueSource="value"
        rule={{ field: 'birthdate', operator: 'between', value: 'invalid,datevalue' }}
        schema={{} as never}
      />,
    );
    const today = new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    expect(screen.getByText(today, { exact: false })).toBeTruthy();
    expect(handleOnChange).not.toHaveBeenCalled();
  });
});

describe('TremorValueSelector with a clear button', () => {
  afterEach(cleanup);

  // Tremor renders the button as a bare icon; an unnamed button is announced as "button" only.
  it('names the clear button after the selector', () => {
    render(
      <TremorValueSelector
        title="Country"
        enableClear
        value="CA"
        options={[
          { name: 'BR', value: 'BR', label: 'Brazil' },
          { name: 'CA', value: 'CA', label: 'Canada' },
        ]}
        handleOnChange={vi.fn()}
        level={0}
        path={[]}
        schema={{} as never}
      />,
    );
    expect(screen.getByRole('button', { name: 'Clear Country' })).toBeTruthy();
  });
});
