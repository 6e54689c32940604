// @vitest-environment jsdom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import {
  FluentActionElement,
  FluentDragHandle,
  FluentNotToggle,
  FluentShiftActions,
  FluentValueEditor,
  FluentValueSelector,
  QueryBuilderFluent,
} from '@react-querybuilder/fluent';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { toFullOption, type FullOption } from 'react-querybuilder';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testFlavourConformance } from './kit';
import { nativeDriver, nativeSelector } from './nativeDriver';

testFlavourConformance({
  name: '@react-querybuilder/fluent',
  components: {
    valueSelector: FluentValueSelector,
    valueEditor: FluentValueEditor,
    notToggle: FluentNotToggle,
    actionElement: FluentActionElement,
    dragHandle: FluentDragHandle,
    shiftActions: FluentShiftActions,
  },
  Provider: QueryBuilderFluent,
  Wrapper: ({ children }) => <FluentProvider theme={webLightTheme}>{children}</FluentProvider>,
  driver: {
    ...nativeDriver,
    // A single choice is a native select; a multiselect is Fluent's Dropdown, a combobox button with a list of checkable options.
    async choose(user, name, labels) {
      const control = nativeSelector(name);
      if (control instanceof HTMLSelectElement) return nativeDriver.choose(user, name, labels);
      await user.click(control);
      // Fluent's multiselect options take the menuitemcheckbox role.
      for (const label of labels) await user.click(await screen.findByRole('menuitemcheckbox', { name: label }));
      await user.keyboard('{Escape}');
    },
  },
});

describe('FluentValueSelector with multiple, as the published add-on', () => {
  afterEach(cleanup);
  const options: FullOption[] = [
    { name: 'en', label: 'English' },
    { name: 'es', label: 'Spanish' },
    { name: 'fr', label: 'French' },
  ].map((option) => toFullOption(option));

  // Its closed button names the chosen values; with their labels there, a label would be found twice on the page.
  it('shows the chosen names, so each label appears once: in its option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <FluentProvider theme={webLightTheme}>
        <FluentValueSelector
          handleOnChange={onChange}
          options={options}
          level={0}
          path={[]}
          schema={{} as never}
          multiple
          value="es"
        />
      </FluentProvider>,
    );
    const button = screen.getByRole('combobox');
    expect(button.textContent).toBe('es');
    await user.click(button);
    await user.click(screen.getByText('Spanish'));
    await user.click(screen.getByText('French'));
    expect(onChange).toHaveBeenCalledWith('');
    expect(onChange).toHaveBeenCalledWith('es,fr');
  });
});
