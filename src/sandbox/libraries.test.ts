import { describe, expect, it } from 'vitest';
import { docsSourceFromSearch, libraryFromSearch, sandboxAddress } from './libraries';
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

describe('docs samples name their page', () => {
  it('carries the page in the query, beside the version, and reads it back', () => {
    const source = { title: 'Drag & drop', path: '/docs/next/dnd' };
    const url = new URL(sandboxAddress('x', 'v8', source), 'https://example.org');
    expect(libraryFromSearch(url.search).library).toBe('v8');
    expect(docsSourceFromSearch(url.search)).toEqual(source);
    expect(decodeCodeHash(url.hash)).toEqual({ kind: 'code', code: 'x' });
  });

  it('ignores a page that is not a docs path of this site, or has no title', () => {
    for (const from of [
      'https://evil.example/docs',
      '//evil.example/docs',
      '/docs/../x',
      '/docs/./x',
      '/demo',
      '/docs?x',
    ])
      expect(docsSourceFromSearch(`?from=${encodeURIComponent(from)}&title=T`), from).toBeUndefined();
    expect(docsSourceFromSearch('?from=/docs/intro')).toBeUndefined();
    expect(docsSourceFromSearch('?from=/docs/intro&title=%20%0A')).toBeUndefined();
    expect(docsSourceFromSearch('?from=/docs/intro/&title=Intro')).toEqual({ title: 'Intro', path: '/docs/intro/' });
  });

  it('keeps a title to one line of plain text, cut at 80 characters', () => {
    expect(docsSourceFromSearch('?from=/docs&title=A%0A%0Db%09c')?.title).toBe('A b c');
    expect(docsSourceFromSearch(`?from=/docs&title=${'x'.repeat(200)}`)?.title).toHaveLength(80);
  });
});
