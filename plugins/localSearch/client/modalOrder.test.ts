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
    expect(modalOrder(hits).map((entry) => entry.name)).toEqual(['Export', 'Export#2', 'Import', 'formatQuery']);
  });

  it('keeps at most the given number of hits per section', () => {
    const hits = [hit('A', '1'), hit('A', '2'), hit('A', '3'), hit('B', '4')];
    expect(modalOrder(hits, 2).map((entry) => entry.name)).toEqual(['1', '2', '4']);
  });

  it('leaves out weaker hits of an earlier section that would push a pinned hit down', () => {
    const pinned = hit('API', 'transformQuery');
    const hits = [
      hit('Utilities', 'Misc'),
      pinned,
      hit('Utilities', 'Export'),
      hit('Tips', 'Adding'),
      hit('API', 'Other'),
    ];
    expect(modalOrder(hits, 5, pinned).map((entry) => entry.name)).toEqual([
      'Misc',
      'transformQuery',
      'Other',
      'Adding',
    ]);
  });
});
