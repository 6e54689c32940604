import { describe, expect, it } from 'vitest';
import { firstTimeOnly } from './firstTimeOnly';

describe('firstTimeOnly', () => {
  it('names each URL once, whichever argument led to it', () => {
    const urls: Record<string, string> = { a: '/a.js', b: '/b.js', alsoA: '/a.js' };
    const once = firstTimeOnly((name: string) => urls[name]);
    expect(['a', 'b', 'a', 'alsoA', 'b'].map((name) => once(name))).toEqual([
      '/a.js',
      '/b.js',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('passes on an unknown name as unknown, without remembering it', () => {
    let known = false;
    const once = firstTimeOnly(() => (known ? '/late.js' : undefined));
    expect(once()).toBeUndefined();
    known = true;
    expect(once()).toBe('/late.js');
  });
});
