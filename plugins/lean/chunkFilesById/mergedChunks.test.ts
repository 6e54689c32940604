import { describe, expect, it } from 'vitest';
import { mergedChunksAsUndefined } from './mergedChunks';

describe('mergedChunksAsUndefined', () => {
  // As the runtime's gca does: a known name becomes its id, an unknown one stays a name.
  const ids: Record<string, string> = { r1v: '583' };
  const gca = mergedChunksAsUndefined((name: string) => `/assets/js/${ids[name] ?? name}.02b944aa.js`);

  it("keeps the URL of a chunk the runtime knows by id, named after the id and the build's hash", () => {
    expect(gca('r1v')).toBe('/assets/js/583.02b944aa.js');
  });

  it('gives no URL for a chunk merged into another (no id: a file of that name was never written)', () => {
    expect(gca('r7r')).toBeUndefined();
  });
});
