// @ts-check
/**
 * Reads every fetched release (plugins/history/generator/fetch.mjs) with extract.mjs and caches what each
 * publishes as node_modules/.cache/rqb-history/<release>/api.json, so that re-deriving the history
 * after a new release reads only that release.
 *
 * Usage: node plugins/history/generator/snapshot.mjs
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractRelease } from './extract.mjs';
import { releaseDir } from './fetch.mjs';

/**
 * @param {string} version
 * @returns {Record<string, import('./extract.mjs').ReleaseItem>}
 */
export function releaseSnapshot(version) {
  const dir = releaseDir('react-querybuilder', version);
  const file = join(dir, 'api.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const items = Object.fromEntries(extractRelease(join(dir, 'node_modules', 'react-querybuilder')));
  writeFileSync(file, JSON.stringify(items));
  return items;
}
