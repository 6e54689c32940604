import { describe, expect, it } from 'vitest';
import { matchPages } from './matchPages';

const pages = [
  { id: 'utils/export', path: '/docs/utils/export' },
  { id: 'utils/import', path: '/docs/utils/import' },
  { id: 'tips/external-controls', path: '/docs/tips/external-controls' },
  { id: 'components/valueeditor', path: '/docs/components/valueeditor' },
];

describe('matchPages', () => {
  it('finds pages whose id holds every word, prefix matches first', () => {
    expect(matchPages(pages, 'ex').map(p => p.id)).toEqual(['tips/external-controls', 'utils/export']);
    expect(matchPages(pages, 'port').map(p => p.id)).toEqual(['utils/export', 'utils/import']);
    expect(matchPages(pages, 'tips controls').map(p => p.id)).toEqual(['tips/external-controls']);
  });

  it('names pages readably', () => {
    expect(matchPages(pages, 'external')[0]?.name).toBe('Tips & Tricks › External Controls');
  });

  it('gives nothing for an empty query or no match', () => {
    expect(matchPages(pages, '  ')).toEqual([]);
    expect(matchPages(pages, 'nothing-like-this')).toEqual([]);
  });
});
