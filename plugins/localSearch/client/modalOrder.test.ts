import { describe, expect, it } from 'vitest';
import { modalOrder } from './modalOrder';

const hit = (lvl0: string, lvl1: string, name = lvl1) => ({ hierarchy: { lvl0, lvl1 }, name });

describe('modalOrder', () => {
  it('groups hits by section in the order of each section’s best hit, a page’s hits together', () => {
    const hits = [
      hit('Utilities', 'Export'),
      hit('API', 'formatQuery'),
      hit('Utilities', 'Import'),
      hit('Utilities', 'Export', 'Export#2'),
    ];
    expect(modalOrder(hits).map((entry) => entry.name)).toEqual(['Export', 'Export#2', 'formatQuery']);
  });

  it('leaves out a page of an earlier section that ranks below a later section’s best hit, so pages keep their rank', () => {
    const hits = [
      hit('Components', 'ActionElement'),
      hit('Tips', 'Limiting groups'),
      hit('Components', 'ShiftActions'),
    ];
    expect(modalOrder(hits).map((entry) => entry.name)).toEqual(['ActionElement', 'Limiting groups']);
    // The last section opened keeps every page.
    expect(modalOrder([...hits, hit('Tips', 'Paths')]).map((entry) => entry.name)).toEqual([
      'ActionElement',
      'Limiting groups',
      'Paths',
    ]);
  });

  it('keeps at most the given number of hits per section', () => {
    const hits = [hit('A', '1'), hit('A', '2'), hit('A', '3'), hit('B', '4')];
    expect(modalOrder(hits, 2).map((entry) => entry.name)).toEqual(['1', '2', '4']);
  });

  it('keeps a pinned API page behind the best guide, above weaker pages of the guide’s section', () => {
    const hits = [
      hit('Utilities', 'Misc'),
      hit('API', 'transformQuery'),
      hit('Utilities', 'Misc', 'Misc#2'),
      hit('Utilities', 'Export'),
      hit('Tips', 'Adding'),
    ];
    expect(modalOrder(hits, 5).map((entry) => entry.name)).toEqual(['Misc', 'Misc#2', 'transformQuery', 'Adding']);
  });
});
