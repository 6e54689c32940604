import { gzipSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';

export interface ScriptBytes {
  readonly url: string;
  readonly gzip: number;
}

export interface FirstLoadBytes {
  readonly scripts: readonly ScriptBytes[];
  /** Scripts requested once the page went idle (the console utilities): fetched, but not first-load work. */
  readonly deferredScripts: readonly ScriptBytes[];
  readonly jsGzip: number;
  readonly cssGzip: number;
}

// Set by src/client-modules/consoleUtilities when it starts fetching the utilities.
const deferredWorkMark = 'rqb:console-utilities';
const quietMs = 500;

/**
 * Gzip bytes of every script and stylesheet a page requests until it has hydrated and the network is quiet.
 * Link prefetches for other routes are not executed (Chromium types them "other"), so they are left out.
 * Network idle alone is not enough: on a long page the browser can sit quiet while it parses main.js, before
 * it asks for the route's chunks. Bodies are fetched again afterwards, because Chromium does not always keep
 * a preloaded script's body for the test to read.
 */
export async function measureFirstLoad(page: Page, path: string): Promise<FirstLoadBytes> {
  const requested = new Map<string, 'script' | 'stylesheet'>();
  let lastRequestAt = Date.now();
  const onRequest = (request: Request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    requested.set(request.url(), type);
    lastRequestAt = Date.now();
  };
  page.on('request', onRequest);
  await page.goto(path, { waitUntil: 'load' });
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached', timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  while (Date.now() - lastRequestAt < quietMs) await page.waitForTimeout(quietMs);
  page.off('request', onRequest);

  const deferredSince = await page.evaluate(mark => {
    const started = performance.getEntriesByName(mark)[0]?.startTime;
    if (started === undefined) return [];
    return performance
      .getEntriesByType('resource')
      .filter(entry => entry.startTime >= started)
      .map(entry => entry.name);
  }, deferredWorkMark);
  const deferred = new Set(deferredSince);

  const scripts: ScriptBytes[] = [];
  const deferredScripts: ScriptBytes[] = [];
  let cssGzip = 0;
  for (const [url, type] of requested) {
    const gzip = gzipSync(await (await page.request.get(url)).body(), { level: 9 }).length;
    if (type === 'stylesheet') cssGzip += gzip;
    else (deferred.has(url) ? deferredScripts : scripts).push({ url, gzip });
  }
  return { scripts, deferredScripts, jsGzip: scripts.reduce((sum, s) => sum + s.gzip, 0), cssGzip };
}
