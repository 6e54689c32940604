// @vitest-environment jsdom
// What code written for the published @react-querybuilder/{bulma,fluent,tremor} 7.7.1 relies on beyond
// the shared control contracts: their exports (values and types), exported values, and props of the
// UI library passed through to its component.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import * as bulma from '@react-querybuilder/bulma';
import * as fluent from '@react-querybuilder/fluent';
import * as tremor from '@react-querybuilder/tremor';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { QueryBuilder, TestID, defaultTranslations, type FullField, type ValueEditorProps } from 'react-querybuilder';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(cleanup);

// The value exports of the published 7.7.1 packages.
const published = {
  bulma: [
    'BulmaNotToggle',
    'BulmaValueEditor',
    'BulmaValueSelector',
    'QueryBuilderBulma',
    'bulmaControlClassnames',
    'bulmaControlElements',
  ],
  fluent: [
    'FluentActionElement',
    'FluentDragHandle',
    'FluentNotToggle',
    'FluentShiftActions',
    'FluentValueEditor',
    'FluentValueSelector',
    'QueryBuilderFluent',
    'fluentControlElements',
    'fluentTranslations',
  ],
  tremor: [
    'QueryBuilderTremor',
    'TremorActionElement',
    'TremorNotToggle',
    'TremorShiftActions',
    'TremorValueEditor',
    'TremorValueSelector',
    'tremorControlClassnames',
    'tremorControlElements',
  ],
};

describe.each([
  ['bulma', bulma],
  ['fluent', fluent],
  ['tremor', tremor],
] as const)('@react-querybuilder/%s exports', (id, module) => {
  it('every value the published 7.7.1 package exports', () => {
    expect(published[id].filter((name) => !(name in module))).toEqual([]);
  });
});

describe('published prop types', () => {
  it('are exported and take the UI library props', () => {
    expectTypeOf<fluent.FluentActionProps>().toHaveProperty('appearance');
    expectTypeOf<fluent.FluentNotToggleProps>().toHaveProperty('labelPosition');
    expectTypeOf<fluent.FluentValueSelectorProps>().toHaveProperty('placeholder');
    expectTypeOf<tremor.TremorActionProps>().toHaveProperty('variant');
    expectTypeOf<tremor.TremorNotToggleProps>().toHaveProperty('color');
    expectTypeOf<tremor.TremorValueSelectorProps>().toHaveProperty('enableClear');
  });
});

describe('exported values equal the published ones', () => {
  it('bulmaControlClassnames gives action elements Bulma’s button class', () => {
    expect(bulma.bulmaControlClassnames).toEqual({ actionElement: 'button' });
  });

  it('tremorControlClassnames lays the not toggle out in a row', () => {
    expect(tremor.tremorControlClassnames).toEqual({ notToggle: 'flex flex-row gap-1' });
  });

  it('fluentTranslations gives icon labels to the same controls', () => {
    expect(Object.keys(fluent.fluentTranslations).sort()).toEqual(
      [
        'cloneRule',
        'cloneRuleGroup',
        'dragHandle',
        'lockGroup',
        'lockGroupDisabled',
        'lockRule',
        'lockRuleDisabled',
        'removeGroup',
        'removeRule',
        'shiftActionDown',
        'shiftActionUp',
      ].sort(),
    );
  });

  it('the control element sets hold the published controls (Bulma’s exactly those)', () => {
    expect(bulma.bulmaControlElements).toEqual({
      notToggle: bulma.BulmaNotToggle,
      valueEditor: bulma.BulmaValueEditor,
      valueSelector: bulma.BulmaValueSelector,
    });
    expect(fluent.fluentControlElements).toMatchObject({
      actionElement: fluent.FluentActionElement,
      dragHandle: fluent.FluentDragHandle,
      notToggle: fluent.FluentNotToggle,
      valueEditor: fluent.FluentValueEditor,
      valueSelector: fluent.FluentValueSelector,
    });
    expect(tremor.tremorControlElements).toMatchObject({
      actionElement: tremor.TremorActionElement,
      notToggle: tremor.TremorNotToggle,
      valueEditor: tremor.TremorValueEditor,
      valueSelector: tremor.TremorValueSelector,
    });
  });
});

const common = {
  path: [0],
  level: 1,
  schema: { controls: {}, classNames: {} } as unknown as ValueEditorProps['schema'],
};
const colours = [
  { name: 'red', value: 'red', label: 'Red' },
  { name: 'green', value: 'green', label: 'Green' },
];

describe('UI library props pass through', () => {
  it("QueryBuilderFluent labels the remove button with Fluent's icon and keeps the title", () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <fluent.QueryBuilderFluent>
          <QueryBuilder
            fields={[{ name: 'a', label: 'A' }]}
            defaultQuery={{ combinator: 'and', rules: [{ field: 'a', operator: '=', value: '' }] }}
          />
        </fluent.QueryBuilderFluent>
      </FluentProvider>,
    );
    const remove = screen.getByRole('button', { name: defaultTranslations.removeRule.title });
    expect(remove.querySelector('svg')).not.toBeNull();
  });

  it("Fluent's Dropdown takes a placeholder and the Button an appearance", () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <fluent.FluentValueSelector
          {...common}
          options={colours}
          title="Colours"
          multiple
          value=""
          placeholder="Pick colours"
          handleOnChange={() => {}}
        />
        <fluent.FluentActionElement
          {...common}
          ruleOrGroup={{ combinator: 'and', rules: [] }}
          title="Add"
          label="+"
          appearance="primary"
          handleOnClick={() => {}}
        />
      </FluentProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Colours' }).textContent).toContain('Pick colours');
    expect(screen.getByRole('button', { name: 'Add' }).className).toContain('fui-Button');
  });

  it("Tremor's Select shows a clear button only with enableClear; the value editor's default selector has it", async () => {
    const handleOnChange = vi.fn();
    const { unmount } = render(
      <tremor.TremorValueSelector
        {...common}
        options={colours}
        title="Colour"
        value="red"
        handleOnChange={handleOnChange}
      />,
    );
    expect(document.querySelector('.tremor-Select-clearIcon')).toBeNull();
    unmount();
    const fieldData = { name: 'f', value: 'f', label: 'F' } as FullField;
    render(
      <tremor.TremorValueEditor
        {...common}
        rule={{ field: 'f', operator: '=', value: 'red' }}
        field="f"
        fieldData={fieldData}
        operator="="
        valueSource="value"
        type="select"
        values={colours}
        value="red"
        title="Value"
        handleOnChange={handleOnChange}
      />,
    );
    const clear = document.querySelector('.tremor-Select-clearIcon')?.closest('button');
    expect(clear).toBeTruthy();
    await userEvent.setup().click(clear!);
    expect(handleOnChange).toHaveBeenLastCalledWith('');
  });

  it("Tremor's value editor picks dates with Tremor's DatePicker, and the not toggle's label is tied to its switch", () => {
    render(
      <tremor.QueryBuilderTremor>
        <QueryBuilder
          showNotToggle
          fields={[{ name: 'd', label: 'Day', inputType: 'date' }]}
          defaultQuery={{ combinator: 'and', rules: [{ field: 'd', operator: '=', value: '2026-03-01' }] }}
        />
      </tremor.QueryBuilderTremor>,
    );
    expect(screen.getByTestId(TestID.valueEditor).querySelector('.tremor-DatePicker-calendarIcon')).not.toBeNull();
    const notToggle = screen.getByTestId(TestID.notToggle);
    expect(notToggle.className).toContain('flex-row');
    const label = within(notToggle).getByText(defaultTranslations.notToggle.label);
    expect(label.tagName).toBe('LABEL');
    expect(document.getElementById(label.getAttribute('for')!)?.getAttribute('role')).toBe('switch');
  });

  it('Bulma selectors take any select attribute', () => {
    render(
      <bulma.BulmaValueSelector
        {...common}
        options={colours}
        title="Colour"
        value="red"
        handleOnChange={() => {}}
        required
        name="colour"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Colour' }) as HTMLSelectElement;
    expect([select.required, select.name]).toEqual([true, 'colour']);
  });
});
