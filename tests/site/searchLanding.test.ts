import { describe, expect, it } from 'vitest';
import { loadIndexes, modalHits, searchContexts } from './searchHits';

const indexes = loadIndexes();

/** Where the modal's first hit takes the reader: path and anchor. */
async function firstLanding(version: 'v7' | 'next', query: string) {
  const [first] = await modalHits(indexes, searchContexts[version], query);
  return first ? `${new URL(first.url).pathname}${new URL(first.url).hash}` : undefined;
}

describe('search lands on the section the question names, not at its page top', () => {
  const cases = [
    // A reader looking for the JsonLogic parser used to land 9,700 px above it, at the Import page's top.
    { query: 'JsonLogic import', v7: '/docs/utils/import#jsonlogic', next: '/docs/next/utils/import#jsonlogic' },
    { query: 'import mongodb query', v7: '/docs/utils/import#mongodb', next: '/docs/next/utils/import#mongodb' },
    { query: 'drag on a touch screen', v7: '/docs/dnd#touch', next: '/docs/next/dnd#touch' },
    // The Styling page opened at "Tailwind CSS", 1,500 px below the paragraph that says "your own CSS".
    {
      query: 'own CSS',
      v7: '/docs/styling/overview#customizing-with-plain-css',
      next: '/docs/next/styling/overview#css-custom-properties',
    },
    // A reader's words for independent combinators and for how the exports read them.
    {
      query: 'mix and or between rules',
      v7: '/docs/components/querybuilder#independent-combinators',
      next: '/docs/next/components/querybuilder#independent-combinators',
    },
    // A page named by the whole question still opens at its top.
    { query: 'drag and drop', v7: '/docs/dnd', next: '/docs/next/dnd', pageTop: true },
    { query: 'validation', v7: '/docs/utils/validation', next: '/docs/next/utils/validation', pageTop: true },
  ];
  for (const { query, v7, next, pageTop } of cases) {
    it(`"${query}"${pageTop ? ' (page top)' : ''}`, async () => {
      expect(await firstLanding('v7', query)).toBe(v7);
      expect(await firstLanding('next', query)).toBe(next);
    });
  }
});

describe('an ambiguous question brings up each of its readings', () => {
  // "operator precedence": which operator list wins (getOperators, "takes precedence") or how and/or bind in the exports.
  it('"operator precedence" lists the and/or precedence section among the first two hits', async () => {
    for (const version of ['v7', 'next'] as const) {
      const hits = await modalHits(indexes, searchContexts[version], 'operator precedence');
      const anchors = hits.slice(0, 2).map((hit) => new URL(hit.url).hash);
      expect(anchors, version).toContain('#and-or-precedence');
    }
  });
});
