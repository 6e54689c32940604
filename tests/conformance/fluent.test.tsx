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
import { screen } from '@testing-library/react';
import * as React from 'react';
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
