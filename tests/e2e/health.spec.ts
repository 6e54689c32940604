import { expect, test, type Page } from '@playwright/test';
import { browserCrawlRoutes, crawlRoutes } from './crawlRoutes';
import { allRoutes } from './siteRoutes';

const shardCount = 6;
const visitedRoutes = browserCrawlRoutes();

/** What a loaded page lacks: a title, a description, or targets for its in-page `#anchor` links. */
async function pageDefects(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const defects: string[] = [];
    if (!document.title.trim()) defects.push('no title');
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content')?.trim();
    if (!description) defects.push('no description');
    const here = location.pathname;
    for (const link of Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href*="#"]'))) {
      const target = new URL(link.href);
      if (target.origin !== location.origin || target.pathname !== here || target.hash.length <= 1) continue;
      // A "#key=value" hash is state a page reads (the demo's permalink), not an element to scroll to.
      if (target.hash.includes('=')) continue;
      const id = decodeURIComponent(target.hash.slice(1));
      if (!document.getElementById(id) && document.getElementsByName(id).length === 0) {
        defects.push(`anchor link "${link.getAttribute('href')}" has no target`);
      }
    }
    return [...new Set(defects)];
  });
}

/** Visits each route in turn, collecting console errors, page errors, failed and off-site requests, page defects. */
async function visitAll(page: Page, routes: readonly string[]) {
  const problems: string[] = [];
  let current = '';
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${current}: console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${current}: page error: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:') {
      problems.push(`${current}: third-party request to ${url.origin}`);
    }
  });
  page.on('requestfailed', (request) => {
    // Leaving a page cancels its unfinished prefetches; only real failures count.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`${current}: failed request ${request.url()} (${request.failure()?.errorText})`);
  });
  for (const [index, route] of routes.entries()) {
    current = route;
    const response = await page.goto(route, { waitUntil: 'load' });
    if (response && response.status() !== 200) problems.push(`${route}: status ${response.status()}`);
    // Moved pages send the reader on; what they lead to is crawled in its own right.
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    if (new URL(page.url()).pathname === route) {
      for (const defect of await pageDefects(page)) problems.push(`${route}: ${defect}`);
    }
    // The console utilities arrive a moment after load; wait for them once so their chunk is checked too.
    if (index === 0) await page.waitForFunction(() => 'formatQuery' in window, undefined, { timeout: 10_000 });
  }
  return problems;
}

test('the crawl covers the spec routes, every page but the API reference, and a sample of each API kind', () => {
  expect(crawlRoutes.length).toBeGreaterThan(allRoutes.length);
  expect(crawlRoutes).toContain('/api/interfaces/react_querybuilder.RuleGroupTypeIC');
  for (const route of allRoutes) expect(visitedRoutes).toContain(route);
  expect(visitedRoutes).toEqual(expect.arrayContaining(crawlRoutes.filter((route) => !route.startsWith('/api/'))));
  for (const kind of ['modules', 'interfaces', 'functions', 'type-aliases', 'variables', 'namespaces']) {
    expect(
      visitedRoutes.some((route) => route.startsWith(`/api/${kind}/`)),
      kind,
    ).toBe(true);
  }
});

for (let shard = 0; shard < shardCount; shard++) {
  const routes = visitedRoutes.filter((_, index) => index % shardCount === shard);
  test(`crawl part ${shard + 1}/${shardCount}: no console error, failed or third-party request; titles, descriptions and in-page anchors`, async ({
    page,
  }) => {
    // A route took 1.5 s on average in a full run at load average 14 on 2 cores (169 s for 112): twice that, per route.
    test.setTimeout(30_000 + routes.length * 3_000);
    expect(await visitAll(page, routes)).toEqual([]);
  });
}
