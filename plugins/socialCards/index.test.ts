import type { LoadContext, Plugin } from '@docusaurus/types';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import socialCards from './index';
import { drawPendingCards } from '../../scripts/postbuild/socialCards.mjs';

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

const page = (title: string, breadcrumb = '') =>
  `<html><head><title>${title} | React Query Builder</title></head><body>${breadcrumb}</body></html>`;
const breadcrumbs = (section: string) =>
  `<nav class="theme-doc-breadcrumbs"><ul><li class=breadcrumbs__item><a class=breadcrumbs__link href=/x>${section}</a><li class="breadcrumbs__item breadcrumbs__item--active"><span class=breadcrumbs__link>Page</span></ul></nav>`;

/** Width and height from a PNG's IHDR chunk, which follows the 8-byte signature and the chunk's length and type. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('socialCards', () => {
  let site = '';
  beforeEach(async () => {
    site = await mkdtemp(join(tmpdir(), 'social-cards-'));
    // The site's package.json, so that the plugin resolves the fonts and renderers from this repository.
    await writeFile(join(site, 'package.json'), '{}');
    await mkdir(join(site, 'node_modules'));
    for (const name of ['@fontsource', '@resvg', 'satori'])
      await symlink(resolve('node_modules', name), join(site, 'node_modules', name));
  });
  afterEach(() => rm(site, { recursive: true, force: true }));

  // Three drawings and satori's start: about a second of CPU, many more of waiting on a busy shared machine.
  it('draws a card per page and per API package, and reuses them from the cache on the next build', async () => {
    const outDir = join(site, 'build');
    const files: Record<string, string> = {
      'index.html': page('The query builder component for React'),
      'docs/next/utils/export.html': page('Export', breadcrumbs('Utilities')),
      'api/modules/react_querybuilder_dnd.html': page('@react-querybuilder/dnd'),
    };
    for (const [file, html] of Object.entries(files)) {
      await mkdir(dirname(join(outDir, file)), { recursive: true });
      await writeFile(join(outDir, file), html);
    }
    const plugin = socialCards({ logo: 'logo.svg' })({
      siteDir: site,
      siteConfig: {
        url: 'https://example.org',
        baseUrl: '/',
        title: 'React Query Builder',
        tagline: 'The query builder component for React',
      },
    } as LoadContext);
    await writeFile(
      join(site, 'logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>',
    );
    const props = {
      outDir,
      routesPaths: [
        '/',
        '/docs/next/utils/export',
        '/api/modules/react_querybuilder_dnd',
        '/api/functions/react_querybuilder_dnd.useDnD',
      ],
      plugins: [
        {
          name: 'docusaurus-plugin-content-docs',
          content: { loadedVersions: [{ path: '/docs/next', label: 'Next' }] },
        },
      ],
    } as unknown as PostBuildProps;
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await plugin.postBuild?.(props);
    expect(log.mock.calls.at(-1)?.[0]).toMatch(/^\[social-cards\] 4 cards \(3 drawn, 1 from the cache\)/);

    const cards = join(outDir, 'img', 'social-cards');
    expect((await readdir(cards, { recursive: true })).filter((name) => name.endsWith('.png')).sort()).toEqual([
      'api/modules/react_querybuilder_dnd.png',
      'default.png',
      'docs/next/utils/export.png',
      'index.png',
    ]);
    const png = await readFile(join(cards, 'docs/next/utils/export.png'));
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    // The home page shows the tagline as the default card does: one drawing, two files.
    expect((await stat(join(cards, 'index.png'))).size).toBe((await stat(join(cards, 'default.png'))).size);

    await rm(outDir, { recursive: true });
    for (const [file, html] of Object.entries(files)) {
      await mkdir(dirname(join(outDir, file)), { recursive: true });
      await writeFile(join(outDir, file), html);
    }
    await plugin.postBuild?.(props);
    expect(log.mock.calls.at(-1)?.[0]).toMatch(/^\[social-cards\] 4 cards \(0 drawn, 4 from the cache\)/);
    expect(await readdir(join(site, 'node_modules', '.cache', 'social-cards'))).toHaveLength(3);
    log.mockRestore();
  }, 60_000);

  it("lists the cards for npm's postbuild step under `deferDrawing`, which draws them in two threads", async () => {
    const outDir = join(site, 'build');
    await mkdir(join(outDir, 'docs'), { recursive: true });
    await writeFile(join(outDir, 'index.html'), page('The query builder component for React'));
    await writeFile(join(outDir, 'docs', 'intro.html'), page('Introduction', breadcrumbs('Docs')));
    await writeFile(
      join(site, 'logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>',
    );
    const plugin = socialCards({ logo: 'logo.svg', deferDrawing: true })({
      siteDir: site,
      siteConfig: { url: 'https://example.org', baseUrl: '/', title: 'React Query Builder', tagline: 'Tagline' },
    } as LoadContext);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await plugin.postBuild?.({ outDir, routesPaths: ['/', '/docs/intro'], plugins: [] } as unknown as PostBuildProps);
    log.mockRestore();
    expect(await readdir(join(outDir))).not.toContain('img');

    const drawn = await drawPendingCards(site, outDir);
    expect(drawn).toMatchObject({ count: 3, drawn: 3 });
    expect(drawn?.seconds).toBeGreaterThan(0);
    const cards = await readdir(join(outDir, 'img', 'social-cards'), { recursive: true });
    expect(cards.filter((name) => name.endsWith('.png')).sort()).toEqual([
      'default.png',
      'docs/intro.png',
      'index.png',
    ]);
    // The job is consumed: a later step with nothing listed draws nothing.
    expect(await drawPendingCards(site, outDir)).toBeUndefined();
  }, 120_000);
});
