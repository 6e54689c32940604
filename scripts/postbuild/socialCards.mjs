// @ts-check
/**
 * Draws the build's social cards (plugins/socialCards) when `npm run build` left them to this step: the plugin's
 * postBuild lists them (node_modules/.cache/social-cards/pending.json) instead of drawing about half a minute of
 * PNGs inside `docusaurus build`. Two worker threads draw half each while the main thread rewrites and compresses
 * the pages; the cache of cards drawn before is shared and pruned once both are done.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** @typedef {{ siteDir: string, outDir: string, cacheDirectory: string, cards: [string, unknown][] }} CardJob */

/**
 * @param {string} siteDir
 * @param {string} outDir the build directory this step finishes
 * @returns {Promise<{ count: number, drawn: number, bytes: number, seconds: number } | undefined>} undefined when
 *   nothing was left to draw; `seconds` from the call until the last card and the cache's pruning are done
 */
export async function drawPendingCards(siteDir, outDir) {
  const started = performance.now();
  const cacheDirectory = join(siteDir, 'node_modules', '.cache', 'social-cards');
  const pending = join(cacheDirectory, 'pending.json');
  if (!existsSync(pending)) return undefined;
  /** @type {CardJob} */
  const job = JSON.parse(readFileSync(pending, 'utf8'));
  // A list left by a build of another directory (build-stock, a scratch build) is not this one's to draw.
  if (resolve(job.outDir) !== resolve(outDir)) return undefined;
  rmSync(pending);
  const halves = [0, 1].map((part) => job.cards.filter((_, index) => index % 2 === part));
  const results = await Promise.all(
    halves.map(
      (cards) =>
        /** @type {Promise<{ count: number, drawn: number, bytes: number, used: string[] }>} */ (
          new Promise((resolve, reject) => {
            const worker = new Worker(new URL('./socialCardsWorker.mjs', import.meta.url), {
              workerData: { ...job, cards },
            });
            worker.once('message', resolve);
            worker.once('error', reject);
            worker.once('exit', (code) => {
              if (code !== 0) reject(new Error(`The social cards' worker stopped with code ${code}`));
            });
          })
        ),
    ),
  );
  /** @type {{ pruneCache: (directory: string, used: Set<string>) => Promise<void> }} */
  const { pruneCache } = require('jiti')(import.meta.url)('../../plugins/socialCards/drawCards.ts');
  await pruneCache(cacheDirectory, new Set(results.flatMap((result) => result.used)));
  const totals = results.reduce(
    (sum, result) => ({
      count: sum.count + result.count,
      drawn: sum.drawn + result.drawn,
      bytes: sum.bytes + result.bytes,
    }),
    { count: 0, drawn: 0, bytes: 0 },
  );
  return { ...totals, seconds: (performance.now() - started) / 1000 };
}
