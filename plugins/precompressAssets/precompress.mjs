// @ts-check
/**
 * Writes `X.gz` (zlib level 9) and `X.br` (brotli, quality by format: see brotliQuality) next to every
 * compressible file X of the build, so servers send compressed bytes without compressing per request (scripts/serve.mjs picks them by
 * Accept-Encoding; nginx does with gzip_static and brotli_static).
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Where copies are kept between builds: beside Docusaurus' own build caches; `npm run clear` does not
 * remove it, deleting node_modules does.
 * @param {string} siteDirectory
 */
export const precompressCacheDirectory = (siteDirectory) =>
  join(siteDirectory, 'node_modules', '.cache', 'precompress');

/** Formats that are text (or, for .ico, uncompressed bitmaps; WebAssembly and data images); images, fonts and archives are compressed already. */
export const compressibleExtensions = new Set([
  '.html',
  '.htm',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.xml',
  '.txt',
  '.md',
  '.map',
  '.ico',
  '.webmanifest',
  // The Run tab's engines: WebAssembly and PGlite's file system image shrink to a third (PGlite's 15 MB to 5).
  '.wasm',
  '.data',
]);

/** Below this size a compressed copy saves less than the headers it costs. */
export const minimumSize = 1024;

/**
 * @param {string} fileName
 * @param {number} size bytes
 */
export function isCompressible(fileName, size) {
  return size >= minimumSize && compressibleExtensions.has(extname(fileName).toLowerCase());
}

/**
 * Brotli quality by format: how often a file is fetched against what its compression costs. Measured on
 * this site's build (CPU seconds for the whole format / brotli bytes):
 * - scripts, stylesheets and pages: 10. For scripts, 11 took 11.5 s against 10's 4.1 s for 2.1 % fewer
 *   bytes (stylesheets: 1.9 s against 0.6 s for 4 %), about 2.7 KB on a first visit; the cold build is a
 *   cost of its own, kept near a default site's. For pages, 10 takes 8 s and saves 7 % against 9, which costs as much as 5;
 * - the search indexes (fetched on the first search): 9, a fifth of 10's CPU for 9 % more bytes;
 * - Markdown twins and llms.txt files (for assistants and offline readers): 5, 2 to 20 times faster
 *   than 10 for 9 to 12 % more bytes;
 * - the Run tab's engines (WebAssembly and PGlite's file system image, 20 MB, fetched once when a reader runs a
 *   query on them): 6, 1.2 s of CPU against 9's 5.1 s for 1.6 % more bytes (5.83 against 5.74 MB).
 */
const brotliQualities = new Map([
  ...['.js', '.mjs', '.css', '.html', '.htm', '.svg', '.ico', '.webmanifest'].map(
    (extension) => /** @type {const} */ ([extension, 10]),
  ),
  ...['.md', '.txt'].map((extension) => /** @type {const} */ ([extension, 5])),
  ...['.wasm', '.data'].map((extension) => /** @type {const} */ ([extension, 6])),
]);

/**
 * Brotli quality for a file: 9 for formats not listed above (search indexes, sitemap, source maps).
 * @param {string} fileName
 */
export function brotliQuality(fileName) {
  return brotliQualities.get(extname(fileName).toLowerCase()) ?? 9;
}

/**
 * Gzip level for a file: 9, but 6 for the engines' binaries, where 9 took twice the CPU (1.1 s against 0.5 s)
 * for 0.1 % fewer bytes.
 * @param {string} fileName
 */
export function gzipLevel(fileName) {
  return ['.wasm', '.data'].includes(extname(fileName).toLowerCase()) ? 6 : constants.Z_BEST_COMPRESSION;
}

/**
 * @param {Buffer} content
 * @param {'.br' | '.gz'} encoding
 * @param {number} [quality] brotli quality (11 unless given), or for gzip its level (9 unless given)
 */
export function compress(content, encoding, quality) {
  if (encoding === '.gz') return gzipAsync(content, { level: quality ?? constants.Z_BEST_COMPRESSION, memLevel: 9 });
  return brotli(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality ?? constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

/**
 * The compressible files under `directory`, largest first, so a big search index or page is not the last
 * job left running on one core.
 * @param {string} directory
 * @param {(path: string) => boolean} [include]
 * @returns {Promise<string[]>}
 */
export async function compressibleFiles(directory, include = () => true) {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const candidates = entries
    .filter((entry) => entry.isFile() && compressibleExtensions.has(extname(entry.name).toLowerCase()))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(include);
  const sizes = new Map(
    await Promise.all(candidates.map(async (path) => /** @type {const} */ ([path, (await stat(path)).size]))),
  );
  return candidates
    .filter((path) => isCompressible(path, sizes.get(path) ?? 0))
    .sort((a, b) => (sizes.get(b) ?? 0) - (sizes.get(a) ?? 0));
}

/**
 * Compresses files as they are handed to it, a few at a time. zlib's asynchronous functions run on libuv's
 * thread pool, so the caller's thread stays free (npm's postbuild step rewrites pages meanwhile) and every core
 * is kept busy without worker threads of our own. A compressed copy that is not smaller than the file is not
 * written; servers then send the file as it is.
 *
 * With `cacheDirectory`, copies are kept there by content hash (and brotli quality) and reused: brotli is
 * the slow part (about 20 s of CPU for this site), and most files of a rebuild have the same bytes as
 * before. `finish` removes the entries this run did not use (unless `prune` is false, for a run over part of
 * the build), so the cache stays the size of one build.
 * @param {{ concurrency?: number, cacheDirectory?: string }} [options]
 */
export function createPrecompressor({ concurrency = 4, cacheDirectory } = {}) {
  const ready = cacheDirectory ? mkdir(cacheDirectory, { recursive: true }) : Promise.resolve(undefined);
  /** @type {Set<string>} */
  const used = new Set();
  const totals = { files: 0, reused: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0 };

  /** Copies by content and quality, for files with the same bytes (a version's llms-full.txt is also at the root). @type {Map<string, Promise<[Buffer, Buffer]>>} */
  const thisRun = new Map();

  /** @param {Buffer} content @param {number} quality @param {number} level @returns {Promise<[Buffer, Buffer]>} */
  function compressed(content, quality, level) {
    const key = `${createHash('sha256').update(content).digest('hex')}-${quality}${level === 9 ? '' : `-gz${level}`}`;
    const known = thisRun.get(key);
    if (known) return known;
    const copies = cachedOrFresh(content, quality, level, key);
    thisRun.set(key, copies);
    return copies;
  }

  /** @param {Buffer} content @param {number} quality @param {number} level @param {string} key @returns {Promise<[Buffer, Buffer]>} */
  async function cachedOrFresh(content, quality, level, key) {
    const fresh = () => Promise.all([compress(content, '.gz', level), compress(content, '.br', quality)]);
    if (!cacheDirectory) return fresh();
    const cached = [join(cacheDirectory, `${key}.gz`), join(cacheDirectory, `${key}.br`)];
    cached.forEach((path) => used.add(path));
    try {
      const copies = /** @type {[Buffer, Buffer]} */ (await Promise.all(cached.map((path) => readFile(path))));
      totals.reused += 1;
      return copies;
    } catch {
      const copies = await fresh();
      await Promise.all(copies.map((copy, index) => writeFile(/** @type {string} */ (cached[index]), copy)));
      return copies;
    }
  }

  /** @param {string} path @param {Buffer | undefined} known */
  async function compressFile(path, known) {
    await ready;
    const content = known ?? (await readFile(path));
    const [gzipped, brotlied] = await compressed(content, brotliQuality(path), gzipLevel(path));
    totals.files += 1;
    totals.bytes += content.length;
    totals.gzipBytes += Math.min(gzipped.length, content.length);
    totals.brotliBytes += Math.min(brotlied.length, content.length);
    if (gzipped.length < content.length) await writeFile(`${path}.gz`, gzipped);
    if (brotlied.length < content.length) await writeFile(`${path}.br`, brotlied);
  }

  // The pool of running jobs: a queue the caller can keep feeding (the loop of precompressDirectory used to be it).
  /** @type {{ path: string, content: Buffer | undefined, settle: (result: Promise<void>) => void }[]} */
  const queue = [];
  /** @type {Promise<void>[]} */
  const jobs = [];
  let running = 0;
  function pump() {
    while (running < concurrency && queue.length > 0) {
      const job = /** @type {(typeof queue)[number]} */ (queue.shift());
      running += 1;
      const done = compressFile(job.path, job.content).finally(() => {
        running -= 1;
        pump();
      });
      job.settle(done);
    }
  }

  return {
    /**
     * Queues a file; `content`, when given, must be its bytes on disk (saves reading it again).
     * @param {string} path
     * @param {Buffer} [content]
     */
    add(path, content) {
      const job = new Promise((resolve) => queue.push({ path, content, settle: resolve }));
      // A failure is reported by finish(); until then it must not count as an unhandled rejection.
      job.catch(() => {});
      jobs.push(job);
      pump();
    },
    /**
     * Waits for every queued file, then prunes the cache.
     * @param {{ prune?: boolean }} [options]
     * @returns {Promise<{ files: number, reused: number, bytes: number, gzipBytes: number, brotliBytes: number }>}
     */
    async finish({ prune = true } = {}) {
      await Promise.all(jobs);
      await ready;
      if (cacheDirectory && prune) {
        const stale = (await readdir(cacheDirectory))
          .map((name) => join(cacheDirectory, name))
          .filter((path) => !used.has(path));
        await Promise.all(stale.map((path) => rm(path, { force: true })));
      }
      return totals;
    },
  };
}

/**
 * Compresses every compressible file under `directory` (see createPrecompressor).
 * @param {string} directory
 * @param {{ concurrency?: number, cacheDirectory?: string, prune?: boolean }} [options]
 */
export async function precompressDirectory(directory, { concurrency = 4, cacheDirectory, prune = true } = {}) {
  const precompressor = createPrecompressor({ concurrency, cacheDirectory });
  for (const path of await compressibleFiles(directory)) precompressor.add(path);
  return precompressor.finish({ prune });
}
