import { describe, expect, it } from 'vitest';
import { libraryFromSearch, sandboxAddress } from './libraries';
import { decodeCodeHash } from './shareHash';

describe('sandboxAddress', () => {
  it('carries the code in the checksummed hash and names version 8 in the query', () => {
    const code = 'export default function App() {\n  return <p>\'hi\' & "there" ✓</p>;\n}';
    for (const library of ['v7', 'v8'] as const) {
      const url = new URL(sandboxAddress(code, library), 'https://example.org');
      expect(url.pathname).toBe('/sandbox');
      expect(libraryFromSearch(url.search).library).toBe(library);
      expect(decodeCodeHash(url.hash)).toEqual({ kind: 'code', code });
    }
    expect(sandboxAddress('x', 'v7')).toMatch(/^\/sandbox#code\//);
    expect(sandboxAddress('x', 'v8')).toMatch(/^\/sandbox\?v=8#code\//);
  });
});
