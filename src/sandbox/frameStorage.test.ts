import { describe, expect, it } from 'vitest';
import { frameStorageScript } from './frameStorage';

/** A window whose storages throw on access, as in a frame with an opaque origin. */
function opaqueWindow(): Record<string, unknown> {
  const win: Record<string, unknown> = {};
  for (const name of ['localStorage', 'sessionStorage'])
    Object.defineProperty(win, name, {
      configurable: true,
      get() {
        throw new DOMException('The document is sandboxed and lacks the "allow-same-origin" flag.', 'SecurityError');
      },
    });
  return win;
}

const run = (win: Record<string, unknown>) => new Function('window', frameStorageScript)(win) as void;

describe('frameStorageScript', () => {
  it('gives a window whose storage throws a working, empty storage in memory, once per storage', () => {
    const win = opaqueWindow();
    run(win);
    const local = win.localStorage as Storage;
    expect(local.getItem('theme')).toBeNull();
    local.setItem('theme', 'dark');
    local.setItem('count', 2 as unknown as string);
    expect(local.getItem('theme')).toBe('dark');
    expect(local.getItem('count')).toBe('2');
    expect(local.length).toBe(2);
    expect([local.key(0), local.key(1), local.key(2)]).toEqual(['theme', 'count', null]);
    local.removeItem('theme');
    expect(local.getItem('theme')).toBeNull();
    local.clear();
    expect(local.length).toBe(0);
    expect(win.sessionStorage).not.toBe(local);
    // Running again (the head is re-applied after hydration) keeps the same storages.
    run(win);
    expect(win.localStorage).toBe(local);
  });

  it('leaves a storage that works alone', () => {
    const real = { getItem: () => 'kept' };
    const win: Record<string, unknown> = { localStorage: real, sessionStorage: real };
    run(win);
    expect(win.localStorage).toBe(real);
  });
});
