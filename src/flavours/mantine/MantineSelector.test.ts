// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { MantineValueSelectorProps } from '@react-querybuilder/mantine';
import { cleanup, fireEvent, render } from '@testing-library/react';
import * as React from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MantineSelector } from './MantineSelector';

beforeAll(() => {
  // Vitest compiles the site's JSX with the classic runtime, which reads a global React.
  Object.assign(globalThis, { React });
  // Browser APIs Mantine uses that jsdom lacks.
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    }) as unknown as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(cleanup);

function renderSelector() {
  const props = {
    options: [
      { name: 'a', value: 'a', label: 'Alpha' },
      { name: 'b', value: 'b', label: 'Beta' },
      { name: 'c', value: 'c', label: 'Gamma' },
    ],
    value: 'b',
    handleOnChange: vi.fn(),
    title: 'Fields',
    comboboxProps: { withinPortal: false },
  } as unknown as MantineValueSelectorProps;
  const { container } = render(React.createElement(MantineProvider, null, React.createElement(MantineSelector, props)));
  const input = container.querySelector<HTMLInputElement>('input[title="Fields"]');
  if (!input) throw new Error('no select input');
  return { container, input };
}

describe('MantineSelector', () => {
  it('mounts no dropdown until the select takes focus', () => {
    const { container, input } = renderSelector();
    expect(container.querySelector('[role="listbox"]')).toBeNull();
    fireEvent.focus(input);
    expect(container.querySelector('[role="listbox"]')).not.toBeNull();
  });

  it('keeps keyboard use as Mantine has it: ArrowDown opens the list on the current option', () => {
    const { container, input } = renderSelector();
    fireEvent.focus(input);
    fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown' });
    expect(container.querySelector('[data-combobox-selected]')?.textContent).toBe('Beta');
  });
});
