import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  brotliQuality,
  compressibleFiles,
  createPrecompressor,
  gzipLevel,
  isCompressible,
  precompressDirectory,
} from './precompress.mjs';

describe('isCompressible', () => {
  it('takes text formats of 1 KB or more, and no already-compressed formats', () => {
    expect(isCompressible('/a/main.1a2b3c4d.js', 4096)).toBe(true);
    expect(isCompressible('/a/page.HTML', 1024)).toBe(true);
    expect(isCompressible('/a/site.webmanifest', 2000)).toBe(true);
    expect(isCompressible('/a/page.html', 1023)).toBe(false);
    expect(isCompressible('/a/font.woff2', 50_000)).toBe(false);
    expect(isCompressible('/a/photo.png', 50_000)).toBe(false);
    expect(isCompressible('/a/main.js.gz', 50_000)).toBe(false);
  });
});

describe('brotliQuality', () => {
  it('spends the most on what pages fetch, less on search indexes and the least on files for assistants', () => {
    expect(brotliQuality('/a/main.1a2b3c4d.js')).toBe(10);
    expect(brotliQuality('/a/styles.CSS')).toBe(10);
    expect(brotliQuality('/a/page.html')).toBe(10);
    expect(brotliQuality('/a/search-index/docs.json')).toBe(9);
    expect(brotliQuality('/a/docs/intro.md')).toBe(5);
    expect(brotliQuality('/a/llms-full.txt')).toBe(5);
    expect(brotliQuality('/a/assets/engines/pglite.1a2b.wasm')).toBe(6);
    expect(brotliQuality('/a/assets/engines/pglite.1a2b.data')).toBe(6);
  });
});

describe('gzipLevel', () => {
  it("is 9 but for the engines' binaries, where 6 is half the CPU for the same size", () => {
    expect(gzipLevel('/a/page.html')).toBe(9);
    expect(gzipLevel('/a/main.1a2b3c4d.js')).toBe(9);
    expect(gzipLevel('/a/assets/engines/web_bg.1a2b.WASM')).toBe(6);
    expect(gzipLevel('/a/assets/engines/pglite.1a2b.data')).toBe(6);
  });
});

describe('precompressDirectory', () => {
  let directory = '';
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'precompress-'));
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  it('writes gzip and brotli copies that decompress to the same bytes, next to each compressible file', async () => {
    const page = '<p>query builder</p>\n'.repeat(200);
    const random = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251));
    await writeFile(join(directory, 'page.html'), page);
    await writeFile(join(directory, 'tiny.css'), 'a{}');
    await writeFile(join(directory, 'font.woff2'), random);
    const totals = await precompressDirectory(directory);
    expect((await readdir(directory)).sort()).toEqual([
      'font.woff2',
      'page.html',
      'page.html.br',
      'page.html.gz',
      'tiny.css',
    ]);
    expect(gunzipSync(await readFile(join(directory, 'page.html.gz'))).toString()).toBe(page);
    expect(brotliDecompressSync(await readFile(join(directory, 'page.html.br'))).toString()).toBe(page);
    expect(totals.files).toBe(1);
    expect(totals.brotliBytes).toBeLessThan(totals.gzipBytes);
  });

  it('reuses cached copies of unchanged content and drops cache entries the build no longer has', async () => {
    const cacheDirectory = join(directory, '.cache');
    const site = join(directory, 'site');
    await mkdir(site);
    await writeFile(join(site, 'a.js'), 'const a = "first";\n'.repeat(100));
    await writeFile(join(site, 'b.js'), 'const b = "second";\n'.repeat(100));
    expect((await precompressDirectory(site, { cacheDirectory })).reused).toBe(0);
    expect(await readdir(cacheDirectory)).toHaveLength(4);

    await rm(join(site, 'a.js.br'));
    await writeFile(join(site, 'b.js'), 'const b = "changed";\n'.repeat(100));
    const totals = await precompressDirectory(site, { cacheDirectory });
    expect(totals).toMatchObject({ files: 2, reused: 1 });
    expect(brotliDecompressSync(await readFile(join(site, 'a.js.br'))).toString()).toBe(
      'const a = "first";\n'.repeat(100),
    );
    expect(gunzipSync(await readFile(join(site, 'b.js.gz'))).toString()).toBe('const b = "changed";\n'.repeat(100));
    // Two files' copies: the old b.js entries are gone.
    expect(await readdir(cacheDirectory)).toHaveLength(4);
  });

  it('compresses files with the same bytes once', async () => {
    const cacheDirectory = join(directory, '.cache');
    const site = join(directory, 'site');
    await mkdir(join(site, 'docs'), { recursive: true });
    const text = '# Query builder\n'.repeat(200);
    await writeFile(join(site, 'llms-full.txt'), text);
    await writeFile(join(site, 'docs', 'llms-full.txt'), text);
    expect(await precompressDirectory(site, { cacheDirectory })).toMatchObject({ files: 2, reused: 0 });
    expect(await readdir(cacheDirectory)).toHaveLength(2);
    for (const path of [join(site, 'llms-full.txt.br'), join(site, 'docs', 'llms-full.txt.br')]) {
      expect(brotliDecompressSync(await readFile(path)).toString()).toBe(text);
    }
  });

  it('writes no copy that would be larger than the file', async () => {
    const noise = Buffer.from(Array.from({ length: 2048 }, () => Math.floor(Math.random() * 256)));
    await writeFile(join(directory, 'noise.txt'), noise);
    await precompressDirectory(directory);
    expect(await readdir(directory)).toEqual(['noise.txt']);
  });
});

describe('createPrecompressor', () => {
  let directory = '';
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'precompressor-'));
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  it('compresses files handed to it while the caller goes on, with the bytes it is given', async () => {
    const cacheDirectory = join(directory, '.cache');
    const precompressor = createPrecompressor({ concurrency: 1, cacheDirectory });
    const script = 'export const a = 1;\n'.repeat(100);
    await writeFile(join(directory, 'a.js'), script);
    precompressor.add(join(directory, 'a.js'));
    const page = Buffer.from('<p>final page</p>\n'.repeat(100));
    await writeFile(join(directory, 'page.html'), page);
    precompressor.add(join(directory, 'page.html'), page);
    expect(await precompressor.finish()).toMatchObject({ files: 2, reused: 0, bytes: script.length + page.length });
    expect(brotliDecompressSync(await readFile(join(directory, 'a.js.br'))).toString()).toBe(script);
    expect(gunzipSync(await readFile(join(directory, 'page.html.gz')))).toEqual(page);
    expect(await readdir(cacheDirectory)).toHaveLength(4);
  });

  it('reports a file it could not compress when it finishes, not before', async () => {
    const precompressor = createPrecompressor();
    precompressor.add(join(directory, 'missing.js'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(precompressor.finish()).rejects.toThrow(/ENOENT/);
  });
});

describe('compressibleFiles', () => {
  it('lists the compressible files the filter keeps, largest first', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'compressible-'));
    try {
      await writeFile(join(directory, 'small.js'), 'a'.repeat(2000));
      await writeFile(join(directory, 'large.js'), 'a'.repeat(4000));
      await writeFile(join(directory, 'page.html'), 'a'.repeat(3000));
      await writeFile(join(directory, 'tiny.js'), 'a');
      const files = await compressibleFiles(directory, (path) => !path.endsWith('.html'));
      expect(files).toEqual([join(directory, 'large.js'), join(directory, 'small.js')]);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
