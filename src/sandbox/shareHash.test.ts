import { describe, expect, it } from 'vitest';
import { decodeCodeHash, encodeCodeHash } from './shareHash';
import { sandboxTemplates } from './templates';

describe('share hash', () => {
  it('round-trips every template, in a URL-safe form', () => {
    for (const { code } of sandboxTemplates) {
      const hash = encodeCodeHash(code);
      expect(hash).toMatch(/^#code\/[A-Za-z0-9+\-$]+$/);
      expect(decodeCodeHash(hash)).toEqual({ kind: 'code', code });
    }
  });

  it('ignores hashes that are not ours', () => {
    expect(decodeCodeHash('')).toEqual({ kind: 'none' });
    expect(decodeCodeHash('#section')).toEqual({ kind: 'none' });
  });

  it('flags truncated, altered and empty payloads as damaged', () => {
    const hash = encodeCodeHash(sandboxTemplates[0]!.code);
    expect(decodeCodeHash(hash.slice(0, -3))).toEqual({ kind: 'damaged' });
    const middle = Math.floor(hash.length / 2);
    const altered = hash.slice(0, middle) + (hash[middle] === 'Q' ? 'R' : 'Q') + hash.slice(middle + 1);
    expect(decodeCodeHash(altered)).toEqual({ kind: 'damaged' });
    expect(decodeCodeHash('#code/')).toEqual({ kind: 'damaged' });
    expect(decodeCodeHash('#code/%%%not-lz')).toEqual({ kind: 'damaged' });
  });
});
