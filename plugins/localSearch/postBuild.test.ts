import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { afterEach, describe, expect, it } from 'vitest';
import type { IndexFile } from './client/records';
import localSearchPlugin, { indexDirectory } from './index';
import { docPage } from './indexer/testPages';

let outDir = '';

afterEach(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

async function buildSite(baseUrl: string, files: Record<string, string>, routesPaths: string[]) {
  outDir = await mkdtemp(path.join(tmpdir(), 'local-search-'));
  for (const [file, html] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await writeFile(path.join(outDir, file), html);
  }
  const plugin = localSearchPlugin({ siteDir: outDir } as LoadContext);
  const postBuild = plugin.postBuild as NonNullable<Plugin['postBuild']>;
  await postBuild({ outDir, routesPaths, siteConfig: { baseUrl } } as unknown as Parameters<
    NonNullable<Plugin['postBuild']>
  >[0]);
}

describe('postBuild', () => {
  it('indexes the routes (either file naming) per tag, skips /search, and inlines the manifest in every page', async () => {
    const v6 = docPage({ tag: 'docs-default-6', version: '6', title: 'Export', body: '<p>formatQuery</p>' });
    const search = docPage({ tag: 'default', title: 'Search', body: '<p>search page</p>' });
    const home = docPage({ tag: 'default', title: 'Home', body: '<p>welcome</p>' });
    await buildSite(
      '/rqb/',
      {
        'docs/6/utils/export/index.html': v6,
        'docs/6/intro.html': v6,
        'search.html': search,
        'index.html': home,
        'redirect.html': '<html><head></head></html>',
      },
      ['/rqb/', '/rqb/docs/6/utils/export', '/rqb/docs/6/intro', '/rqb/search'],
    );
    const written = await readdir(path.join(outDir, indexDirectory));
    expect(written.map((name) => name.split('.')[0]).sort()).toEqual(['default', 'docs-default-6']);
    const defaultFile = JSON.parse(
      await readFile(
        path.join(outDir, indexDirectory, written.find((name) => name.startsWith('default.')) as string),
        'utf8',
      ),
    ) as IndexFile;
    expect(defaultFile.records.map((record) => record[6])).toEqual(['/rqb/', '/rqb/']);
    const v6File = JSON.parse(
      await readFile(
        path.join(outDir, indexDirectory, written.find((name) => name.startsWith('docs-default-6.')) as string),
        'utf8',
      ),
    ) as IndexFile;
    expect(new Set(v6File.records.map((record) => record[6]))).toEqual(
      new Set(['/rqb/docs/6/utils/export', '/rqb/docs/6/intro']),
    );

    for (const page of ['index.html', 'docs/6/utils/export/index.html', 'docs/6/intro.html', 'redirect.html']) {
      const html = await readFile(path.join(outDir, page), 'utf8');
      const manifest = html.match(
        /<script id="local-search-index-manifest" type="application\/json">(.*?)<\/script>/,
      )?.[1];
      expect(JSON.parse(manifest ?? '{}')).toEqual({
        files: Object.fromEntries(written.map((name) => [name.split('.')[0], `/rqb/${indexDirectory}/${name}`])),
      });
    }
  });
});
