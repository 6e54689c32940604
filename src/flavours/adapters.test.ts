import { describe, expect, it } from 'vitest';
import { flavourAdapters } from './adapters';
import { flavourIds, flavours } from './registry';

describe('flavourAdapters', () => {
  it('has an adapter for the default controls and each flavour of the registry, labelled and loaded as it says', () => {
    expect(Object.keys(flavourAdapters).sort()).toEqual(['default', ...flavourIds].sort());
    for (const id of flavourIds) {
      expect(flavourAdapters[id].id).toBe(id);
      expect(flavourAdapters[id].label).toBe(flavours[id].label);
      expect(flavourAdapters[id].load).toBe(flavours[id].load);
    }
  });

  it('ships only the default flavour with the page; the others load on demand', () => {
    expect(flavourAdapters.default.preloaded).toBeDefined();
    for (const id of flavourIds) expect(flavourAdapters[id]).not.toHaveProperty('preloaded');
  });
});
