import { expect, test, type Page } from '@playwright/test';
import { allRoutes } from './siteRoutes';

const shardCount = 4;

/** Visits each route in turn, collecting console errors, page errors, failed and off-site requests. */
async function visitAll(page: Page, routes: readonly string[]) {
  const problems: string[] = [];
  let current = '';
  page.on('console', message => {
    if (message.type() === 'error') problems.push(`${current}: console error: ${message.text()}`);
  });
  page.on('pageerror', error => problems.push(`${current}: page error: ${error.message}`));
  page.on('request', request => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:') {
      problems.push(`${current}: third-party request to ${url.origin}`);
    }
  });
  page.on('requestfailed', request => {
    // Leaving a page cancels its unfinished prefetches; only real failures count.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`${current}: failed request ${request.url()} (${request.failure()?.errorText})`);
  });
  for (const [index, route] of routes.entries()) {
    current = route;
    await page.goto(route, { waitUntil: 'load' });
    // The console utilities arrive a moment after load; wait for them once so their chunk is checked too.
    if (index === 0) await page.waitForFunction(() => 'formatQuery' in window, undefined, { timeout: 10_000 });
  }
  return problems;
}

for (let shard = 0; shard < shardCount; shard++) {
  const routes = allRoutes.filter((_, index) => index % shardCount === shard);
  test(`no console error, failed or third-party request on routes (part ${shard + 1}/${shardCount})`, async ({ page }) => {
    test.setTimeout(30_000 + routes.length * 3_000);
    expect(await visitAll(page, routes)).toEqual([]);
  });
}
