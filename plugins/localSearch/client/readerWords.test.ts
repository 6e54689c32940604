import { describe, expect, it } from 'vitest';
import { intentWords, readerWords } from './readerWords';
import { loadIndexFile, searchLocally } from './localSearchEngine';
import type { IndexFile } from './records';
import { buildIndexFiles } from '../indexer/buildIndexFiles';
import { htmlToRecords } from '../indexer/htmlToRecords';
import { docPage } from '../indexer/testPages';

describe('readerWords', () => {
  it("adds the docs' words for a reader's words and joins two-word spellings", () => {
    const { words, alternatives } = readerWords(['json', 'logic', 'backend', 'rules']);
    expect(words).toEqual(['jsonlogic', 'backend', 'rules']);
    expect(alternatives.get('backend')).toEqual(['server']);
    expect(alternatives.has('rules')).toBe(false);
  });
});

describe('intentWords', () => {
  it.each([
    ['convert sql string to query', ['import', 'parse']],
    ['load a query saved as sql back into the builder', ['import', 'parse']],
    ['format the query as an elasticsearch query', ['export']],
    ['convert the query to plain english text', ['export']],
    ['formatQuery in backend without react', ['server']],
    ['parseSQL', []],
    ['export sql', []],
    ['show branches', []],
  ])('%s → %j', (question, words) => {
    expect(intentWords(question)).toEqual(words);
  });
});

describe('keywords and reader words in a search', () => {
  const page = (path: string, title: string, body: string, keywords?: string) => {
    const records = htmlToRecords(
      docPage({ tag: 'docs-default-7', title, body, ...(keywords ? { keywords } : {}) }),
      path,
    );
    if (!records) throw new Error(path);
    return records;
  };
  const [file] = buildIndexFiles([
    page('/docs/utils/import', 'Import', '<p>parseSQL reads a WHERE clause into a query.</p>', 'convert, string'),
    page('/docs/utils/export', 'Export', '<p>formatQuery writes a query as SQL, a string.</p>'),
    page('/docs/tips/server-side', 'Server side', '<p>Run formatQuery on a server.</p>'),
  ]);
  const index = loadIndexFile(JSON.parse(file!.json) as IndexFile);
  const search = async (query: string) => {
    const { results } = await searchLocally(
      { requests: [{ query, hitsPerPage: 5 }] },
      { tags: [index.tag], origin: 'https://example.org', load: async () => index },
    );
    return results[0]!.hits.map((hit) => new URL(hit.url).pathname);
  };

  it("finds a page by its keywords without showing them in the hit's text", async () => {
    const hits = await search('convert');
    expect(hits[0]).toBe('/docs/utils/import');
    const { records } = JSON.parse(file!.json) as IndexFile;
    expect(JSON.stringify(records)).not.toContain('convert');
  });

  it('reads the direction of a question and the docs’ word for the reader’s', async () => {
    expect((await search('convert sql string to query'))[0]).toBe('/docs/utils/import');
    expect((await search('run formatQuery in the backend'))[0]).toBe('/docs/tips/server-side');
  });
});
