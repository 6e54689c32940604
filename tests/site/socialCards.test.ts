import { closeSync, existsSync, openSync, readFileSync, readSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { crawlRoutes } from '../e2e/crawlRoutes';

/**
 * Every page's link preview (plugins/socialCards): its og:image is a PNG card of this site, in the build, at the
 * 1200×630 its og:image:width and og:image:height say, twitter:image names the same card, and og:image:alt describes
 * it (a docs or API page's by the page's title). Only the head of each page and the first bytes of each card are read.
 */

const buildDir = resolve('build');

function builtFile(route: string): string | undefined {
  const candidates = route === '/' ? ['index.html'] : [`${route}.html`, `${route}/index.html`];
  return candidates.map((file) => join(buildDir, file)).find((file) => existsSync(file));
}

/** The published origin, as the sitemap (written from the configured url) names it; the build is served at its root. */
function siteRoot(): string {
  const xml = readFileSync(join(buildDir, 'sitemap.xml'), 'utf8');
  return `${new URL(/<loc>([^<]+)<\/loc>/.exec(xml)?.[1] ?? '').origin}/`;
}

/** A PNG's signature and its IHDR chunk's width and height, from the file's first 24 bytes. */
function pngHeader(file: string): { png: boolean; width: number; height: number } {
  const bytes = Buffer.alloc(24);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, bytes, 0, 24, 0);
  } finally {
    closeSync(fd);
  }
  return {
    png: bytes.subarray(0, 8).toString('hex') === '89504e470d0a1a0a' && bytes.subarray(12, 16).toString() === 'IHDR',
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
  };
}

function cardDefects(html: string, root: string, checked: Map<string, string | undefined>): string[] {
  const headEnd = html.indexOf('</head>');
  const $ = load(headEnd === -1 ? html : html.slice(0, headEnd));
  const meta = (selector: string) => $(selector).attr('content');
  const image = meta('meta[property="og:image"]');
  if (!image) return ['no og:image'];
  const defects: string[] = [];
  // The card is added beside the theme's site-wide metadata, never instead of it.
  if (meta('meta[name="twitter:card"]') !== 'summary_large_image') defects.push('no twitter:card');
  if (!$('link[rel="canonical"]').attr('href')) defects.push('no canonical link');
  if (!meta('meta[name="docsearch:docusaurus_tag"]')) defects.push('no docsearch:docusaurus_tag');
  if (meta('meta[name="twitter:image"]') !== image) defects.push(`twitter:image is not ${image}`);
  if (meta('meta[property="og:image:type"]') !== 'image/png') defects.push('og:image:type is not image/png');
  if (meta('meta[property="og:image:width"]') !== '1200' || meta('meta[property="og:image:height"]') !== '630')
    defects.push('og:image:width × height is not 1200 × 630');
  const alt = meta('meta[property="og:image:alt"]');
  if (!alt) defects.push('no og:image:alt');
  // A docs or API page's card is described by its title; only other pages may fall back to the site's name.
  else if (meta('meta[name="docsearch:docusaurus_tag"]')?.startsWith('docs-') && !alt.includes(': '))
    defects.push(`og:image:alt "${alt}" does not name the page`);
  if (!image.startsWith(root) || !image.endsWith('.png')) return [...defects, `og:image ${image} is no PNG of ${root}`];
  if (!checked.has(image)) {
    const file = join(buildDir, decodeURIComponent(image.slice(root.length)));
    let defect: string | undefined;
    if (!existsSync(file)) defect = `${image} is not in the build`;
    else {
      const { png, width, height } = pngHeader(file);
      if (!png) defect = `${image} is not a PNG`;
      else if (width !== 1200 || height !== 630) defect = `${image} is ${width}×${height}`;
    }
    checked.set(image, defect);
  }
  const defect = checked.get(image);
  return defect ? [...defects, defect] : defects;
}

describe('social cards', () => {
  it('every page names a 1200×630 PNG card of the build as og:image and twitter:image', () => {
    expect(existsSync(join(buildDir, 'sitemap.xml')), 'run `npm run build` first').toBe(true);
    const root = siteRoot();
    const checked = new Map<string, string | undefined>();
    const defects = crawlRoutes.flatMap((route) => {
      const file = builtFile(route);
      return file ? cardDefects(readFileSync(file, 'utf8'), root, checked).map((defect) => `${route}: ${defect}`) : [];
    });
    expect(defects).toEqual([]);
    // Its own card for each docs and site page, one per package for the API reference's: far fewer than pages.
    expect(checked.size).toBeGreaterThan(150);
    expect(checked.size).toBeLessThan(crawlRoutes.length / 2);
  });

  it('the docs pages show their own card, the API pages their package’s', () => {
    const root = siteRoot();
    const imageOf = (route: string) => {
      const file = builtFile(route);
      return file
        ? load(readFileSync(file, 'utf8').split('</head>')[0] ?? '')('meta[property="og:image"]').attr('content')
        : undefined;
    };
    const docs = crawlRoutes.find((route) => route.startsWith('/docs/next/'));
    const api = crawlRoutes.find((route) => route.startsWith('/api/functions/react_querybuilder.'));
    expect(docs && imageOf(docs)).toBe(`${root}img/social-cards${docs}.png`);
    expect(api && imageOf(api)).toBe(`${root}img/social-cards/api/modules/react_querybuilder.png`);
  });
});
