import { describe, expect, it } from 'vitest';
import { isIncluded } from './workspace';

describe('isIncluded', () => {
  it('keeps every page when the entry names none', () => {
    expect(isIncluded({}, 'dnd.md')).toBe(true);
  });

  it('honours only and except', () => {
    expect(isIncluded({ pages: { only: ['dnd.md'] } }, 'intro.md')).toBe(false);
    expect(isIncluded({ pages: { only: ['dnd.md'] } }, 'dnd.md')).toBe(true);
    expect(isIncluded({ pages: { except: ['dnd.md'] } }, 'dnd.md')).toBe(false);
  });
});
