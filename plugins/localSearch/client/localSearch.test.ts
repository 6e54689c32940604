import { describe, expect, it } from 'vitest';
import { loadIndexFile, searchLocally, type SearchContext } from './localSearchEngine';
import type { IndexFile } from './records';
import { buildIndexFiles } from '../indexer/buildIndexFiles';
import { htmlToRecords, type PageRecords } from '../indexer/htmlToRecords';
import { docPage } from '../indexer/testPages';
import { embedManifest } from '../index';

function page(path: string, options: Parameters<typeof docPage>[0]): PageRecords {
  const records = htmlToRecords(docPage(options), path);
  if (!records) throw new Error(`no records for ${path}`);
  return records;
}

const pages = [
  page('/docs/6/utils/export', {
    tag: 'docs-default-6',
    version: '6',
    title: 'Export',
    category: 'Utilities',
    body: '<p>formatQuery turns a query into SQL &amp; <b>more</b>.</p><h2 id="sql">SQL</h2><p>Call formatQuery(query, "sql").</p>',
  }),
  page('/docs/utils/export', {
    tag: 'docs-default-7',
    version: '7',
    title: 'Export',
    category: 'Utilities',
    description: 'Turn a query into MongoDB and more.',
    body: '<p>formatQuery in version 7.</p>',
  }),
  page('/docs/next/utils/export', {
    tag: 'docs-default-current',
    version: 'current',
    title: 'Export',
    body: '<p>formatQuery in the next version.</p>',
  }),
  page('/api/interfaces/FormatQueryOptions', {
    tag: 'docs-api-current',
    version: 'current',
    title: 'FormatQueryOptions',
    body: '<p>Options of formatQuery.</p>',
  }),
];

const files = buildIndexFiles(pages);
const loads: string[] = [];
const context: SearchContext = {
  tags: files.map((file) => file.tag),
  origin: 'https://example.org',
  load: async (tag) => {
    loads.push(tag);
    const file = files.find((candidate) => candidate.tag === tag);
    if (!file) throw new Error(tag);
    return loadIndexFile(JSON.parse(file.json) as IndexFile);
  },
};

const modalQuery = (query: string, tags: string[]) => ({
  requests: [
    {
      indexName: 'local',
      query,
      attributesToSnippet: ['hierarchy.lvl1:10', 'content:10'],
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 20,
      facetFilters: ['language:en', tags.map((tag) => `docusaurus_tag:${tag}`)],
    },
  ],
});

describe('index files', () => {
  it('writes one content-hashed file per search tag', () => {
    expect(files.map((file) => file.tag)).toEqual([
      'docs-api-current',
      'docs-default-6',
      'docs-default-7',
      'docs-default-current',
    ]);
    for (const file of files) expect(file.fileName).toMatch(new RegExp(`^${file.tag}\\.[0-9a-f]{10}\\.json$`));
  });

  it('embeds the manifest in a page without letting it close the script element', () => {
    const html = embedManifest('<html><head></head><body></body></html>', { files: { a: '/x</script>.json' } });
    expect(html).toContain(
      '<script id="local-search-index-manifest" type="application/json">{"files":{"a":"/x\\u003c/script>.json"}}</script></head>',
    );
  });
});

describe('searchLocally', () => {
  it('answers the modal from the contextual version and the API only, loading only their files', async () => {
    loads.length = 0;
    const { results } = await searchLocally(
      modalQuery('formatQuery', ['default', 'docs-default-7', 'docs-api-current']),
      context,
    );
    const [result] = results;
    expect(loads.sort()).toEqual(['docs-api-current', 'docs-default-7']);
    expect(result?.nbHits).toBe(result?.hits.length);
    expect(new Set(result?.hits.map((hit) => new URL(hit.url).pathname.split('/').slice(0, 3).join('/')))).toEqual(
      new Set(['/docs/utils', '/api/interfaces']),
    );
    expect(result?.hits.every((hit) => hit.url.startsWith('https://example.org/'))).toBe(true);
  });

  it("leaves the API reference out beside an archived version's docs, and does not load its file", async () => {
    loads.length = 0;
    const { results } = await searchLocally(
      modalQuery('formatQuery', ['default', 'docs-default-6', 'docs-api-current']),
      context,
    );
    expect(loads).toEqual(['docs-default-6']);
    expect(results[0]?.hits.length).toBeGreaterThan(0);
    expect(results[0]?.hits.every((hit) => hit.docusaurus_tag === 'docs-default-6')).toBe(true);
  });

  it('highlights with the requested tags after escaping, and snippets the content', async () => {
    const { results } = await searchLocally(modalQuery('sql', ['docs-default-6']), context);
    const hit = results[0]?.hits.find((candidate) => candidate.type === 'content' && candidate.content?.includes('&'));
    expect(hit?._highlightResult.content?.value).toBe('formatQuery turns a query into <mark>SQL</mark> &amp; more.');
    expect(hit?._snippetResult.content?.value).toBe('formatQuery turns a query into <mark>SQL</mark> &amp; more.');
    expect(hit?._highlightResult.hierarchy).toHaveProperty('lvl1');
    const section = results[0]?.hits.find((candidate) => candidate.anchor === 'sql');
    expect(section).toMatchObject({
      url: 'https://example.org/docs/6/utils/export#sql',
      hierarchy: { lvl2: 'SQL', lvl4: null },
    });
  });

  it('answers the search page helper form: an array of queries with nested params, paged', async () => {
    const params = { query: 'formatquery', hitsPerPage: 1, page: 1, facetFilters: [['docusaurus_tag:docs-default-6']] };
    const { results } = await searchLocally(
      [
        { indexName: 'local', params },
        { indexName: 'local', params: { ...params, hitsPerPage: 0, facetFilters: [] } },
      ],
      context,
    );
    const [main, facetsOnly] = results;
    expect(main).toMatchObject({ page: 1, hitsPerPage: 1, nbPages: main?.nbHits });
    expect(main?.hits).toHaveLength(1);
    expect(
      main?.hits[0]?._highlightResult.content?.value ?? main?.hits[0]?._highlightResult.hierarchy.lvl1?.value,
    ).toContain('<em>');
    expect(facetsOnly).toMatchObject({ hits: [], nbHits: 0 });
  });

  it('counts every hit, not only the returned page', async () => {
    const all = await searchLocally(modalQuery('formatQuery', ['docs-default-6']), context);
    const one = await searchLocally(
      { requests: [{ ...modalQuery('formatQuery', ['docs-default-6']).requests[0], hitsPerPage: 1 }] },
      context,
    );
    expect(one.results[0]?.nbHits).toBe(all.results[0]?.nbHits);
    expect(all.results[0]?.nbHits).toBeGreaterThan(1);
  });

  it('finds nothing for unknown words and for other languages', async () => {
    expect((await searchLocally(modalQuery('zzzzqqq', ['docs-default-6']), context)).results[0]?.nbHits).toBe(0);
    const french = modalQuery('formatQuery', ['docs-default-6']);
    french.requests[0]!.facetFilters[0] = 'language:fr';
    expect((await searchLocally(french, context)).results[0]?.nbHits).toBe(0);
  });

  it('fails when no index file loads', async () => {
    const failing: SearchContext = { ...context, load: () => Promise.reject(new Error('offline')) };
    await expect(searchLocally(modalQuery('formatQuery', ['docs-default-6']), failing)).rejects.toThrow('offline');
  });

  it('answers from the files that loaded and names the ones that did not', async () => {
    const partial: SearchContext = {
      ...context,
      load: (tag) => (tag === 'docs-api-current' ? Promise.reject(new Error('offline')) : context.load(tag)),
    };
    const { results } = await searchLocally(modalQuery('formatQuery', ['docs-default-7', 'docs-api-current']), partial);
    expect(results[0]?.unavailableTags).toEqual(['docs-api-current']);
    expect(results[0]?.hits.length).toBeGreaterThan(0);
    expect(results[0]?.hits.every((hit) => hit.docusaurus_tag === 'docs-default-7')).toBe(true);
  });

  it('returns one hit per page section', async () => {
    const { results } = await searchLocally(modalQuery('formatQuery', ['docs-default-6', 'docs-api-current']), context);
    const urls = results[0]?.hits.map((hit) => hit.url) ?? [];
    expect(urls.length).toBeGreaterThan(1);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('ranks the guide above API pages that only mention the query', async () => {
    const { results } = await searchLocally(modalQuery('formatQuery', ['docs-default-7', 'docs-api-current']), context);
    expect(results[0]?.hits[0]?.url).toMatch(/\/docs\/utils\/export/);
  });

  it('finds a page by a word of its description that neither its title nor its text has', async () => {
    const { results } = await searchLocally(modalQuery('mongodb', ['docs-default-7']), context);
    expect(results[0]?.hits[0]).toMatchObject({ url: 'https://example.org/docs/utils/export', type: 'lvl1' });
  });

  it('decodes entities once: the modal gets section names as text, the search page as escaped HTML', async () => {
    const tips = buildIndexFiles([
      page('/docs/6/tips', {
        tag: 'docs-default-6',
        version: '6',
        title: 'Styling',
        category: 'Tips &amp; Tricks',
        body: '<p>Styling tips</p>',
      }),
    ]);
    const load = async () => loadIndexFile(JSON.parse(tips[0]!.json) as IndexFile);
    const modal = await searchLocally(modalQuery('styling', ['docs-default-6']), {
      ...context,
      load,
      sectionAsText: true,
    });
    const hit = modal.results[0]?.hits[0];
    expect(hit?.hierarchy.lvl0).toBe('Tips & Tricks');
    expect(hit?._highlightResult.hierarchy.lvl0).toBeUndefined();
    const searchPage = await searchLocally(modalQuery('styling', ['docs-default-6']), { ...context, load });
    expect(searchPage.results[0]?.hits[0]?._highlightResult.hierarchy.lvl0?.value).toBe('Tips &amp; Tricks');
  });
});
