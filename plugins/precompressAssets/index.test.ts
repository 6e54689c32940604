import type { LoadContext, Plugin } from '@docusaurus/types';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import precompressAssets from './index';

describe('precompressAssets', () => {
  let site = '';
  beforeEach(async () => {
    site = await mkdtemp(join(tmpdir(), 'precompress-assets-'));
  });
  afterEach(() => rm(site, { recursive: true, force: true }));

  it('compresses build/assets into the cache and next to each file, and leaves pages to the postbuild step', async () => {
    const outDir = join(site, 'build');
    const script = 'export const answer = 42;\n'.repeat(100);
    await mkdir(join(outDir, 'assets', 'js'), { recursive: true });
    await writeFile(join(outDir, 'assets', 'js', 'main.abc.js'), script);
    await writeFile(join(outDir, 'index.html'), '<p>page</p>\n'.repeat(200));
    const plugin = precompressAssets({ siteDir: site } as LoadContext);
    await plugin.postBuild?.({ outDir } as Parameters<NonNullable<Plugin['postBuild']>>[0]);
    expect((await readdir(join(outDir, 'assets', 'js'))).sort()).toEqual([
      'main.abc.js',
      'main.abc.js.br',
      'main.abc.js.gz',
    ]);
    expect(brotliDecompressSync(await readFile(join(outDir, 'assets', 'js', 'main.abc.js.br'))).toString()).toBe(
      script,
    );
    expect(await readdir(outDir)).not.toContain('index.html.br');
    expect(await readdir(join(site, 'node_modules', '.cache', 'precompress'))).toHaveLength(2);
  });
});
