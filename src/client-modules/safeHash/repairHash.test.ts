import { describe, expect, it } from 'vitest';
import { repairHash } from './repairHash';

describe('repairHash', () => {
  it('keeps readable hashes unchanged', () => {
    expect(repairHash('#s=N4Ig%20x')).toBe('#s=N4Ig%20x');
    expect(repairHash('')).toBe('');
  });

  it('escapes the percent signs of malformed hashes so they decode to the original text', () => {
    const repaired = repairHash('#s=%E0%A4%A');
    expect(repaired).toBe('#s=%25E0%25A4%25A');
    expect(decodeURIComponent(repaired)).toBe('#s=%E0%A4%A');
  });
});
