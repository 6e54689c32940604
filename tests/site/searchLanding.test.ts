// @vitest-environment jsdom
// jsdom parses the built pages for the landing check below; the searches above run the same in it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLandingBlock, landingOf } from '../../plugins/localSearch/client/hitLanding';
import { loadIndexes, modalHits, searchContexts } from './searchHits';

const buildDir = join(__dirname, '..', '..', 'build');

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
    // A format's name opens its entry in the export reference (an h4), not another page's section of the same name.
    {
      query: 'elasticsearch',
      v7: '/docs/utils/export#elasticsearch',
      next: '/docs/next/utils/export#elasticsearch',
    },
    // The `in` output sits in the format's own entry; "JsonLogic operators" (startsWith, endsWith) came first.
    {
      query: 'formatQuery in operator jsonlogic',
      v7: '/docs/utils/export#jsonlogic',
      next: '/docs/next/utils/export#jsonlogic',
    },
    // A field drop-down of one's own opened InlineCombinator's "Replacing it" above the field-selector example.
    {
      query: 'replace field dropdown with my own component',
      v7: '/docs/components/valueselector#searchable-field-selector',
      next: '/docs/next/components/valueselector#searchable-field-selector',
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

describe('a question about evaluating a CEL or SpEL export lands on its section of the Next docs', () => {
  // Version 8's docs answered these only at the export page's top or on the Import page (parseCEL reads CEL, it
  // evaluates none).
  const cases = [
    { query: 'evaluate CEL expression', next: '/docs/next/tips/server-side#behaviour-cel' },
    { query: 'evaluate spel expression', next: '/docs/next/tips/server-side#behaviour-spel' },
  ];
  for (const { query, next } of cases) {
    it(`"${query}"`, async () => {
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

describe('a content hit finds its block on the built page, where choosing it scrolls (client/hitLanding.ts)', () => {
  // The pages with the most content records, in both current versions: their long sections are where a hit's heading
  // can sit far above the matched text. The release history (a list per release, thousands of records) would take
  // jsdom minutes; its blocks are the same kinds.
  const pages = [...indexes.values()]
    .filter((index) => index.tag === 'docs-default-7' || index.tag === 'docs-default-current')
    .flatMap((index) => {
      const byPage = new Map<string, typeof index.records>();
      for (const record of index.records) {
        if (record.type !== 'content' || record.url.includes('/releases')) continue;
        const page = record.url.split('#')[0] as string;
        byPage.set(page, [...(byPage.get(page) ?? []), record]);
      }
      return [...byPage.entries()].sort((a, b) => b[1].length - a[1].length).slice(0, 6);
    });

  it.each(pages.map(([page, records]) => [page, records] as const))('%s', (page, records) => {
    const html = readFileSync(join(buildDir, `${page}.html`), 'utf8');
    const document = new DOMParser().parseFromString(html, 'text/html');
    const root = document.querySelector('article .theme-doc-markdown') ?? document.querySelector('main');
    expect(root).not.toBeNull();
    const lost = records.filter((record) => {
      const landing = landingOf(record);
      return landing !== undefined && findLandingBlock(root as Element, landing) === undefined;
    });
    expect(lost.map((record) => `${record.url}: ${record.content?.slice(0, 60)}`)).toEqual([]);
  });
});
