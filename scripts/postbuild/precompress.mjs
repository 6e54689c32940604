// @ts-check
/**
 * Writes `X.gz` (zlib level 9) and `X.br` (brotli quality 11) next to every compressible file X of the
 * build, so servers send compressed bytes without compressing per request (scripts/serve.mjs picks them by
 * Accept-Encoding; nginx does with gzip_static and brotli_static).
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Formats that are text (or, for .ico, uncompressed bitmaps); images, fonts and archives are compressed already. */
export const compressibleExtensions = new Set(['.html', '.htm', '.js', '.mjs', '.css', '.svg', '.json', '.xml', '.txt', '.md', '.map', '.ico', '.webmanifest']);

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
 * @param {Buffer} content
 * @param {'.br' | '.gz'} encoding
 */
export function compress(content, encoding) {
  if (encoding === '.gz') return gzipAsync(content, { level: constants.Z_BEST_COMPRESSION, memLevel: 9 });
  return brotli(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

/**
 * Compresses every compressible file under `directory`. zlib's asynchronous functions run on libuv's
 * thread pool, so a few files at a time keep every core busy without worker threads of our own.
 * A compressed copy that is not smaller than the file is not written; servers then send the file as it is.
 *
 * With `cacheDirectory`, copies are kept there by content hash and reused: brotli at quality 11 is the
 * slow part (about 40 s of CPU for this site), and most files of a rebuild have the same bytes as
 * before. Entries the build no longer has are removed, so the cache stays the size of one build.
 * @param {string} directory
 * @param {{ concurrency?: number, cacheDirectory?: string }} [options]
 * @returns {Promise<{ files: number, reused: number, bytes: number, gzipBytes: number, brotliBytes: number }>}
 */
export async function precompressDirectory(directory, { concurrency = 4, cacheDirectory } = {}) {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const paths = entries.filter(entry => entry.isFile() && compressibleExtensions.has(extname(entry.name).toLowerCase())).map(entry => join(entry.parentPath, entry.name));
  if (cacheDirectory) await mkdir(cacheDirectory, { recursive: true });
  /** @type {Set<string>} */
  const used = new Set();
  const totals = { files: 0, reused: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0 };

  /** @param {Buffer} content @returns {Promise<[Buffer, Buffer]>} */
  async function compressed(content) {
    if (!cacheDirectory) return Promise.all([compress(content, '.gz'), compress(content, '.br')]);
    const key = createHash('sha256').update(content).digest('hex');
    const cached = [join(cacheDirectory, `${key}.gz`), join(cacheDirectory, `${key}.br`)];
    cached.forEach(path => used.add(path));
    try {
      const copies = /** @type {[Buffer, Buffer]} */ (await Promise.all(cached.map(path => readFile(path))));
      totals.reused += 1;
      return copies;
    } catch {
      const copies = await Promise.all([compress(content, '.gz'), compress(content, '.br')]);
      await Promise.all(copies.map((copy, index) => writeFile(/** @type {string} */ (cached[index]), copy)));
      return copies;
    }
  }

  let next = 0;
  async function work() {
    while (next < paths.length) {
      const path = /** @type {string} */ (paths[next++]);
      const content = await readFile(path);
      if (!isCompressible(path, content.length)) continue;
      const [gzipped, brotlied] = await compressed(content);
      totals.files += 1;
      totals.bytes += content.length;
      totals.gzipBytes += Math.min(gzipped.length, content.length);
      totals.brotliBytes += Math.min(brotlied.length, content.length);
      if (gzipped.length < content.length) await writeFile(`${path}.gz`, gzipped);
      if (brotlied.length < content.length) await writeFile(`${path}.br`, brotlied);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, work));
  if (cacheDirectory) {
    const stale = (await readdir(cacheDirectory)).map(name => join(cacheDirectory, name)).filter(path => !used.has(path));
    await Promise.all(stale.map(path => rm(path, { force: true })));
  }
  return totals;
}
