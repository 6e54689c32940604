import { describe, expect, it } from 'vitest';
import { sampleVersions, selectedSampleVersions } from './versions';

describe('selectedSampleVersions', () => {
  it('selects a docs version with every entry it has (current takes current-dnd along), or all when unset', () => {
    expect(selectedSampleVersions('current,7').map((version) => version.name)).toEqual(['current', 'current-dnd', '7']);
    expect(selectedSampleVersions('current-dnd').map((version) => version.name)).toEqual(['current-dnd']);
    expect(selectedSampleVersions(undefined)).toBe(sampleVersions);
  });
});
