import { expect, test } from '@playwright/test';
import { builder, openDemo, watchProblems } from './demoPage';

// Several tests route scripts through handlers that fetch them; the site prefetches chunks in idle time, so one can
// still be in a handler when the test's last check passes. Its late failure is not the test's.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test.describe('scrolling after client-side navigation', () => {
  test('scrolls to the hash target of the new page', async ({ page }) => {
    await page.goto('/markdown-page');
    await page.getByRole('link', { name: 'list of flavours' }).click();
    await expect(page).toHaveURL(/\/#flavours$/);
    await expect(page.getByRole('heading', { name: 'Fits your UI library' })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('scrolls to the top of a new page without a hash', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 500 });
    await page.goto('/markdown-page');
    const link = page.getByRole('link', { name: '/sandbox' });
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await link.click();
    // The sandbox then names its template in the query string.
    await expect(page).toHaveURL(/\/sandbox(\?template=basic)?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sandbox' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('does not scroll when only the query string changes', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 420 });
    await page.goto('/search?q=formatQuery');
    // The count waits for the version's index to load and answer: 7 s was not always enough on a loaded CI machine.
    await expect(page.getByText(/\d+ documents found/)).toBeVisible({ timeout: 15_000 });
    const input = page.locator('input[name="q"]');
    await input.focus();
    await page.evaluate(() => window.scrollTo(0, 120));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBe(120);
    // Typing rewrites ?q= through the router: a navigation that changes only the query string.
    await page.keyboard.press('End');
    await page.keyboard.type('s');
    await expect(page).toHaveURL(/\/search\?q=formatQuerys$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });
});

test.describe('faults', () => {
  test('a route chunk that fails to load leads to a full page reload', async ({ page }) => {
    let blockScripts = false;
    let blocked = 0;
    await page.route('**/*', (route) => {
      const request = route.request();
      // The reload's own requests must succeed, so blocking stops at the next full page load.
      if (request.resourceType() === 'document') blockScripts = false;
      if (blockScripts && request.url().includes('/assets/js/')) {
        blocked += 1;
        return route.abort('connectionfailed');
      }
      return route.continue();
    });
    await page.goto('/markdown-page');
    await page.waitForFunction(() => 'formatQuery' in window);
    await page.evaluate(() => Object.assign(window, { documentBeforeNavigation: true }));
    blockScripts = true;
    await page.getByRole('link', { name: '/sandbox' }).click();
    await expect(page).toHaveURL(/\/sandbox$/);
    await page.waitForFunction(() => !('documentBeforeNavigation' in window));
    expect(blocked).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Sandbox' })).toBeVisible();
  });

  test('a render crash shows "This page crashed." with "Try again" and the error', async ({ page }) => {
    // Make one heading of the markdown page throw while rendering, as a bug in a component would.
    await page.route('**/assets/js/**', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      const sabotaged = body.replace(
        /children:(["'])What lives where\1/g,
        'children:(()=>{throw new Error("Injected render failure")})()',
      );
      await route.fulfill({ response, body: sabotaged });
    });
    await page.goto('/markdown-page');
    await expect(page.getByText('This page crashed.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByText('Injected render failure')).toBeVisible();
  });
});

test.describe('slow and failed loads', () => {
  test('a slow route shows the progress bar, then a delayed spinner while the flavour loads, then the demo', async ({
    page,
  }) => {
    await openDemo(page, '/demo');
    let delayed = 0;
    // Every script is slow; Bulma's controls (the only chunk saying "rqb-flavour-bulma") slower still, so the
    // spinner stays up well after the route has switched.
    await page.route('**/assets/js/**', async (route) => {
      delayed += 1;
      const response = await route.fetch();
      const isFlavourChunk = (await response.text()).includes('rqb-flavour-bulma');
      await new Promise((resolve) => setTimeout(resolve, isFlavourChunk ? 4_000 : 1_500));
      await route.fulfill({ response });
    });
    await page.getByRole('link', { name: 'Bulma' }).click();
    // The old page stays while the next route's code loads, with the progress bar on top.
    await expect(page.locator('#nprogress')).toBeAttached();
    await expect(page).toHaveURL(/\/demo\/bulma/);
    const spinner = builder(page).getByRole('status');
    await expect(spinner).toContainText('Loading Bulma');
    // Shown only once the load has taken 200 ms, so quick loads do not flash it.
    await expect(spinner).toHaveCSS('animation-delay', '0.2s');
    await expect(builder(page).locator('.rule').first()).toBeVisible({ timeout: 20_000 });
    await expect(spinner).toHaveCount(0);
    expect(delayed).toBeGreaterThan(0);
  });

  test('a flavour that fails to load shows the error and a Retry button that recovers', async ({ page }) => {
    const problems = watchProblems(page);
    let failing = true;
    // Only the chunk with Bulma's controls fails (it alone says "rqb-flavour-bulma"; the Code tab's code names the
    // demo's colour classes too); the page itself loads.
    await page.route('**/assets/js/**', async (route) => {
      const response = await route.fetch();
      if (failing && (await response.text()).includes('rqb-flavour-bulma')) return route.abort('connectionfailed');
      return route.fulfill({ response });
    });
    await page.goto('/demo/bulma');
    const alert = builder(page).getByRole('alert');
    await expect(alert).toContainText('Bulma could not be loaded');
    failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(builder(page).locator('.rule').first()).toBeVisible({ timeout: 20_000 });
    // Apart from the blocked requests themselves, nothing went wrong.
    expect(problems.filter((problem) => !problem.includes('net::ERR'))).toEqual([]);
  });
});
