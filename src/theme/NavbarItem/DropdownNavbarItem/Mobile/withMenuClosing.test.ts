import { describe, expect, it, vi } from 'vitest';
import type { MouseEvent } from 'react';
import { withMenuClosing } from './withMenuClosing';

const click = {} as MouseEvent<HTMLAnchorElement>;

describe('withMenuClosing', () => {
  it("calls an item's own handler, then the menu's", () => {
    const calls: string[] = [];
    const [item] = withMenuClosing([{ label: 'Next', onClick: () => calls.push('save version') }], () =>
      calls.push('close menu'),
    );
    (item!.onClick as (event: typeof click) => void)(click);
    expect(calls).toEqual(['save version', 'close menu']);
  });

  it("leaves items without a handler as they are (the original gives them the menu's)", () => {
    const item = { label: 'v6', to: '/docs/6/intro' };
    expect(withMenuClosing([item], vi.fn())[0]).toBe(item);
  });

  it('changes nothing without a menu handler', () => {
    const item = { label: 'Next', onClick: vi.fn() };
    expect(withMenuClosing([item], undefined)[0]).toBe(item);
  });
});
