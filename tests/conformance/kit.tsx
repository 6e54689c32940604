// The contracts every react-querybuilder control flavour keeps, as vitest suites that take the
// flavour's components and a small driver for the UI library's own widgets (how to pick an option
// or a date). Run against each of our packages; any future flavour can run it too.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import {
  QueryBuilder,
  TestID,
  defaultTranslations,
  type ActionProps,
  type DragHandleProps,
  type FullField,
  type NotToggleProps,
  type QueryBuilderContextProvider,
  type RuleGroupType,
  type ShiftActionsProps,
  type ValueEditorProps,
  type ValueSelectorProps,
} from 'react-querybuilder';
import { afterEach, describe, expect, it, vi } from 'vitest';

export type User = ReturnType<typeof userEvent.setup>;

/** How the kit operates the UI library's widgets, which differ from native form controls. */
export interface FlavourDriver {
  /** The focusable element of the selector whose accessible name is (or starts with) `name`. */
  selector(name: string): HTMLElement;
  /** Picks these options, by label, in the selector named `name` (a multiselect keeps its earlier picks). */
  choose(user: User, name: string, labels: string[]): Promise<void>;
  /** Sets the date editor named `name` to `isoDate` ("YYYY-MM-DD"); `shown` is the value it shows now. */
  setDate(user: User, name: string, isoDate: string, shown: string): Promise<void>;
  /** Sets the date range editor named `name` to these two dates; `shown` is its first date now. */
  setDateRange(user: User, name: string, from: string, to: string, shown: string): Promise<void>;
}

export interface Flavour {
  name: string;
  components: {
    valueSelector: React.ComponentType<ValueSelectorProps>;
    valueEditor: React.ComponentType<ValueEditorProps & { extraProps?: Record<string, unknown> }>;
    notToggle: React.ComponentType<NotToggleProps>;
    /** Absent when the package leaves the buttons to react-querybuilder (Bulma styles them through classnames). */
    actionElement?: React.ComponentType<ActionProps>;
    dragHandle?: React.ForwardRefExoticComponent<DragHandleProps & React.RefAttributes<HTMLElement>>;
    shiftActions?: React.ComponentType<ShiftActionsProps>;
  };
  /** The flavour's context provider (`QueryBuilderBulma` and the like). */
  Provider: QueryBuilderContextProvider;
  /** Anything the UI library needs around a rendered control (e.g. Fluent's `FluentProvider`). */
  Wrapper?: React.ComponentType<{ children: React.ReactNode }>;
  driver: FlavourDriver;
}

const colours = [
  { name: 'red', value: 'red', label: 'Red' },
  { name: 'green', value: 'green', label: 'Green' },
  { name: 'blue', value: 'blue', label: 'Blue' },
];
const field = (extra: Partial<FullField> = {}): FullField =>
  ({ name: 'f', value: 'f', label: 'Field', ...extra }) as FullField;
const group = (): RuleGroupType => ({ id: 'g', combinator: 'and', rules: [] });

/** Runs every contract against one flavour. Returns nothing; the suites register themselves. */
export function testFlavourConformance(flavour: Flavour): void {
  const { components: c, driver, Provider } = flavour;
  const Wrapper = flavour.Wrapper ?? React.Fragment;
  const show = (element: React.ReactElement) => render(<Wrapper>{element}</Wrapper>);

  // The props react-querybuilder hands every control; the value editor's selector comes from here.
  const schema = {
    controls: { valueSelector: c.valueSelector },
    classNames: {},
    suppressStandardClassnames: false,
  } as unknown as ValueEditorProps['schema'];
  const common = { path: [0], level: 1, schema };

  // Like the query builder, the harness feeds what the editor reports back in as its value (unless told not to).
  const Harness = ({ props, feedBack }: { props: ValueEditorProps; feedBack: boolean }) => {
    const [value, setValue] = React.useState<unknown>(props.value);
    const onChange = (v: unknown) => {
      props.handleOnChange(v);
      if (feedBack) setValue(v);
    };
    return <c.valueEditor {...props} value={feedBack ? value : props.value} handleOnChange={onChange} />;
  };

  const editor = (
    props: Partial<ValueEditorProps> & { extraProps?: Record<string, unknown> } = {},
    feedBack = true,
  ) => {
    const handleOnChange = vi.fn();
    const fieldData = props.fieldData ?? field({ inputType: props.inputType ?? undefined });
    const all = {
      ...common,
      rule: { id: 'r', field: 'f', operator: props.operator ?? '=', value: props.value },
      field: 'f',
      operator: '=',
      valueSource: 'value',
      title: 'Value',
      handleOnChange,
      ...props,
      fieldData,
    } as ValueEditorProps;
    const view = show(<Harness props={all} feedBack={feedBack} />);
    return { handleOnChange, view };
  };
  const lastValue = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls.at(-1)?.[0];
  const expectDisabled = (element: HTMLElement) =>
    expect(
      (element as HTMLButtonElement).disabled ||
        element.getAttribute('aria-disabled') === 'true' ||
        element.hasAttribute('data-disabled'),
    ).toBe(true);

  describe(`${flavour.name} conformance`, () => {
    afterEach(cleanup);

    describe('value selector', () => {
      const selector = (props: Partial<ValueSelectorProps> = {}) => {
        const handleOnChange = vi.fn();
        const view = show(
          <c.valueSelector
            {...common}
            options={colours}
            title="Colour"
            value="red"
            handleOnChange={handleOnChange}
            testID="sel"
            {...props}
          />,
        );
        return { handleOnChange, view };
      };

      it('reports the single option picked, and keeps title and test id as given', async () => {
        const { handleOnChange, view } = selector();
        await driver.choose(userEvent.setup(), 'Colour', ['Green']);
        expect(handleOnChange).toHaveBeenLastCalledWith('green');
        expect(view.container.querySelector('[title="Colour"]')).not.toBeNull();
        expect(screen.getByTestId('sel')).toBeTruthy();
      });

      it('reports several picks as a comma-separated string', async () => {
        const { handleOnChange } = selector({ multiple: true, value: 'red' });
        await driver.choose(userEvent.setup(), 'Colour', ['Blue']);
        expect(lastValue(handleOnChange)).toBe('red,blue');
      });

      it('reports several picks as an array with listsAsArrays', async () => {
        const { handleOnChange } = selector({
          multiple: true,
          listsAsArrays: true,
          value: ['green'] as unknown as string,
        });
        await driver.choose(userEvent.setup(), 'Colour', ['Red']);
        expect([...(lastValue(handleOnChange) as string[])].sort()).toEqual(['green', 'red']);
      });

      it('cannot be operated when disabled', () => {
        selector({ disabled: true });
        expectDisabled(driver.selector('Colour'));
      });
    });

    describe('value editor', () => {
      it('renders nothing for the null and notNull operators', () => {
        for (const operator of ['null', 'notNull']) {
          const { view } = editor({ operator, value: 'x' });
          expect(view.container.textContent).toBe('');
          expect(view.container.querySelector('input, select, textarea, button')).toBeNull();
          cleanup();
        }
      });

      it('edits text in an input that stays uncontrolled without a value, with its title as given', async () => {
        const { handleOnChange, view } = editor({ value: undefined }, false);
        const input = screen.getByRole('textbox') as HTMLInputElement;
        expect(input.value).toBe('');
        await userEvent.setup().type(input, 'ab');
        expect(lastValue(handleOnChange)).toBe('ab');
        expect(view.container.querySelector('[title="Value"]')).not.toBeNull();
        expect(view.container.querySelector('[title*=" of "]')).toBeNull();
      });

      it('shows a given text value and reports edits of it', async () => {
        const { handleOnChange } = editor({ value: 'Ada' });
        const input = screen.getByRole('textbox') as HTMLInputElement;
        expect(input.value).toBe('Ada');
        await userEvent.setup().type(input, '!');
        expect(lastValue(handleOnChange)).toBe('Ada!');
      });

      it('edits numbers in a number input', async () => {
        const { handleOnChange } = editor({ inputType: 'number', value: undefined }, false);
        await userEvent.setup().type(screen.getByRole('spinbutton'), '42');
        expect(String(lastValue(handleOnChange))).toBe('42');
      });

      it('passes extraProps to the rendered control', () => {
        const { view } = editor({ value: 'x', extraProps: { 'data-extra': 'yes' } });
        expect(view.container.querySelector('[data-extra="yes"]')).not.toBeNull();
      });

      it('disables its input when disabled', () => {
        editor({ value: 'x', disabled: true });
        expectDisabled(screen.getByRole('textbox'));
      });

      it('edits a select value through the selector, passing the title as given', async () => {
        const { handleOnChange, view } = editor({ type: 'select', values: colours, value: 'red' });
        expect(view.container.querySelector('[title="Value"]')).not.toBeNull();
        await driver.choose(userEvent.setup(), 'Value of Field', ['Blue']);
        expect(handleOnChange).toHaveBeenLastCalledWith('blue');
      });

      it('edits a multiselect value as a comma-separated string or an array', async () => {
        const { handleOnChange } = editor({ type: 'multiselect', values: colours, value: 'red', operator: 'in' });
        await driver.choose(userEvent.setup(), 'Value of Field', ['Green']);
        expect(lastValue(handleOnChange)).toBe('red,green');
        cleanup();
        const asArray = editor({
          type: 'multiselect',
          values: colours,
          value: ['red'],
          operator: 'in',
          listsAsArrays: true,
        });
        await driver.choose(userEvent.setup(), 'Value of Field', ['Blue']);
        expect([...(lastValue(asArray.handleOnChange) as string[])].sort()).toEqual(['blue', 'red']);
      });

      it('edits a between range of text as two inputs, joined or as an array', async () => {
        const { handleOnChange } = editor({ operator: 'between', value: '1,5' });
        const [from, to] = screen.getAllByRole('textbox') as HTMLInputElement[];
        expect([from!.value, to!.value]).toEqual(['1', '5']);
        fireEvent.change(to!, { target: { value: '9' } });
        expect(lastValue(handleOnChange)).toBe('1,9');
        cleanup();
        const asArray = editor({ operator: 'notBetween', value: ['1', '5'], listsAsArrays: true });
        fireEvent.change(screen.getAllByRole('textbox')[0]!, { target: { value: '0' } });
        expect(lastValue(asArray.handleOnChange)).toEqual(['0', '5']);
      });

      it('edits a between range of options as two selectors', async () => {
        const { handleOnChange } = editor({ type: 'select', operator: 'between', values: colours, value: 'red,green' });
        await driver.choose(userEvent.setup(), 'Value of Field (from)', ['Blue']);
        expect(lastValue(handleOnChange)).toBe('blue,green');
      });

      it('edits a checkbox', async () => {
        const { handleOnChange } = editor({ type: 'checkbox', value: false });
        await userEvent.setup().click(screen.getByRole('checkbox'));
        expect(handleOnChange).toHaveBeenLastCalledWith(true);
      });

      it('edits a switch', async () => {
        const { handleOnChange } = editor({ type: 'switch', value: false });
        await userEvent.setup().click(screen.getByRole('switch'));
        expect(handleOnChange).toHaveBeenLastCalledWith(true);
      });

      it('edits radio buttons', async () => {
        const { handleOnChange } = editor({ type: 'radio', values: colours, value: 'red' });
        await userEvent.setup().click(screen.getByRole('radio', { name: 'Green' }));
        expect(handleOnChange).toHaveBeenLastCalledWith('green');
      });

      it('edits a textarea', async () => {
        const { handleOnChange } = editor({ type: 'textarea', value: undefined }, false);
        await userEvent.setup().type(screen.getByRole('textbox'), 'hi');
        expect(lastValue(handleOnChange)).toBe('hi');
      });

      it('edits a date as "YYYY-MM-DD"', async () => {
        const { handleOnChange } = editor({ inputType: 'date', value: '2026-01-10' });
        await driver.setDate(userEvent.setup(), 'Value of Field', '2026-01-15', '2026-01-10');
        expect(lastValue(handleOnChange)).toBe('2026-01-15');
      });

      it('edits a between range of dates, joined or as an array', async () => {
        const { handleOnChange } = editor({ inputType: 'date', operator: 'between', value: '2026-01-10,2026-01-12' });
        await driver.setDateRange(userEvent.setup(), 'Value of Field', '2026-01-05', '2026-01-20', '2026-01-10');
        expect(lastValue(handleOnChange)).toBe('2026-01-05,2026-01-20');
        cleanup();
        const asArray = editor({
          inputType: 'date',
          operator: 'between',
          value: ['2026-01-10', '2026-01-12'],
          listsAsArrays: true,
        });
        await driver.setDateRange(userEvent.setup(), 'Value of Field', '2026-01-05', '2026-01-20', '2026-01-10');
        expect(lastValue(asArray.handleOnChange)).toEqual(['2026-01-05', '2026-01-20']);
      });
    });

    describe('not toggle', () => {
      const toggle = (props: Partial<NotToggleProps> = {}) => {
        const handleOnChange = vi.fn();
        const view = show(
          <c.notToggle
            {...common}
            ruleGroup={group()}
            label="Not"
            checked={false}
            handleOnChange={handleOnChange}
            {...props}
          />,
        );
        return { handleOnChange, view };
      };
      const control = () =>
        screen.queryByRole('switch', { name: 'Not' }) ?? screen.getByRole('checkbox', { name: 'Not' });

      it('is named by its label without a title, and clicking the label toggles it', async () => {
        const { handleOnChange } = toggle();
        expect(control()).toBeTruthy();
        await userEvent.setup().click(screen.getByText('Not'));
        expect(handleOnChange).toHaveBeenLastCalledWith(true);
      });

      it('keeps its title as given and reports unchecking', async () => {
        const { handleOnChange, view } = toggle({ title: 'Invert this group', checked: true });
        expect(view.container.querySelector('[title="Invert this group"]')).not.toBeNull();
        await userEvent.setup().click(control());
        expect(handleOnChange).toHaveBeenLastCalledWith(false);
      });

      it('cannot be toggled when disabled', () => {
        toggle({ disabled: true });
        expectDisabled(control());
      });
    });

    const { actionElement: ActionElement } = c;
    describe.runIf(ActionElement)('action element', () => {
      const action = (props: Partial<ActionProps> = {}) => {
        const handleOnClick = vi.fn();
        const Action = ActionElement!;
        const view = show(
          <Action
            {...common}
            ruleOrGroup={group()}
            label="+Rule"
            title="Add rule"
            handleOnClick={handleOnClick}
            testID="act"
            {...props}
          />,
        );
        return { handleOnClick, view };
      };

      it('is a button showing its label, with its title, that reports clicks', async () => {
        const { handleOnClick } = action();
        const button = screen.getByRole('button', { name: 'Add rule' });
        expect(button.textContent).toBe('+Rule');
        expect(button.getAttribute('title')).toBe('Add rule');
        expect(button.getAttribute('data-testid')).toBe('act');
        await userEvent.setup().click(button);
        expect(handleOnClick).toHaveBeenCalledOnce();
      });

      it('is disabled when disabled without a disabled translation', () => {
        action({ disabled: true });
        expectDisabled(screen.getByRole('button'));
      });

      it('stays clickable with the disabled translation when disabled with one (a locked rule can be unlocked)', async () => {
        const { handleOnClick } = action({ disabled: true, disabledTranslation: { label: 'Locked', title: 'Unlock' } });
        const button = screen.getByRole('button', { name: 'Unlock' });
        expect(button.textContent).toBe('Locked');
        await userEvent.setup().click(button);
        expect(handleOnClick).toHaveBeenCalledOnce();
      });

      it('passes other props through to the button', () => {
        action({ ...({ 'data-extra': 'yes' } as object) });
        expect(screen.getByRole('button').getAttribute('data-extra')).toBe('yes');
      });
    });

    const { dragHandle: DragHandle, shiftActions: ShiftActions } = c;
    describe.runIf(DragHandle)('drag handle', () => {
      it('forwards its ref and shows its label with its title', () => {
        const ref = React.createRef<HTMLElement>();
        const Handle = DragHandle!;
        show(<Handle {...common} ref={ref} ruleOrGroup={group()} label="::" title="Drag to move" testID="drag" />);
        expect(ref.current).toBe(screen.getByTestId('drag'));
        expect(ref.current?.getAttribute('title')).toBe('Drag to move');
        expect(ref.current?.textContent).toBe('::');
      });
    });

    describe.runIf(ShiftActions)('shift actions', () => {
      it('offers an up and a down button that report clicks and disable the way it cannot move', async () => {
        const shiftUp = vi.fn();
        const shiftDown = vi.fn();
        const Shift = ShiftActions!;
        show(
          <Shift
            {...common}
            ruleOrGroup={group()}
            labels={{ shiftUp: '^', shiftDown: 'v' }}
            titles={{ shiftUp: 'Up', shiftDown: 'Down' }}
            shiftUp={shiftUp}
            shiftDown={shiftDown}
            shiftUpDisabled
          />,
        );
        expectDisabled(screen.getByRole('button', { name: 'Up' }));
        await userEvent.setup().click(screen.getByRole('button', { name: 'Down' }));
        expect(shiftDown).toHaveBeenCalledOnce();
        expect(shiftUp).not.toHaveBeenCalled();
      });

      it('disables both buttons when disabled', () => {
        const Shift = ShiftActions!;
        show(
          <Shift
            {...common}
            ruleOrGroup={group()}
            titles={{ shiftUp: 'Up', shiftDown: 'Down' }}
            shiftUp={() => {}}
            shiftDown={() => {}}
            disabled
          />,
        );
        expectDisabled(screen.getByRole('button', { name: 'Up' }));
        expectDisabled(screen.getByRole('button', { name: 'Down' }));
      });
    });

    describe('context provider', () => {
      it("gives a query builder the flavour's controls, which edit the query", async () => {
        const onQueryChange = vi.fn<(query: RuleGroupType) => void>();
        show(
          <Provider>
            <QueryBuilder
              fields={[{ name: 'name', label: 'Name' }]}
              defaultQuery={group()}
              onQueryChange={onQueryChange}
            />
          </Provider>,
        );
        // By its title: a flavour that leaves the buttons to react-querybuilder shows the library's, named by their label.
        const addRule = within(screen.getByTestId(TestID.ruleGroup))
          .getAllByRole('button')
          .find((button) => button.title === defaultTranslations.addRule.title)!;
        await act(() => userEvent.setup().click(addRule));
        expect(onQueryChange.mock.calls.at(-1)?.[0].rules).toHaveLength(1);
        await userEvent.setup().type(screen.getByRole('textbox'), 'Ada');
        expect(onQueryChange.mock.calls.at(-1)?.[0].rules[0]).toMatchObject({ field: 'name', value: 'Ada' });
      });
    });
  });
}
