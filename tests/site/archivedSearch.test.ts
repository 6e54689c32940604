import { describe, expect, it } from 'vitest';
import { loadIndexes, modalHits } from './searchHits';

const indexes = loadIndexes();

/** Where the modal's first hit for `query` leads, as a path with its anchor. */
async function firstHit(tags: readonly string[], query: string): Promise<string | undefined> {
  const [first] = await modalHits(indexes, [...tags], query);
  return first && `${new URL(first.url).pathname}${new URL(first.url).hash}`;
}

/**
 * Search is scoped to the docs version being read, with the site's pages beside it (the API reference documents another
 * major, so it is left out), so a reader of an archived version who asks how to upgrade must find that version's own
 * migration page, whose upgrade section leads on to every later guide: no other version's page can answer there.
 */
describe.each([4, 5, 6])('searching the v%i docs', (version) => {
  const tags = ['default', `docs-default-${version}`, 'docs-api-current'];
  // The page's context asks for the API reference too; the search leaves it out.
  it('lists no API reference page, which documents another major', async () => {
    const urls = (await modalHits(indexes, tags, 'tailwind class names')).map((hit) => new URL(hit.url).pathname);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((url) => url.startsWith('/api'))).toEqual([]);
  });

  const firstHit = async (query: string) => {
    const [first] = await modalHits(indexes, tags, query);
    return first && new URL(first.url);
  };

  // "Upgrade" alone may mean the steps to this version, which the same page gives first.
  it('"upgrade" lands on its migration page', async () => {
    expect((await firstHit('upgrade'))?.pathname).toBe(`/docs/${version}/migrate`);
  });

  it.each([`upgrade to version ${version + 1}`, 'breaking changes', `migrate to v${version + 1}`])(
    '"%s" lands on the section that leads to the next version',
    async (query) => {
      const first = await firstHit(query);
      expect(first && `${first.pathname}${first.hash}`).toBe(`/docs/${version}/migrate#upgrading-to-v${version + 1}`);
    },
  );
});

/**
 * A v5 reader who has JsonLogic to load types the format's name, not the parser's: the section that reads it must come
 * first, while the Export page, which writes it, stays in the list.
 */
describe('searching the v5 docs for JsonLogic to load', () => {
  const tags = ['default', 'docs-default-5', 'docs-api-current'];
  const where = (hit: { url: string }) => {
    const url = new URL(hit.url);
    return `${url.pathname}${url.hash}`;
  };
  const parserSection = '/docs/5/api/import#parsejsonlogic';

  it.each(['jsonlogic', 'load jsonlogic', 'jsonlogic from the backend'])(
    '"%s" lands on parseJsonLogic',
    async (query) => {
      const [first] = await modalHits(indexes, tags, query);
      expect(first && where(first)).toBe(parserSection);
    },
  );

  it('"read a stored jsonlogic rule" lands in the parseJsonLogic section', async () => {
    const [first] = await modalHits(indexes, tags, 'read a stored jsonlogic rule');
    expect([parserSection, '/docs/5/api/import#operations-it-drops']).toContain(first && where(first));
  });

  it('"jsonlogic" still lists the Export page', async () => {
    const pages = (await modalHits(indexes, tags, 'jsonlogic')).map((hit) => new URL(hit.url).pathname);
    expect(pages).toContain('/docs/5/api/export');
  });
});

/**
 * A one-word question about a word the archived docs use everywhere lands where that word is the subject: the v6 reader
 * asking "between" wants the two editors of a between rule, not "Converting between query shapes"; the v4 reader asking
 * "mongodb" wants the format's own section, where its output and its gap with negated groups sit beside the call, not its
 * row in the fallback table further down.
 */
describe.each([
  { version: 6, query: 'between', wanted: '/docs/6/components/valueeditor#between-and-notbetween' },
  { version: 4, query: 'mongodb', wanted: '/docs/4/api/export#mongodb-output' },
])('searching the v$version docs for $query', ({ version, query, wanted }) => {
  it(`lands on ${wanted}`, async () => {
    const [first] = await modalHits(indexes, ['default', `docs-default-${version}`, 'docs-api-current'], query);
    expect(first && `${new URL(first.url).pathname}${new URL(first.url).hash}`).toBe(wanted);
  });
});

/**
 * The v3 archive is one page: a reader of the v3 release who wants one field's own editor must land on the section that lists
 * a value editor's props and shows one, not on the QueryBuilder table or the list of exports that merely name it.
 * These questions were written while that section was tuned to answer them (a tuning set, not held out).
 */
describe('searching the v3 docs for a custom value editor', () => {
  const tags = ['default', 'docs-default-3', 'docs-api-current'];

  it.each(['custom value editor', 'value editor for one field v3', 'custom input for a field'])(
    '"%s" lands on the section that shows one',
    async (query) => expect(await firstHit(tags, query)).toBe('/docs/3/intro#a-custom-value-editor-for-one-field'),
  );
});

/**
 * A v6 reader who wants the builder in another language asks in their own words ("french", "i18n") or in the prop's: the
 * section that shows a French builder, and says that operator and combinator labels come from their lists, must come
 * first, not the props-table row that names `translations`. These questions were written while that section was tuned to
 * answer them (a tuning set, not held out).
 */
describe('searching the v6 docs for a builder in another language', () => {
  const tags = ['default', 'docs-default-6', 'docs-api-current'];

  it.each(['french', 'french translations', 'translations', 'localization', 'i18n', 'translate operators'])(
    '"%s" lands on the French builder',
    async (query) => expect(await firstHit(tags, query)).toBe('/docs/6/components/querybuilder#translations'),
  );
});

/**
 * A v5 reader who wants other button texts or operator labels asks about the button they see ("+Rule") or about
 * "operator labels", not about `translations`: the page that shows both renames must come first, not the page on
 * renaming query properties with transformQuery. These questions were written while that section was tuned to answer
 * them (a tuning set, not held out).
 */
describe('searching the v5 docs for renaming buttons and operator labels', () => {
  const tags = ['default', 'docs-default-5', 'docs-api-current'];

  it.each(['rename +Rule button label', 'change +Rule button text', 'operator labels'])(
    '"%s" lands on the section that renames them',
    // The page opens with that section, so its top counts as the section.
    async (query) =>
      expect((await firstHit(tags, query))?.split('#')[0]).toBe('/docs/5/tips/renaming-buttons-and-labels'),
  );
});
