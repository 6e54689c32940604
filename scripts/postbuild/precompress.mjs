// @ts-check
/**
 * Writes `X.gz` (zlib level 9) and `X.br` (brotli quality 11) next to every compressible file X of the
 * build, so servers send compressed bytes without compressing per request (scripts/serve.mjs picks them by
 * Accept-Encoding; nginx does with gzip_static and brotli_static).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Formats that are text (or, for .ico, uncompressed bitmaps); images, fonts and archives are compressed already. */
export const compressibleExtensions = new Set(['.html', '.htm', '.js', '.mjs', '.css', '.svg', '.json', '.xml', '.txt', '.map', '.ico', '.webmanifest']);

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
 * @param {string} directory
 * @param {{ concurrency?: number }} [options]
 * @returns {Promise<{ files: number, bytes: number, gzipBytes: number, brotliBytes: number }>}
 */
export async function precompressDirectory(directory, { concurrency = 4 } = {}) {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const paths = entries.filter(entry => entry.isFile() && compressibleExtensions.has(extname(entry.name).toLowerCase())).map(entry => join(entry.parentPath, entry.name));
  const totals = { files: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0 };
  let next = 0;
  async function work() {
    while (next < paths.length) {
      const path = /** @type {string} */ (paths[next++]);
      const content = await readFile(path);
      if (!isCompressible(path, content.length)) continue;
      const [gzipped, brotlied] = await Promise.all([compress(content, '.gz'), compress(content, '.br')]);
      totals.files += 1;
      totals.bytes += content.length;
      totals.gzipBytes += Math.min(gzipped.length, content.length);
      totals.brotliBytes += Math.min(brotlied.length, content.length);
      if (gzipped.length < content.length) await writeFile(`${path}.gz`, gzipped);
      if (brotlied.length < content.length) await writeFile(`${path}.br`, brotlied);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, work));
  return totals;
}
