import { describe, expect, it } from 'vitest';
import { intentWords, readerWords } from './readerWords';
import { loadIndexFile, searchLocally, symbolWords } from './localSearchEngine';
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

  it("bridges the words of pasted error messages and of readers' set-ups to the docs' words", () => {
    expect(readerWords(['object', 'extensible']).alternatives.get('extensible')).toEqual(['mutating', 'frozen']);
    expect(readerWords(['cdn']).alternatives.get('cdn')).toContain('buildless');
    expect(readerWords(['indentation']).alternatives.get('indentation')).toContain('nesting');
  });
});

describe('intentWords', () => {
  it.each([
    ['convert sql string to query', ['import', 'parse']],
    ['load a query saved as sql back into the builder', ['import', 'parse']],
    ['format the query as an elasticsearch query', ['export']],
    ['convert the query to plain english text', ['export']],
    ['formatQuery in backend without react', ['server']],
    ['add ids to parse output', ['import']],
    ['data-rule-group-id did not match server client', ['hydration']],
    ['load query from json string saved in database', ['saving', 'restoring']],
    ['restore query from json', ['saving', 'restoring']],
    ['save query to database without ids', ['saving', 'restoring']],
    ['load a query stored as mongodb', ['import', 'parse']],
    // "Store" alone is not keeping a query: a rule's own properties are stored on it.
    ['store additional custom fields on a rule object not extensible', []],
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

describe('names typed as code', () => {
  it('reads the words a reader typed as code names', () => {
    expect([...symbolWords('QueryBuilderDndWithoutProvider not working with fieldSelector')]).toEqual([
      'querybuilderdndwithoutprovider',
      'fieldselector',
    ]);
    expect(symbolWords('drag and drop not working').size).toBe(0);
  });

  it('ranks the section that holds a pasted name above one that holds only the words around it', async () => {
    // Words such as "not" and "working" are on many pages; the name is on one.
    const otherPages = ['styling', 'validation', 'export', 'import', 'typescript', 'compat', 'intro', 'migrate'].map(
      (name) =>
        htmlToRecords(
          docPage({
            tag: 'docs-default-7',
            title: name,
            body: ['one', 'two', 'three'].map((step) => `<p>Step ${step} of ${name} is not working.</p>`).join(''),
          }),
          `/docs/${name}`,
        ),
    );
    const pages = [
      ...otherPages,
      htmlToRecords(
        docPage({
          tag: 'docs-default-7',
          title: 'Common mistakes',
          body: '<p>Drag and drop not working? Check the set-up.</p>',
        }),
        '/docs/tips/common-mistakes',
      ),
      htmlToRecords(
        docPage({
          tag: 'docs-default-7',
          title: 'Drag and drop',
          body: '<p>Inside your own DndProvider, use QueryBuilderDndWithoutProvider.</p>',
        }),
        '/docs/dnd',
      ),
    ];
    const [file] = buildIndexFiles(pages.map((page) => page!));
    const index = loadIndexFile(JSON.parse(file!.json) as IndexFile);
    const { results } = await searchLocally(
      { requests: [{ query: 'QueryBuilderDndWithoutProvider not working', hitsPerPage: 5 }] },
      { tags: [index.tag], origin: 'https://example.org', load: async () => index },
    );
    expect(new URL(results[0]!.hits[0]!.url).pathname).toBe('/docs/dnd');
  });
});
