// @ts-check
/**
 * The Run tab's cost per engine: the gzip bytes it fetches and the time from opening the tab to the engine's first
 * result, on a 4× throttled CPU (median over runs, each a cold browser context).
 *
 * Chromium throttles only the page's main thread: the DevTools protocol refuses CPU throttling on worker targets
 * ("Operation is only supported for pages, not workers"), so the engines, which run in the lab's worker, load and
 * run at the machine's own speed; the main thread's part (the tab, the results' rendering) is 4× slower.
 */
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { chunkIdOf } from '../chunkFiles.mjs';
import { median } from './table.mjs';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';

const require = createRequire(import.meta.url);
/** @type {typeof import('../../src/lab/engines/index')} */
const { labEngineIds } = require('jiti')(import.meta.url)('../../src/lab/engines/index.ts');
/** The engines in the Run tab's order (the lab's own list). */
export const labEngines = labEngineIds;
/** @type {typeof import('../../config/docsVersions')} */
const { nextLibraryVersion } = require('jiti')(import.meta.url)('../../config/docsVersions.ts');
const nextFormatQuery = `formatQuery ${nextLibraryVersion}`;
/** @type {typeof import('../../src/demo/fields')} */
const { demoInitialQuery } = require('jiti')(import.meta.url)('../../src/demo/fields.ts');
/**
 * The demo with both releases chosen for the Run tab (the permalink's `l`), so that opening the tab loads every
 * engine: 7.7.1's seven and the five only 8.24.1 exports for.
 */
export const bothReleasesHash = `#s=${require('lz-string').compressToEncodedURIComponent(
  JSON.stringify({ v: 1, f: 'default', o: {}, q: demoInitialQuery, x: 'sql', l: 'both' }),
)}`;

/**
 * The chunks each engine's import loads, read from the lab's bundled engine loaders: for each engine, the ids in its
 * `Promise.all([x.e("…"), …])` (the engine's own chunk, its library's and the lab's shared code). Minified bundler
 * output, read by the bench only: when the shape is not found, the files count as `shared`, and the bench says so.
 * @param {string} source @returns {Map<string, string[]>} engine → chunk ids
 */
export function engineChunkIds(source) {
  const groups = new Map();
  for (const [, engine = '', list = ''] of source.matchAll(
    /\b([a-z]+):async[^{}]{0,80}?Promise\.all\(\[([^\]]*)\]\)/g,
  )) {
    if (!labEngines.includes(/** @type {never} */ (engine))) continue;
    groups.set(
      engine,
      [...list.matchAll(/\.e\("([^"]+)"\)/g)].map((match) => match[1] ?? ''),
    );
  }
  return groups;
}

/**
 * Which engine a fetched file belongs to: its own chunk, its library's chunk or its WebAssembly; `shared` for files
 * several engines load (and everything else the Run tab fetches).
 * @param {string} url @param {Map<string, string[]>} groups from {@link engineChunkIds}
 * @param {string | undefined} rqb8Id the id of the 8.x formatQuery's chunk (lab-rqb8), from the loader's runtime
 */
export function engineOfFile(url, groups = new Map(), rqb8Id = undefined) {
  const file = new URL(url).pathname.split('/').pop() ?? '';
  const named = /^lab-engine-([a-z]+)\./.exec(file)?.[1];
  if (named) return named;
  const id = /^(\d+)\./.exec(file)?.[1];
  // Files named after chunk ids (plugins/lean chunkFilesById): the 8.x formatQuery by the id the loader's runtime gives it.
  if (id !== undefined && id === rqb8Id) return nextFormatQuery;
  // PGlite's files are fetched once for the three engines on it (PostgreSQL, Drizzle, Cypher): they count once, here.
  if (/^(pglite|initdb)\./.test(file)) return 'postgresql';
  if (/^sql-wasm/.test(file)) return 'sqlite';
  if (/^web_bg\./.test(file)) return 'sparql';
  if (/^age\./.test(file)) return 'cypher';
  if (/^lab-rqb8\./.test(file)) return nextFormatQuery;
  const owners = [...groups].filter(([, ids]) => id !== undefined && ids.includes(id)).map(([engine]) => engine);
  return owners.length === 1 ? (owners[0] ?? 'shared') : 'shared';
}

/**
 * @param {{ baseUrl: string; runs: number; trackRequests: typeof import('../../tests/e2e/pageSettled').trackRequests }} options
 * @returns {Promise<{ engine: string; gzipBytes: number; files: string[]; firstResultMs: number | undefined }[]>}
 */
export async function benchLab({ baseUrl, runs, trackRequests }) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  /** @type {Record<string, number[]>} */
  const samples = Object.fromEntries([...labEngines].map((engine) => [engine, []]));
  /** @type {Set<string>} */
  const fetched = new Set();
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ baseURL: baseUrl });
      const page = await context.newPage();
      const requests = trackRequests(page);
      await page.goto(`/demo${bothReleasesHash}`);
      await page.locator('[data-demo-ready="true"]').waitFor({ state: 'attached', timeout: 60_000 });
      // The page's own deferred work done, so that what follows the click is the Run tab's.
      await requests.settled(60_000);
      requests.stop();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // The worker's requests reach the context, not only the page.
      context.on('request', (request) => fetched.add(request.url()));
      await page.evaluate((engines) => {
        const times = /** @type {Record<string, number>} */ ({});
        Object.assign(window, { labFirstResults: times });
        let start = 0;
        document.addEventListener('pointerdown', () => (start = performance.now()), { capture: true, once: true });
        new MutationObserver(() => {
          for (const engine of engines) {
            if (!(engine in times) && document.querySelector(`[data-engine="${engine}"] [data-outcome]`))
              times[engine] = performance.now() - start;
          }
        }).observe(document.body, { subtree: true, childList: true });
      }, labEngines);
      await page.getByRole('tab', { name: 'Run' }).click();
      await page.waitForFunction(
        (count) => Object.keys(Reflect.get(window, 'labFirstResults')).length === count,
        labEngines.length,
        {
          timeout: 180_000,
        },
      );
      const times = await page.evaluate(
        () => /** @type {Record<string, number>} */ (Reflect.get(window, 'labFirstResults')),
      );
      for (const [engine, ms] of Object.entries(times)) samples[engine]?.push(ms);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const labUrls = [...fetched].filter((url) => /\/assets\/(js|engines)\//.test(url));
  // The lab's loader: query-lab.<hash>.js, or <id>.<hash>.js when chunk files are named after ids (plugins/lean
  // chunkFilesById): the script whose source holds the engine loaders.
  let loaderSource = '';
  for (const url of labUrls.filter((candidate) => /\/assets\/js\/[^/]+\.js$/.test(candidate))) {
    const source = await (await fetch(url)).text();
    if (engineChunkIds(source).size > 0) {
      loaderSource = source;
      break;
    }
  }
  const groups = engineChunkIds(loaderSource);
  const rqb8Id = chunkIdOf(loaderSource, 'lab-rqb8');
  if (groups.size !== labEngines.length)
    console.warn(
      `The lab's engine loaders were not found (${groups.size} of ${labEngines.length}): libraries count as shared.`,
    );
  const labFiles = labUrls.map((url) => /** @type {const} */ ([url, engineOfFile(url, groups, rqb8Id)]));
  const results = [];
  // `shared`: everything else opening the tab fetched: the tab, the worker, the sample table, the engines' common code.
  for (const engine of [...labEngines, nextFormatQuery, 'shared']) {
    const files = labFiles.filter(([, owner]) => owner === engine).map(([url]) => url);
    let gzipBytes = 0;
    for (const url of files)
      gzipBytes += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
    const times = samples[engine];
    results.push({
      engine,
      gzipBytes,
      files: files.map((url) => new URL(url).pathname),
      firstResultMs: times && times.length > 0 ? median(times) : undefined,
    });
  }
  return results;
}
