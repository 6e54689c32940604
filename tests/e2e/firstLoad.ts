import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';
import { consoleUtilitiesMark } from '../../src/client-modules/consoleUtilities/mark';
import { trackRequests } from './pageSettled';

export interface ScriptBytes {
  readonly url: string;
  readonly gzip: number;
  readonly brotli: number;
}

export interface FirstLoadBytes {
  readonly scripts: readonly ScriptBytes[];
  /** First-load scripts the page's resource timing shows but no request event reported: counted in `scripts` too. */
  readonly missedByEvents: readonly string[];
  /** Scripts requested once the page went idle (the console utilities): fetched, but not first-load work. */
  readonly deferredScripts: readonly ScriptBytes[];
  readonly jsGzip: number;
  readonly jsBrotli: number;
  /** Every stylesheet the first load fetched, including those a lazy component brought in after the first paint. */
  readonly cssGzip: number;
  readonly cssBrotli: number;
  /** The stylesheets the browser had to load before it could paint (the server-rendered page links them). */
  readonly stylesheets: readonly (ScriptBytes & { readonly renderBlocking: boolean })[];
  readonly renderBlockingCssGzip: number;
}

export interface MeasureOptions {
  /** Also compress with brotli at its highest quality: slow on big chunks, so only the benchmark asks for it. */
  readonly brotli?: boolean;
  /** False for a page of another site (the benchmark's default site), which has none of this site's deferred work. */
  readonly deferredWork?: boolean;
}

const compressedSizes = (body: Buffer, { brotli = false }: MeasureOptions) => ({
  gzip: gzipSync(body, { level: 9 }).length,
  brotli: brotli
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length
    : 0,
});

const sum = (items: readonly ScriptBytes[], key: 'gzip' | 'brotli') =>
  items.reduce((total, item) => total + item[key], 0);

// Set when deferred work starts fetching: the console utilities (src/client-modules/consoleUtilities) and the
// search bar behind the navbar's button (plugins/localSearch/theme/SearchBar), both once the page is idle.
const deferredWorkMarks = [consoleUtilitiesMark, 'rqb:search-bar'];

/**
 * Gzip bytes of every script and stylesheet a page requests until it has settled (hydrated, its deferred work done,
 * nothing in flight). Link prefetches for other routes are not executed (Chromium types them "other"), so they are
 * left out. Bodies are fetched again afterwards, because Chromium does not always keep a preloaded script's body for
 * the test to read.
 */
export async function measureFirstLoad(
  page: Page,
  path: string,
  options: MeasureOptions = {},
): Promise<FirstLoadBytes> {
  const requested = new Map<string, 'script' | 'stylesheet'>();
  const onRequest = (request: Request) => {
    const type = request.resourceType();
    if (type === 'script' || type === 'stylesheet') requested.set(request.url(), type);
  };
  page.on('request', onRequest);
  const requests = trackRequests(page);
  await page.goto(path, { waitUntil: 'load' });
  await requests.settled(undefined, { deferredWork: options.deferredWork ?? true });
  requests.stop();
  page.off('request', onRequest);

  // The request events are one witness; the page's own resource timing is a second. A script that the timing shows
  // executed but no event reported (seen once under heavy load: a content chunk missing, 144.0 KB read for a 161.8 KB
  // page) is counted all the same, so that a budget never passes on a short count.
  // Only script elements: preloads and prefetches (initiator "link") are fetches, not execution. Read before the
  // deferred work below, so that a script of the deferred work that started after the settling (the search bar's
  // chunks) is classed as deferred there.
  const executedByTiming = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => entry.name)
      .filter((url) => /\.m?js$/.test(new URL(url).pathname)),
  );
  const missedByEvents = executedByTiming.filter((url) => !requested.has(url));
  for (const url of missedByEvents) requested.set(url, 'script');
  const deferredSince = await page.evaluate((marks) => {
    const starts = marks.flatMap((mark) => performance.getEntriesByName(mark).map((entry) => entry.startTime));
    if (starts.length === 0) return [];
    const started = Math.min(...starts);
    // By each URL's first fetch: a link prefetch after the mark may fetch a chunk the page executed long before (its
    // own content chunk, prefetched again for a link to another section), which is still first-load work.
    const firstFetch = new Map<string, number>();
    for (const entry of performance.getEntriesByType('resource'))
      firstFetch.set(entry.name, Math.min(entry.startTime, firstFetch.get(entry.name) ?? Infinity));
    return [...firstFetch].filter(([, start]) => start >= started).map(([name]) => name);
  }, deferredWorkMarks);
  const deferred = new Set(deferredSince);
  // Chromium reports per resource whether it held up the first paint.
  const renderBlocking = new Set(
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            (entry as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus ===
            'blocking',
        )
        .map((entry) => entry.name),
    ),
  );

  const scripts: ScriptBytes[] = [];
  const deferredScripts: ScriptBytes[] = [];
  const stylesheets: (ScriptBytes & { renderBlocking: boolean })[] = [];
  for (const [url, type] of requested) {
    const sizes = { url, ...compressedSizes(await (await page.request.get(url)).body(), options) };
    if (type === 'stylesheet') stylesheets.push({ ...sizes, renderBlocking: renderBlocking.has(url) });
    else (deferred.has(url) ? deferredScripts : scripts).push(sizes);
  }
  return {
    scripts,
    missedByEvents: missedByEvents.filter((url) => !deferred.has(url)),
    deferredScripts,
    jsGzip: sum(scripts, 'gzip'),
    jsBrotli: sum(scripts, 'brotli'),
    cssGzip: sum(stylesheets, 'gzip'),
    cssBrotli: sum(stylesheets, 'brotli'),
    stylesheets,
    renderBlockingCssGzip: sum(
      stylesheets.filter((sheet) => sheet.renderBlocking),
      'gzip',
    ),
  };
}

/**
 * Scripts a loaded page fetches while `interact` runs (e.g. scrolling its lazy examples into view), with
 * their compressed sizes: what the page loads on demand rather than up front.
 */
export async function measureLazyScripts(
  page: Page,
  interact: () => Promise<void>,
  options: MeasureOptions = {},
): Promise<ScriptBytes[]> {
  const requested = new Set<string>();
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'script') requested.add(request.url());
  };
  page.on('request', onRequest);
  const requests = trackRequests(page);
  await interact();
  await requests.noneInFlight();
  requests.stop();
  page.off('request', onRequest);
  const lazy: ScriptBytes[] = [];
  for (const url of requested)
    lazy.push({ url, ...compressedSizes(await (await page.request.get(url)).body(), options) });
  return lazy;
}
