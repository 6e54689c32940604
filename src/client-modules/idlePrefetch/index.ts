import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { idleQueue } from './idleQueue';

/**
 * Docusaurus prefetches a route's chunks when a link to it scrolls into view, in the IntersectionObserver's
 * callback: each call matches the path against all 700 routes and scans every route's chunk names. On an API
 * module page the links in view made one long task of a phone's main thread. The calls now wait for idle time;
 * hover and touch still preload at once (`window.docusaurus.preload`). The core offers no option for it, so its
 * object is replaced, once it exists (client entry sets it after the client modules have loaded).
 */
let queued = false;

export function onRouteDidUpdate(): void {
  if (queued || !ExecutionEnvironment.canUseDOM || typeof window.requestIdleCallback !== 'function') return;
  queued = true;
  const { prefetch, preload } = window.docusaurus;
  const deferred = idleQueue<string>(
    path => prefetch(path),
    work => window.requestIdleCallback(work, { timeout: 3000 }),
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
