import { describe, expect, it } from 'vitest';
import { chunkIdOf } from './chunkFiles.mjs';

describe('chunkIdOf', () => {
  const runtime = 'o.gca=function(r){return r=({ri5:"130",highlighter:"14245","local-search-bar":"19054"})[r]||r}';

  it("reads a named chunk's id from the runtime's name → id map, quoted or not", () => {
    expect(chunkIdOf(runtime, 'highlighter')).toBe('14245');
    expect(chunkIdOf(runtime, 'local-search-bar')).toBe('19054');
  });

  it('answers undefined for a chunk the map lacks, and does not take a name for the end of another', () => {
    expect(chunkIdOf(runtime, 'search-bar')).toBeUndefined();
    expect(chunkIdOf(runtime, 'i5')).toBeUndefined();
  });
});
