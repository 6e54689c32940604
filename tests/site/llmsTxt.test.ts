import { load } from 'cheerio';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { latestDocsVersion, libraryVersionOfDocs } from '../../config/docsVersions';

/** What `npm run build` wrote (plugins/llmsTxt and @signalwire/docusaurus-plugin-llms-txt). */
const buildDir = join(__dirname, '..', '..', 'build');

function read(file: string): string {
  const path = join(buildDir, file);
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`npm run build\` first`);
  return readFileSync(path, 'utf8');
}

const siteOrigin = /^https?:\/\/[^/]+/;
const sitemapRoutes = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
  match[1]!.replace(siteOrigin, ''),
);

/** Each index and the sitemap routes that belong to it. */
const indexes = [
  { file: 'llms.txt', routes: (route: string) => /^\/docs\/(?!(next|6|5|4|3)\/)/.test(route) },
  { file: 'docs/llms.txt', routes: (route: string) => /^\/docs\/(?!(next|6|5|4|3)\/)/.test(route) },
  ...['next', '6', '5', '4', '3'].map((version) => ({
    file: `docs/${version}/llms.txt`,
    routes: (route: string) => route.startsWith(`/docs/${version}/`),
  })),
  { file: 'api/llms.txt', routes: (route: string) => route === '/api' || route.startsWith('/api/') },
];

const linksOf = (text: string) =>
  [...text.matchAll(/^- \[(?:[^\]\\]|\\.)+\]\(([^)]+)\)/gm)].map((match) => match[1]!.replace(siteOrigin, ''));

describe('llms.txt per docs version', () => {
  it.each(indexes)('$file follows the llms.txt layout: title, summary, sections of links', ({ file }) => {
    const text = read(file);
    expect(text).toMatch(/^# .+\n\n> .+\n/);
    expect(text).toMatch(/\n## .+\n\n- \[/);
  });

  it.each(indexes)(
    '$file lists every page of its version exactly once, and every link resolves',
    ({ file, routes }) => {
      const links = linksOf(read(file));
      const pages = links.filter((link) => link.endsWith('.md')).map((link) => link.replace(/\.md$/, ''));
      expect(new Set(pages).size).toBe(pages.length);
      const expected = sitemapRoutes.filter(routes);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.filter((route) => !pages.includes(route))).toEqual([]);
      expect(links.filter((link) => !existsSync(join(buildDir, link)))).toEqual([]);
    },
  );

  it('makes twins of docs and API pages only', () => {
    expect(existsSync(join(buildDir, 'search.md'))).toBe(false);
    expect(existsSync(join(buildDir, 'index.md'))).toBe(false);
  });

  it('serves the latest version at the site root', () => {
    expect(read('llms.txt')).toBe(read('docs/llms.txt'));
    expect(read('llms-full.txt')).toBe(read('docs/llms-full.txt'));
    expect(read('llms.txt')).toContain(`react-querybuilder ${libraryVersionOfDocs[latestDocsVersion]}`);
    expect(read('docs/next/llms.txt')).toContain(`react-querybuilder ${libraryVersionOfDocs.current}`);
    expect(read('docs/6/llms.txt')).toContain(`react-querybuilder ${libraryVersionOfDocs['6']}`);
  });

  it.each(indexes.slice(1))('the full text next to $file holds every listed page', ({ file }) => {
    const full = read(file.replace('llms.txt', 'llms-full.txt'));
    const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map((match) =>
      match[1]!.replace(siteOrigin, '').replace(/(.)\/$/, '$1'),
    );
    const sectionPages = linksOf(read(file).split('\n## Optional')[0]!).map((link) => link.replace(/\.md$/, ''));
    expect(sources).toEqual(sectionPages);
  });
});

/** The code of every highlighted block of a built page, read from its HTML. */
function codeBlocksOfHtml(html: string): { language: string; code: string }[] {
  const $ = load(html);
  return $('.theme-doc-markdown pre.prism-code')
    .toArray()
    .map((pre) => {
      const language = /language-(\S+)/.exec($(pre).attr('class') ?? '')?.[1] ?? '';
      const lines = $(pre)
        .find('.token-line')
        .toArray()
        .map((line) => $(line).text());
      return { language, code: lines.join('\n').replace(/\n+$/, '') };
    });
}

function codeBlocksOfMarkdown(markdown: string): { language: string; code: string }[] {
  return [...markdown.matchAll(/^(`{3,})(\S*)[^\n]*\n([\s\S]*?)\n?\1$/gm)].map((match) => ({
    language: match[2]!,
    code: match[3]!.replace(/\n+$/, ''),
  }));
}

/** Pages with many samples, several per version, including live blocks and output blocks. */
const samplePages = [
  'docs/utils/export',
  'docs/utils/import',
  'docs/components/querybuilder',
  'docs/next/utils/export',
  'docs/next/utils/import',
  'docs/next/migrate',
  'docs/6/utils/export',
  'docs/6/typescript',
  'docs/5/api/export',
  'docs/4/api/export',
  'docs/3/intro',
  'api/interfaces/react_querybuilder.RuleType',
];

describe('Markdown twins of pages', () => {
  it.each(samplePages)('%s.md carries the same code samples as the HTML page', (page) => {
    const html = codeBlocksOfHtml(read(`${page}.html`));
    const markdown = codeBlocksOfMarkdown(read(`${page}.md`));
    expect(markdown).toEqual(html);
  });

  it.each(samplePages)('%s.md is clean Markdown: a title, no page chrome or JSX, absolute links', (page) => {
    const markdown = read(`${page}.md`);
    expect(markdown).toMatch(/^# \S/);
    const prose = markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1$/gm, '');
    expect(prose).not.toMatch(/<\/?(div|span|button|svg|nav)\b/);
    expect(prose).not.toMatch(/^import .* from /m);
    expect(prose).not.toContain('Copy page');
    // React's server-rendering markers (`<!--$-->`, `<!-- -->`) are noise in a copied page.
    expect(prose).not.toContain('<!--');
    expect(prose).not.toMatch(/\]\(\/(?!\/)/);
  });
});
