import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

export interface FirstLoadBytes {
  readonly scripts: ReadonlyArray<{ url: string; gzip: number }>;
  /** Scripts a page schedules for when it is idle (the console utilities), fetched but not first-load work. */
  readonly deferredScripts: ReadonlyArray<{ url: string; gzip: number }>;
  readonly jsGzip: number;
  readonly cssGzip: number;
}

// Only the console utilities' chunk says this; it is fetched once the page has been idle for a while, which a
// slow machine can reach before the network goes quiet because link prefetches keep it busy.
const idleChunkMarker = 'react-querybuilder utilities are available in this console';

/**
 * Gzip bytes of every script and stylesheet a page fetches until the network is idle. Link prefetches
 * for other routes are not executed, so they are left out.
 */
export async function measureFirstLoad(page: Page, path: string): Promise<FirstLoadBytes> {
  const scripts: Array<{ url: string; gzip: number }> = [];
  const deferredScripts: Array<{ url: string; gzip: number }> = [];
  let cssGzip = 0;
  const pending: Array<Promise<void>> = [];
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response
        .body()
        .then(body => {
          const gzip = gzipSync(body, { level: 9 }).length;
          if (type === 'script') (body.includes(idleChunkMarker) ? deferredScripts : scripts).push({ url: response.url(), gzip });
          else cssGzip += gzip;
        })
        // A response that arrives as the test ends (e.g. a chunk fetched once the page is idle) has no readable body.
        .catch(() => undefined),
    );
  };
  page.on('response', onResponse);
  await page.goto(path, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  page.off('response', onResponse);
  return { scripts, deferredScripts, jsGzip: scripts.reduce((sum, s) => sum + s.gzip, 0), cssGzip };
}
