import { describe, expect, it } from 'vitest';
import committed from '../data/upgradeOutputs.json';
import { upgradeRows } from './upgradeRows.mjs';

describe("the migrate pages' table of outputs that change from 7.7.1 to 8.24.1", () => {
  it('is what the two installed versions print for the committed queries (re-run plugins/history/generator/upgradeOutputs.mjs)', () => {
    expect(upgradeRows()).toEqual(committed);
  });

  it('lists only outputs that differ', () => {
    for (const row of committed) expect(row.v7).not.toBe(row.v8);
    expect(committed.length).toBeGreaterThan(0);
  });
});
