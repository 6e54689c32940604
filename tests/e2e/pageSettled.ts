import type { Page, Request } from '@playwright/test';
import { consoleUtilitiesReadyMark } from '../../src/client-modules/consoleUtilities/mark';

export interface RequestTracker {
  /** Requests started since tracking began that have neither finished nor failed. */
  readonly inFlight: ReadonlySet<Request>;
  /** Resolves once no tracked request is in flight; rejects after `timeoutMs`, naming those still open. */
  noneInFlight(timeoutMs?: number): Promise<void>;
  /**
   * Resolves once the page has hydrated, its deferred work is done (every page installs the console utilities once
   * idle, and marks when the last is in) and every request made so far has ended: what "everything the first load
   * fetched" means, without guessing a quiet period.
   */
  settled(timeoutMs?: number, options?: { readonly deferredWork?: boolean }): Promise<void>;
  stop(): void;
}

/** Counts a page's requests in flight from now on: call it before the navigation whose requests matter. */
export function trackRequests(page: Page): RequestTracker {
  const inFlight = new Set<Request>();
  let waiters: Array<() => void> = [];
  const started = (request: Request) => void inFlight.add(request);
  const ended = (request: Request) => {
    inFlight.delete(request);
    if (inFlight.size > 0) return;
    for (const wake of waiters) wake();
    waiters = [];
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);

  const noneInFlight = (timeoutMs = 15_000) =>
    new Promise<void>((resolve, reject) => {
      if (inFlight.size === 0) return resolve();
      const timer = setTimeout(() => {
        const open = [...inFlight].map((request) => request.url());
        reject(new Error(`${open.length} request(s) still in flight after ${timeoutMs} ms:\n${open.join('\n')}`));
      }, timeoutMs);
      waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });

  return {
    inFlight,
    noneInFlight,
    async settled(timeoutMs = 20_000, { deferredWork = true } = {}) {
      await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached', timeout: timeoutMs });
      // Another site (the benchmark's default Docusaurus site) has no such work and never marks it.
      if (deferredWork) {
        await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, consoleUtilitiesReadyMark, {
          timeout: timeoutMs,
        });
      }
      await noneInFlight(timeoutMs);
    },
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}
