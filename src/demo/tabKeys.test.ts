import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextTabIndex } from './tabKeys';

describe('nextTabIndex', () => {
  it('moves along the strip with the arrows and wraps at both ends', () => {
    expect(nextTabIndex('ArrowRight', 0, 3)).toBe(1);
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 1, 3)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2);
  });

  it('jumps to the first and last tab with Home and End', () => {
    expect(nextTabIndex('Home', 2, 3)).toBe(0);
    expect(nextTabIndex('End', 0, 3)).toBe(2);
  });

  it('ignores other keys and an empty strip', () => {
    expect(nextTabIndex('ArrowDown', 1, 3)).toBeUndefined();
    expect(nextTabIndex('a', 1, 3)).toBeUndefined();
    expect(nextTabIndex('ArrowRight', 0, 0)).toBeUndefined();
  });

  it('never leaves the strip, whatever the key, position and size', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 50 }), fc.nat(), (key, count, at) => {
        const next = nextTabIndex(key, at % count, count);
        expect(next === undefined || (Number.isInteger(next) && next >= 0 && next < count)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('ArrowRight', 'ArrowLeft', 'Home', 'End'),
        fc.integer({ min: 1, max: 50 }),
        fc.nat(),
        (key, count, at) => {
          const next = nextTabIndex(key, at % count, count);
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThan(count);
        },
      ),
    );
  });
});
