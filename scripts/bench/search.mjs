#!/usr/bin/env node
// @ts-check
/**
 * Measures the local search on a built site (./build, or the directory given as first argument):
 * per-tag index size (raw and gzip) and the time from keystroke to results, typing a fixed list of
 * queries one character at a time into the same engine the browser uses, per docs version context.
 * Timings cover the engine (search, highlighting, snippets), not the DOM rendering.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
// jiti (Docusaurus' own TypeScript loader) lets this script run the engine's TypeScript source as is.
const jiti = require('jiti')(import.meta.url);
const { loadIndexFile, searchLocally } = jiti('../../plugins/localSearch/client/localSearchEngine.ts');

const queries = [
  'formatQuery',
  'value editor',
  'validation',
  'parseSQL',
  'custom operators',
  'drag and drop',
  'RuleGroupType',
  'classnames',
];
/** Search tags in view on a v7, a Next and a v6 page: the version, the API and the site's pages. */
const contexts = ['docs-default-7', 'docs-default-current', 'docs-default-6'].map((tag) => [
  'default',
  tag,
  'docs-api-current',
]);

/** @param {number[]} sorted @param {number} p */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
/** @param {string} query @param {string[]} tags */
const request = (query, tags) => ({
  requests: [
    {
      indexName: 'local',
      query,
      attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'],
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 20,
      facetFilters: ['language:en', tags.map((tag) => `docusaurus_tag:${tag}`)],
    },
  ],
});

/**
 * @typedef {{ tag: string, records: number, rawBytes: number, gzipBytes: number, loadMs: number }} IndexFigures
 * @typedef {{ context: string, keystrokes: number, p50Ms: number, p95Ms: number, maxMs: number }} KeystrokeFigures
 */

/**
 * @param {string} buildDir
 * @returns {Promise<{ indexes: IndexFigures[], keystrokes: KeystrokeFigures[] }>}
 */
export async function benchSearch(buildDir) {
  const indexDir = path.join(buildDir, 'search-index');
  const files = readdirSync(indexDir).filter((name) => name.endsWith('.json'));
  /** @type {Map<string, import('../../plugins/localSearch/client/localSearchEngine').LoadedIndex>} */
  const loaded = new Map();
  /** @type {IndexFigures[]} */
  const indexes = [];
  for (const name of files.sort()) {
    const raw = readFileSync(path.join(indexDir, name));
    const started = performance.now();
    const index = loadIndexFile(JSON.parse(raw.toString('utf8')));
    const loadMs = performance.now() - started;
    loaded.set(index.tag, index);
    indexes.push({
      tag: index.tag,
      records: index.records.length,
      rawBytes: raw.length,
      gzipBytes: gzipSync(raw).length,
      loadMs,
    });
  }
  /** @type {KeystrokeFigures[]} */
  const keystrokes = [];
  for (const tags of contexts) {
    const context = {
      tags: [...loaded.keys()],
      origin: 'http://localhost',
      load: async (/** @type {string} */ tag) =>
        /** @type {import('../../plugins/localSearch/client/localSearchEngine').LoadedIndex} */ (loaded.get(tag)),
    };
    // One untimed pass warms up the JIT, as a reader's first keystrokes would.
    for (const query of queries) await searchLocally(request(query, tags), context);
    const timings = [];
    for (const query of queries) {
      for (let length = 1; length <= query.length; length++) {
        const started = performance.now();
        await searchLocally(request(query.slice(0, length), tags), context);
        timings.push(performance.now() - started);
      }
    }
    timings.sort((a, b) => a - b);
    keystrokes.push({
      context: String(tags[1]),
      keystrokes: timings.length,
      p50Ms: percentile(timings, 50),
      p95Ms: percentile(timings, 95),
      maxMs: timings.at(-1) ?? 0,
    });
  }
  return { indexes, keystrokes };
}

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const { indexes, keystrokes } = await benchSearch(buildDir).catch((error) => {
    console.error(`No readable index in ${buildDir}/search-index: run \`npm run build\` first. (${error.message})`);
    process.exit(1);
  });
  console.log('Index files (per search tag)');
  for (const i of indexes) {
    console.log(
      `  ${i.tag.padEnd(22)} ${String(i.records).padStart(6)} records  raw ${kb(i.rawBytes).padStart(9)}  gzip ${kb(i.gzipBytes).padStart(8)}  parse+load ${i.loadMs.toFixed(1)} ms`,
    );
  }
  console.log('\nKeystroke to results (engine only, indexes loaded)');
  for (const k of keystrokes) {
    console.log(
      `  ${k.context.padEnd(22)} ${k.keystrokes} keystrokes  p50 ${k.p50Ms.toFixed(2)} ms  p95 ${k.p95Ms.toFixed(2)} ms  max ${k.maxMs.toFixed(2)} ms`,
    );
  }
}
