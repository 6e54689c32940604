// @vitest-environment jsdom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import {
  QueryBuilder,
  type Field,
  type RuleGroupType,
  type RuleType,
  type ValueEditorProps,
  type ValueSelectorProps,
  defaultTranslations,
  standardClassnames,
} from 'react-querybuilder';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FluentActionElement,
  FluentDragHandle,
  FluentNotToggle,
  FluentShiftActions,
  FluentValueEditor,
  FluentValueSelector,
  QueryBuilderFluent,
  fluentControlElements,
} from './index';

afterEach(cleanup);

const colours = [
  { name: 'red', label: 'Red' },
  { name: 'green', label: 'Green' },
  { name: 'blue', label: 'Blue' },
];

const fields: Field[] = [
  { name: 'name', label: 'Name' },
  { name: 'age', label: 'Age', inputType: 'number' },
  { name: 'born', label: 'Born', inputType: 'date' },
  { name: 'meeting', label: 'Meeting', inputType: 'datetime-local' },
  { name: 'alarm', label: 'Alarm', inputType: 'time' },
  { name: 'colour', label: 'Colour', valueEditorType: 'select', values: colours },
  { name: 'tags', label: 'Tags', valueEditorType: 'multiselect', values: colours },
  { name: 'member', label: 'Member', valueEditorType: 'checkbox', operators: [{ name: '=', label: '=' }] },
  { name: 'active', label: 'Active', valueEditorType: 'switch', operators: [{ name: '=', label: '=' }] },
  { name: 'size', label: 'Size', valueEditorType: 'radio', values: colours },
  { name: 'notes', label: 'Notes', valueEditorType: 'textarea' },
  { name: 'nickname', label: 'Nickname', valueSources: ['value', 'field'] },
];

const ruleOf = (field: string, operator = '=', value: unknown = ''): RuleType => ({ id: `r-${field}`, field, operator, value });

/** Renders a query builder in the Fluent flavour and returns the queries it reports. */
function renderBuilder(query: RuleGroupType, extraProps: Partial<React.ComponentProps<typeof QueryBuilder>> = {}) {
  const onQueryChange = vi.fn<(q: RuleGroupType) => void>();
  render(
    <FluentProvider theme={webLightTheme}>
      <QueryBuilderFluent>
        <QueryBuilder fields={fields} defaultQuery={query} onQueryChange={onQueryChange} {...extraProps} />
      </QueryBuilderFluent>
    </FluentProvider>,
  );
  const lastQuery = (): RuleGroupType => onQueryChange.mock.calls.at(-1)![0];
  return { onQueryChange, lastQuery };
}

/** Opens a Fluent multiselect dropdown and clicks the options with these labels. */
async function pickOptions(user: ReturnType<typeof userEvent.setup>, dropdown: HTMLElement, labels: string[]) {
  await user.click(dropdown);
  for (const label of labels) await user.click(screen.getByRole('menuitemcheckbox', { name: label }));
}

const group = (...rules: RuleType[]): RuleGroupType => ({ id: 'root', combinator: 'and', rules });

describe('QueryBuilderFluent', () => {
  it('renders the Fluent controls for every element', () => {
    renderBuilder(group(ruleOf('name')), { showCloneButtons: true, showLockButtons: true, showShiftActions: true, showNotToggle: true });
    expect(screen.getByRole('button', { name: defaultTranslations.addRule.title }).className).toContain('fui-Button');
    expect(screen.getByRole('combobox', { name: defaultTranslations.fields.title }).className).toContain('fui-Select__select');
    expect(screen.getByRole('textbox', { name: 'Value of Name' }).className).toContain('fui-Input__input');
    expect(screen.getByRole('switch', { name: defaultTranslations.notToggle.title }).className).toContain('fui-Switch__input');
    expect(screen.getByRole('button', { name: defaultTranslations.shiftActionUp.title })).toBeTruthy();
  });

  it('adds, clones and removes rules and groups', async () => {
    const user = userEvent.setup();
    const { lastQuery } = renderBuilder(group(), { showCloneButtons: true });
    await user.click(screen.getByRole('button', { name: defaultTranslations.addRule.title }));
    expect(lastQuery().rules).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: defaultTranslations.addGroup.title }));
    expect(lastQuery().rules).toHaveLength(2);
    expect(lastQuery().rules[1]).toHaveProperty('combinator', 'and');
    await user.click(screen.getByRole('button', { name: defaultTranslations.cloneRule.title }));
    expect(lastQuery().rules).toHaveLength(3);
    expect((lastQuery().rules[1] as RuleType).field).toBe((lastQuery().rules[0] as RuleType).field);
    await user.click(screen.getAllByRole('button', { name: defaultTranslations.removeRule.title })[0]!);
    expect(lastQuery().rules).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: defaultTranslations.removeGroup.title }));
    expect(lastQuery().rules).toHaveLength(1);
  });

  it('locks a rule and unlocks it through the disabled translation', async () => {
    const user = userEvent.setup();
    const { lastQuery } = renderBuilder(group(ruleOf('name')), { showLockButtons: true });
    await user.click(screen.getByRole('button', { name: defaultTranslations.lockRule.title }));
    expect(lastQuery().rules[0]).toHaveProperty('disabled', true);
    expect((screen.getByRole('textbox', { name: 'Value of Name' }) as HTMLInputElement).disabled).toBe(true);
    const unlock = screen.getByRole('button', { name: defaultTranslations.lockRuleDisabled.title });
    expect((unlock as HTMLButtonElement).disabled).toBe(false);
    await user.click(unlock);
    expect(lastQuery().rules[0]).toHaveProperty('disabled', false);
  });

  it('changes the field, operator and combinator', async () => {
    const user = userEvent.setup();
    const { lastQuery } = renderBuilder(group(ruleOf('name'), ruleOf('age')));
    await user.selectOptions(screen.getAllByRole('combobox', { name: defaultTranslations.fields.title })[0]!, 'notes');
    expect(lastQuery().rules[0]).toHaveProperty('field', 'notes');
    await user.selectOptions(screen.getAllByRole('combobox', { name: defaultTranslations.operators.title })[0]!, 'contains');
    expect(lastQuery().rules[0]).toHaveProperty('operator', 'contains');
    await user.selectOptions(screen.getByRole('combobox', { name: defaultTranslations.combinators.title }), 'or');
    expect(lastQuery().combinator).toBe('or');
  });

  it('toggles "not" and shifts rules', async () => {
    const user = userEvent.setup();
    const { lastQuery } = renderBuilder(group(ruleOf('name'), ruleOf('age')), { showNotToggle: true, showShiftActions: true });
    await user.click(screen.getByRole('switch', { name: defaultTranslations.notToggle.title }));
    expect(lastQuery().not).toBe(true);
    await user.click(screen.getAllByRole('button', { name: defaultTranslations.shiftActionDown.title })[0]!);
    expect(lastQuery().rules.map(r => (r as RuleType).field)).toEqual(['age', 'name']);
  });

  it('edits text, number, date, datetime-local and time values', () => {
    const { lastQuery } = renderBuilder(
      group(ruleOf('name'), ruleOf('age'), ruleOf('born'), ruleOf('meeting'), ruleOf('alarm')),
      { parseNumbers: 'strict-limited' },
    );
    const input = (label: string) => screen.getByLabelText(`Value of ${label}`) as HTMLInputElement;
    fireEvent.change(input('Name'), { target: { value: 'Ada' } });
    expect(lastQuery().rules[0]).toHaveProperty('value', 'Ada');
    expect(input('Age').type).toBe('number');
    fireEvent.change(input('Age'), { target: { value: '36' } });
    expect(lastQuery().rules[1]).toHaveProperty('value', 36);
    expect(input('Born').type).toBe('date');
    fireEvent.change(input('Born'), { target: { value: '1815-12-10' } });
    expect(lastQuery().rules[2]).toHaveProperty('value', '1815-12-10');
    expect(input('Meeting').type).toBe('datetime-local');
    fireEvent.change(input('Meeting'), { target: { value: '2026-01-02T03:04' } });
    expect(lastQuery().rules[3]).toHaveProperty('value', '2026-01-02T03:04');
    expect(input('Alarm').type).toBe('time');
    fireEvent.change(input('Alarm'), { target: { value: '07:30' } });
    expect(lastQuery().rules[4]).toHaveProperty('value', '07:30');
  });

  it('edits select, multiselect, checkbox, switch, radio and textarea values', async () => {
    const user = userEvent.setup();
    const { lastQuery } = renderBuilder(
      group(ruleOf('colour', '=', 'red'), ruleOf('tags', 'in', ''), ruleOf('member', '=', false), ruleOf('active', '=', false), ruleOf('size', '=', 'red'), ruleOf('notes')),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Value of Colour' }), 'blue');
    expect(lastQuery().rules[0]).toHaveProperty('value', 'blue');
    await pickOptions(user, screen.getByRole('combobox', { name: 'Value of Tags' }), ['Red', 'Blue']);
    expect(lastQuery().rules[1]).toHaveProperty('value', 'red,blue');
    await user.click(screen.getByRole('checkbox', { name: 'Value of Member' }));
    expect(lastQuery().rules[2]).toHaveProperty('value', true);
    await user.click(screen.getByRole('switch', { name: 'Value of Active' }));
    expect(lastQuery().rules[3]).toHaveProperty('value', true);
    await user.click(within(screen.getByRole('radiogroup', { name: 'Value of Size' })).getByRole('radio', { name: 'Green' }));
    expect(lastQuery().rules[4]).toHaveProperty('value', 'green');
    await user.type(screen.getByRole('textbox', { name: 'Value of Notes' }), 'hi');
    expect(lastQuery().rules[5]).toHaveProperty('value', 'hi');
  });

  it('keeps multiselect values as arrays with listsAsArrays', async () => {
    const user = userEvent.setup();
    const { lastQuery } = renderBuilder(group(ruleOf('tags', 'in', [])), { listsAsArrays: true });
    await pickOptions(user, screen.getByRole('combobox', { name: 'Value of Tags' }), ['Green', 'Blue']);
    expect(lastQuery().rules[0]).toHaveProperty('value', ['green', 'blue']);
  });

  it('edits between ranges as two inputs, joined or as an array', () => {
    const { lastQuery } = renderBuilder(group(ruleOf('age', 'between', '1,5')), { parseNumbers: 'strict-limited' });
    const to = screen.getByLabelText('Value of Age (to)') as HTMLInputElement;
    expect((screen.getByLabelText('Value of Age (from)') as HTMLInputElement).value).toBe('1');
    fireEvent.change(to, { target: { value: '9' } });
    expect(lastQuery().rules[0]).toHaveProperty('value', '1,9');
    cleanup();
    const asArray = renderBuilder(group(ruleOf('colour', 'notBetween', ['red', 'green'])), { listsAsArrays: true });
    fireEvent.change(screen.getByRole('combobox', { name: 'Value of Colour (from)' }), { target: { value: 'blue' } });
    expect(asArray.lastQuery().rules[0]).toHaveProperty('value', ['blue', 'green']);
  });

  it('offers other fields when the value source is "field"', async () => {
    const user = userEvent.setup();
    const { lastQuery } = renderBuilder(group({ id: 'r', field: 'nickname', operator: '=', value: 'name', valueSource: 'field' }));
    const select = screen.getByRole('combobox', { name: 'Value of Nickname' });
    expect(within(select).getAllByRole('option').map(o => o.getAttribute('value'))).toContain('age');
    await user.selectOptions(select, 'age');
    expect(lastQuery().rules[0]).toHaveProperty('value', 'age');
  });

  it('renders nothing for the null operators', () => {
    renderBuilder(group(ruleOf('name', 'null')));
    expect(screen.queryByLabelText('Value of Name')).toBeNull();
  });
});

describe('Fluent controls on their own', () => {
  const schema = { controls: { valueSelector: FluentValueSelector }, classNames: {}, suppressStandardClassnames: false } as unknown as ValueEditorProps['schema'];
  const common = { path: [0], level: 1, schema };

  it('FluentActionElement calls its handler and labels itself with its title', async () => {
    const handleOnClick = vi.fn();
    render(<FluentActionElement {...common} ruleOrGroup={group()} label="+" title="Add" className="is-primary" handleOnClick={handleOnClick} />);
    const button = screen.getByRole('button', { name: 'Add' });
    expect(button.className).toContain('is-primary');
    await userEvent.click(button);
    expect(handleOnClick).toHaveBeenCalledOnce();
  });

  it('FluentActionElement is disabled without a disabled translation', () => {
    render(<FluentActionElement {...common} ruleOrGroup={group()} label="x" title="Remove" disabled handleOnClick={() => {}} />);
    expect((screen.getByRole('button', { name: 'Remove' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('FluentNotToggle reports its checked state', async () => {
    const handleOnChange = vi.fn();
    render(<FluentNotToggle {...common} ruleGroup={group()} label="Not" title="Invert" checked={false} handleOnChange={handleOnChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Invert' }));
    expect(handleOnChange).toHaveBeenCalledWith(true);
  });

  it('FluentShiftActions disables the direction it cannot move in', async () => {
    const shiftDown = vi.fn();
    render(
      <FluentShiftActions {...common} ruleOrGroup={ruleOf('name')} labels={{ shiftUp: '˄', shiftDown: '˅' }} titles={{ shiftUp: 'Up', shiftDown: 'Down' }} shiftUp={() => {}} shiftDown={shiftDown} shiftUpDisabled />,
    );
    expect((screen.getByRole('button', { name: 'Up' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Down' }));
    expect(shiftDown).toHaveBeenCalledOnce();
  });

  it('FluentDragHandle forwards its ref', () => {
    const ref = React.createRef<HTMLSpanElement>();
    render(<FluentDragHandle {...common} ref={ref} ruleOrGroup={ruleOf('name')} label="⁞⁞" title="Drag" className={standardClassnames.dragHandle} />);
    expect(ref.current).toBe(screen.getByRole('img', { name: 'Drag' }));
  });

  it('FluentValueSelector reports single and multiple choices', async () => {
    const handleOnChange = vi.fn();
    const props: ValueSelectorProps = { ...common, options: colours.map(c => ({ ...c, value: c.name })), title: 'Colour', value: 'red', handleOnChange };
    render(<FluentValueSelector {...props} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Colour' }), 'green');
    expect(handleOnChange).toHaveBeenLastCalledWith('green');
    cleanup();
    render(<FluentValueSelector {...props} value="red" multiple />);
    await pickOptions(userEvent.setup(), screen.getByRole('combobox', { name: 'Colour' }), ['Blue']);
    expect(handleOnChange).toHaveBeenLastCalledWith('red,blue');
  });

  it('FluentValueEditor edits a plain text value', async () => {
    const handleOnChange = vi.fn();
    const field = { name: 'name', value: 'name', label: 'Name' };
    render(
      <FluentValueEditor {...common} rule={ruleOf('name')} field="name" fieldData={field} operator="=" valueSource="value" value="" title="Value" handleOnChange={handleOnChange} />,
    );
    await act(() => userEvent.type(screen.getByRole('textbox', { name: 'Value of Name' }), 'A'));
    expect(handleOnChange).toHaveBeenLastCalledWith('A');
  });

  it('fluentControlElements holds every Fluent control', () => {
    expect(fluentControlElements).toEqual({
      actionElement: FluentActionElement,
      dragHandle: FluentDragHandle,
      notToggle: FluentNotToggle,
      shiftActions: FluentShiftActions,
      valueEditor: FluentValueEditor,
      valueSelector: FluentValueSelector,
    });
  });
});
