import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { crawlRoutes } from '../e2e/crawlRoutes';

/**
 * What every page's server HTML must have, read for all of the site's pages (the browser crawl, which also watches
 * the console and the network, visits the non-API pages and a sample of the API reference): a title, a description,
 * a target for each in-page `#anchor` link, and no resource loaded from another origin.
 */

const buildDir = resolve('build');
// Any origin but the published one: an absolute address to the published site would leave the machine when served here.
const servedAt = 'http://127.0.0.1';

/** The built file a clean path is served from (trailing slashes off: `/docs/intro` → `docs/intro.html`). */
function builtFile(route: string): string | undefined {
  const candidates = route === '/' ? ['index.html'] : [`${route}.html`, `${route}/index.html`];
  return candidates.map((file) => join(buildDir, file)).find((file) => existsSync(file));
}

/** Elements whose address the browser fetches as the page loads; `link` only for the rels that fetch. */
const fetchedResources = [
  'script[src]',
  'img[src]',
  'iframe[src]',
  'source[src]',
  'video[src]',
  'audio[src]',
  'link[href][rel~="stylesheet"]',
  'link[href][rel~="preload"]',
  'link[href][rel~="modulepreload"]',
  'link[href][rel~="prefetch"]',
  'link[href][rel~="preconnect"]',
  'link[href][rel~="dns-prefetch"]',
  'link[href][rel~="icon"]',
  'link[href][rel~="manifest"]',
].join(', ');

function pageDefects(route: string, html: string): string[] {
  const $ = load(html);
  const defects: string[] = [];
  if (!$('head > title').text().trim()) defects.push('no title');
  if (!$('meta[name="description"]').attr('content')?.trim()) defects.push('no description');
  // An admonition Markdown did not read (the title syntax `:::info Title` is not CommonMark's) shows its fence as text.
  if ($('article p').filter((_, element) => $(element).text().trimStart().startsWith(':::')).length > 0)
    defects.push('an admonition fence shows as text');
  const here = new URL(route, servedAt);
  const ids = new Set<string>();
  $('[id]').each((_, element) => void ids.add($(element).attr('id') ?? ''));
  $('[name]').each((_, element) => void ids.add($(element).attr('name') ?? ''));
  $('a[href*="#"]').each((_, element) => {
    const href = $(element).attr('href') ?? '';
    const target = new URL(href, here);
    if (target.origin !== here.origin || target.pathname !== here.pathname || target.hash.length <= 1) return;
    // A "#key=value" hash is state a page reads (the demo's permalink), not an element to scroll to.
    if (target.hash.includes('=')) return;
    const id = decodeURIComponent(target.hash.slice(1));
    if (!ids.has(id)) defects.push(`anchor link "${href}" has no target`);
  });
  $(fetchedResources).each((_, element) => {
    const address = $(element).attr('src') ?? $(element).attr('href') ?? '';
    const url = new URL(address, here);
    if (url.protocol !== 'data:' && url.origin !== here.origin) defects.push(`loads ${url.origin} (${address})`);
  });
  return [...new Set(defects)];
}

describe('every page the build serves', () => {
  it('is in the build (so that a missing build cannot pass by reading nothing)', () => {
    expect(existsSync(join(buildDir, 'sitemap.xml')), 'run `npm run build` first').toBe(true);
    const missing = crawlRoutes.filter((route) => builtFile(route) === undefined);
    expect(missing).toEqual([]);
    expect(crawlRoutes.length).toBeGreaterThan(600);
  });

  it('has a title, a description, targets for its in-page anchors, and nothing from another origin', () => {
    const defects = crawlRoutes.flatMap((route) => {
      const file = builtFile(route);
      return file ? pageDefects(route, readFileSync(file, 'utf8')).map((defect) => `${route}: ${defect}`) : [];
    });
    expect(defects).toEqual([]);
  });
});

describe('the page checks', () => {
  const page = (body: string, head = '<title>T</title><meta name="description" content="D">') =>
    `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

  it('find a missing title, description and anchor target', () => {
    expect(pageDefects('/docs/x', page('<a href="#gone">x</a>', ''))).toEqual([
      'no title',
      'no description',
      'anchor link "#gone" has no target',
    ]);
  });

  it('accept an anchor with a target, on this page by path, and ignore other pages and state hashes', () => {
    const body = '<h2 id="here">H</h2><a href="#here">a</a><a href="/docs/x#here">b</a><a href="/docs/y#gone">c</a>';
    expect(pageDefects('/docs/x', page(`${body}<a href="#query=abc">d</a>`))).toEqual([]);
  });

  it('find an admonition fence left as text', () => {
    expect(pageDefects('/docs/x', page('<article><p>:::info Versions</p></article>'))).toEqual([
      'an admonition fence shows as text',
    ]);
  });

  it('find a resource from another origin, and leave plain links and data addresses alone', () => {
    const head =
      '<title>T</title><meta name="description" content="D"><link rel="preconnect" href="https://fonts.example">';
    const body =
      '<a href="https://github.com/x">x</a><img src="data:image/png;base64,AA"><script src="/a.js"></script>';
    expect(pageDefects('/', page(body, head))).toEqual(['loads https://fonts.example (https://fonts.example)']);
  });
});

describe('/favicon.ico, for documents that name no icon (the Markdown twins)', () => {
  it('is in the build: an icon file holding a PNG', () => {
    const ico = readFileSync(join(buildDir, 'favicon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    expect(ico.subarray(ico.readUInt32LE(18) + 1, ico.readUInt32LE(18) + 4).toString('latin1')).toBe('PNG');
  });
});
