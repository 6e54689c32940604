import { siteLibraryVersion } from '../../../config/docsVersions';
import { describe, expect, it } from 'vitest';
import { htmlToRecords } from './htmlToRecords';
import { docPage } from './testPages';

describe('htmlToRecords', () => {
  const html = docPage({
    tag: 'docs-default-6',
    version: '6',
    title: 'Export',
    category: 'Utilities',
    body: `<p>formatQuery turns a query into SQL.</p>
<h2 id="formats">Formats<a class="hash-link" href="#formats">\u200b</a></h2>
<ul><li>sql <ul><li>nested item</li></ul></li></ul>
<table><thead><tr><th>Format</th><th>Output</th></tr></thead><tbody><tr><td>'sql'</td><td>string</td></tr></tbody></table>
<h3 id="mongo">Mongo &lt;db&gt;</h3><p>Uses <code>$and</code>.</p><p>Uses <code>$and</code>.</p>`,
  });

  it('reads the facets from the docsearch meta tags', () => {
    expect(htmlToRecords(html, '/docs/6/utils/export')?.facets).toEqual({
      language: 'en',
      version: '6',
      docusaurus_tag: 'docs-default-6',
    });
  });

  it('makes a title record, heading records with anchors and content records under their heading', () => {
    const records = htmlToRecords(html, '/docs/6/utils/export')?.records ?? [];
    expect(
      records.map((record) => [record.type, record.hierarchy.lvl2, record.hierarchy.lvl3, record.content, record.url]),
    ).toEqual([
      ['lvl1', null, null, null, '/docs/6/utils/export'],
      ['content', null, null, 'formatQuery turns a query into SQL.', '/docs/6/utils/export'],
      ['lvl2', 'Formats', null, null, '/docs/6/utils/export#formats'],
      ['content', 'Formats', null, 'sql', '/docs/6/utils/export#formats'],
      ['content', 'Formats', null, 'nested item', '/docs/6/utils/export#formats'],
      ['content', 'Formats', null, "'sql' — string", '/docs/6/utils/export#formats'],
      ['lvl3', 'Formats', 'Mongo <db>', null, '/docs/6/utils/export#mongo'],
      ['content', 'Formats', 'Mongo <db>', 'Uses $and.', '/docs/6/utils/export#mongo'],
    ]);
    expect(records[0]?.hierarchy).toEqual({ lvl0: 'Utilities', lvl1: 'Export', lvl2: null, lvl3: null });
  });

  it('makes each h4 of a reference list a section of its own, whose heading record carries its lead paragraph', () => {
    const page = docPage({
      tag: 'docs-default-current',
      title: 'Export',
      body: `<h3 id="formats-in-detail">Formats in detail</h3>
<h4 id="mongodb">MongoDB</h4><p>"mongodb" returns a query object.</p><p>It keeps regexes.</p>
<h4 id="elasticsearch">ElasticSearch<a class="hash-link" href="#elasticsearch">\u200b</a></h4><ul><li>a bool query</li></ul>
<h3 id="options">Options</h3><p>Options change the output.</p>
<h4 id="recommended">Recommended setup</h4><p>A lone h4 stays in its parent's section.</p>
<h3 id="controls">Controls</h3><h4 id="nottoggle"><code>notToggle</code></h4><p>A symbol's h4 too.</p>
<h4 id="fieldselector"><code>fieldSelector</code></h4><p>Its page documents it.</p>`,
    });
    const records = htmlToRecords(page, '/docs/next/utils/export')?.records ?? [];
    expect(records.slice(1).map((record) => [record.type, record.hierarchy.lvl3, record.content, record.url])).toEqual([
      ['lvl3', 'Formats in detail', null, '/docs/next/utils/export#formats-in-detail'],
      ['lvl3', 'MongoDB', '"mongodb" returns a query object.', '/docs/next/utils/export#mongodb'],
      ['content', 'MongoDB', 'It keeps regexes.', '/docs/next/utils/export#mongodb'],
      ['lvl3', 'ElasticSearch', null, '/docs/next/utils/export#elasticsearch'],
      ['content', 'ElasticSearch', 'a bool query', '/docs/next/utils/export#elasticsearch'],
      ['lvl3', 'Options', null, '/docs/next/utils/export#options'],
      ['content', 'Options', 'Options change the output.', '/docs/next/utils/export#options'],
      ['content', 'Options', "A lone h4 stays in its parent's section.", '/docs/next/utils/export#options'],
      ['lvl3', 'Controls', null, '/docs/next/utils/export#controls'],
      ['content', 'Controls', "A symbol's h4 too.", '/docs/next/utils/export#controls'],
      ['content', 'Controls', 'Its page documents it.', '/docs/next/utils/export#controls'],
    ]);
  });

  it("keeps the API reference's h4s (Parameters, Returns) inside their sections", () => {
    const page = docPage({
      tag: 'docs-api-current',
      title: 'formatQuery',
      body: '<h3 id="call">formatQuery(query)</h3><h4 id="parameters">Parameters</h4><p>query</p><h4 id="returns">Returns</h4><p>string</p>',
    });
    const records = htmlToRecords(page, '/api/f')?.records ?? [];
    expect(records.map((record) => record.url)).toEqual(['/api/f', '/api/f#call', '/api/f#call', '/api/f#call']);
  });

  it("keeps the page's description with its title record, so a page is found by the words that sum it up", () => {
    const page = docPage({ tag: 'docs-default-7', title: 'Introduction', description: 'Getting started', body: '' });
    expect(htmlToRecords(page, '/docs/intro')?.records[0]).toMatchObject({ type: 'lvl1', content: 'Getting started' });
  });

  it('names the section of pages outside a sidebar category', () => {
    const api = htmlToRecords(docPage({ tag: 'docs-api-current', title: 'RuleType', body: '' }), '/api/x');
    const intro = htmlToRecords(docPage({ tag: 'docs-default-7', title: 'Intro', body: '' }), '/docs/intro');
    expect(api?.records[0]?.hierarchy.lvl0).toBe(`API (${siteLibraryVersion})`);
    expect(intro?.records[0]?.hierarchy.lvl0).toBe('Documentation');
  });

  it('skips pages marked noindex, such as the stubs of moved pages', () => {
    const moved = docPage({
      tag: 'docs-default-7',
      title: 'Validation (moved)',
      body: '<p>This page moved.</p>',
    }).replace('</head>', '<meta data-rh=true name=robots content=noindex /></head>');
    expect(htmlToRecords(moved, '/docs/api/validation')).toBeNull();
  });

  it('skips pages without a search tag', () => {
    expect(
      htmlToRecords('<html><head><title>Redirect</title></head><body><main><h1>x</h1></main></body></html>', '/x'),
    ).toBeNull();
  });
});
