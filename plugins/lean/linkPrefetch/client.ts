import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { firstTimeOnly } from './firstTimeOnly';
import { idleQueue } from './idleQueue';
import { wrapChunkAsset } from '../wrapChunkAsset';

/**
 * Docusaurus prefetches a route's chunks when a link to it scrolls into view. The core offers no option to tune it,
 * so this client module (patch linkPrefetch of plugins/lean/manifest.ts) adjusts the two places it goes through;
 * re-implementing the prefetch would copy more of the core. The build fails when the first is gone (index.ts).
 */

/**
 * Each file once. The prefetch adds one <link rel="prefetch"> per chunk of every route the target nests in, shared
 * ones again each time: an API page ended with 553 such elements in its head for 43 distinct files (a default site:
 * 475). It asks the bundler runtime's `gca` (chunk name → URL, used for nothing else) and skips a chunk it gets no URL
 * for, so answering each URL once leaves one element per file.
 */
wrapChunkAsset(firstTimeOnly);

/**
 * In idle time. The prefetch runs in the IntersectionObserver's callback, and each call matches the path against all
 * 700 routes and scans every route's chunk names: on an API module page the links in view made one long task of a
 * phone's main thread. Hover and touch still preload at once (`window.docusaurus.preload`). The core's object is
 * replaced once it exists (client entry sets it after the client modules have loaded).
 */
let queued = false;

export function onRouteDidUpdate(): void {
  if (queued || !ExecutionEnvironment.canUseDOM || typeof window.requestIdleCallback !== 'function') return;
  queued = true;
  const { prefetch, preload } = window.docusaurus;
  const deferred = idleQueue<string>(
    (path) => prefetch(path),
    (work) => window.requestIdleCallback(work, { timeout: 3000 }),
  );
  window.docusaurus = Object.freeze({
    preload,
    // Nothing fetched yet, as the core answers when it skips a prefetch; callers (Link) ignore the answer.
    prefetch: (path: string) => {
      deferred(path);
      return false as const;
    },
  });
}
