// @ts-check
/**
 * Reads a fetched release (fetch.mjs) with extract.mjs and caches what it publishes as
 * node_modules/.cache/rqb-history/react-querybuilder@<version>/api.json, so that re-deriving the history after a new
 * release reads only that release. The cache is keyed by everything the reading depends on: the generator's code,
 * the TypeScript compiler and the pinned tree's lock.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { readRelease } from './extract.mjs';
import { packageDir, releaseDir } from './fetch.mjs';
import { supportDir } from './support.mjs';

/**
 * @typedef {{ key: string; pinned: Record<string, string>; items: Record<string, import('./extract.mjs').ReleaseItem> }} ReleaseSnapshot
 */

function snapshotKey() {
  const hash = createHash('sha256');
  for (const file of ['extract.mjs', 'support.mjs', 'fetch.mjs'])
    hash.update(readFileSync(new URL(`./${file}`, import.meta.url)));
  hash.update(readFileSync(join(supportDir, 'package-lock.json')));
  hash.update(ts.version);
  return hash.digest('hex');
}

/**
 * @param {string} version
 * @returns {ReleaseSnapshot}
 */
export function releaseSnapshot(version) {
  const file = join(releaseDir(version), 'api.json');
  const key = snapshotKey();
  if (existsSync(file)) {
    const cached = /** @type {ReleaseSnapshot} */ (JSON.parse(readFileSync(file, 'utf8')));
    if (cached.key === key) return cached;
  }
  const { items, pinned } = readRelease(packageDir(version, 'react-querybuilder'));
  const snapshot = { key, pinned, items: Object.fromEntries(items) };
  writeFileSync(file, JSON.stringify(snapshot));
  return snapshot;
}
