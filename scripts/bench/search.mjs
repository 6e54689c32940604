#!/usr/bin/env node
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
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
// jiti (Docusaurus' own TypeScript loader) lets this script run the engine's TypeScript source as is.
const jiti = require('jiti')(import.meta.url);
const { loadIndexFile, searchLocally } = jiti('../../src/search/localSearchEngine.ts');

const buildDir = path.resolve(process.argv[2] ?? 'build');
const indexDir = path.join(buildDir, 'search-index');
const queries = ['formatQuery', 'value editor', 'validation', 'parseSQL', 'custom operators', 'drag and drop', 'RuleGroupType', 'classnames'];
/** Search tags in view on a v7, a Next and a v6 page: the version, the API and the site's pages. */
const contexts = ['docs-default-7', 'docs-default-current', 'docs-default-6'].map(tag => ['default', tag, 'docs-api-current']);

let files;
try {
  files = readdirSync(indexDir).filter(name => name.endsWith('.json'));
} catch {
  console.error(`No index in ${indexDir}: run \`npm run build\` first.`);
  process.exit(1);
}

/** @param {number} bytes */
const kb = bytes => `${(bytes / 1024).toFixed(1)} KB`;
/** @type {Map<string, import('../../src/search/localSearchEngine').LoadedIndex>} */
const indexes = new Map();
console.log('Index files (per search tag)');
for (const name of files.sort()) {
  const raw = readFileSync(path.join(indexDir, name));
  const started = performance.now();
  const index = loadIndexFile(JSON.parse(raw.toString('utf8')));
  const loadMs = performance.now() - started;
  indexes.set(index.tag, index);
  console.log(`  ${index.tag.padEnd(22)} ${String(index.records.length).padStart(6)} records  raw ${kb(raw.length).padStart(9)}  gzip ${kb(gzipSync(raw).length).padStart(8)}  parse+load ${loadMs.toFixed(1)} ms`);
}

/** @param {number[]} sorted @param {number} p */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
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
      facetFilters: ['language:en', tags.map(tag => `docusaurus_tag:${tag}`)],
    },
  ],
});

console.log('\nKeystroke to results (engine only, indexes loaded)');
for (const tags of contexts) {
  const context = { tags: [...indexes.keys()], origin: 'http://localhost', load: async (/** @type {string} */ tag) => /** @type {import('../../src/search/localSearchEngine').LoadedIndex} */ (indexes.get(tag)) };
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
  const [p50, p95, max] = [percentile(timings, 50), percentile(timings, 95), timings.at(-1)].map(ms => (ms ?? 0).toFixed(2));
  console.log(`  ${String(tags[1]).padEnd(22)} ${timings.length} keystrokes  p50 ${p50} ms  p95 ${p95} ms  max ${max} ms`);
}
