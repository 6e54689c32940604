import { expect, test, type Page } from '@playwright/test';
import { openDemo, switchColorMode } from './demoPage';
import { trackRequests } from './pageSettled';
import { watchPolicy } from './policyWatch';

/**
 * Every kind of page runs under the Content-Security-Policy that scripts/serve.mjs (like the nginx
 * sample) sends: no page may trip it, whatever it loads or evaluates. Each flavour's demo is checked where
 * demoFlavours.spec.ts loads it (in both colour modes), so that no UI library loads twice for it.
 */

async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  // Without the header this test would pass for nothing.
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
}

test.describe('Content-Security-Policy', () => {
  test.describe.configure({ timeout: 60_000 });

  test('home page, in both colour modes', async ({ page }) => {
    const policy = await watchPolicy(page);
    await visit(page, '/');
    await expect(page.locator('.queryBuilder').first()).toBeVisible({ timeout: 20_000 });
    await switchColorMode(page, 'dark');
    expect(await policy.problems()).toEqual([]);
  });

  test('a docs page with a live example, and the search modal', async ({ page }) => {
    const policy = await watchPolicy(page);
    await visit(page, '/docs/components/querybuilder#try-it');
    const preview = page.locator('[data-live-code]').last().getByRole('region', { name: 'Live preview' });
    await preview.scrollIntoViewIfNeeded();
    await expect(preview.locator('.queryBuilder')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Search' }).first().click();
    await page.locator('.DocSearch-Modal input.DocSearch-Input').fill('formatQuery');
    await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible({ timeout: 15_000 });
    expect(await policy.problems()).toEqual([]);
  });

  test('an API page', async ({ page }) => {
    const policy = await watchPolicy(page);
    const requests = trackRequests(page);
    await visit(page, '/api/interfaces/react_querybuilder.RuleType');
    await expect(page.locator('h1')).toBeVisible();
    await requests.settled();
    expect(await policy.problems()).toEqual([]);
  });

  test('the search page with a query', async ({ page }) => {
    const policy = await watchPolicy(page);
    await visit(page, '/search?q=formatQuery');
    await expect(page.getByText(/\d+ documents found/)).toBeVisible({ timeout: 15_000 });
    expect(await policy.problems()).toEqual([]);
  });

  test('the sandbox running a template', async ({ page }) => {
    const policy = await watchPolicy(page);
    await visit(page, '/sandbox?template=material');
    // The preview runs in the sandboxed frame, under the same policy (its requests carry it too).
    const preview = page.frameLocator('iframe[title="Preview"]').getByRole('region', { name: 'Preview' });
    await expect(preview.locator('.MuiSelect-select').first()).toBeVisible({ timeout: 30_000 });
    const frameResponse = await page.request.get('/sandbox/frame');
    expect(frameResponse.headers()['content-security-policy']).toMatch(/script-src 'self'/);
    expect(await policy.problems()).toEqual([]);
  });

  test("the sandbox's export buttons post to StackBlitz and CodeSandbox without a violation", async ({
    page,
    context,
  }) => {
    const policy = await watchPolicy(page);
    // Intercepted in the browser: nothing leaves the machine. The forms open new tabs, so the route is the context's.
    const posted: string[] = [];
    await context.route(/^https:\/\/(stackblitz\.com|codesandbox\.io)\//, (route) => {
      posted.push(`${route.request().method()} ${route.request().url()}`);
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>intercepted</title>',
      });
    });
    await visit(page, '/sandbox');
    const preview = page.frameLocator('iframe[title="Preview"]').getByRole('region', { name: 'Preview' });
    await expect(preview.locator('.queryBuilder')).toBeVisible({ timeout: 20_000 });
    for (const name of ['Open in StackBlitz', 'Open in CodeSandbox']) {
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name }).click();
      const opened = await popup;
      await expect(opened).toHaveTitle('intercepted');
      await opened.close();
    }
    expect(posted).toEqual([
      'POST https://stackblitz.com/run?file=src/App.tsx',
      'POST https://codesandbox.io/api/v1/sandboxes/define?query=file=/src/App.tsx',
    ]);
    expect(await policy.problems()).toEqual([]);
  });

  test('a client-side redirect page', async ({ page }) => {
    const policy = await watchPolicy(page);
    await visit(page, '/react-querybuilder?from=csp#top');
    await expect(page).toHaveURL(/\/demo/);
    expect(await policy.problems()).toEqual([]);
  });

  test('the demo, in both colour modes', async ({ page }) => {
    const policy = await watchPolicy(page);
    // The header is checked on the navigation's response; openDemo navigates itself.
    const headers = (await page.request.head('/demo')).headers();
    expect(headers['content-security-policy']).toMatch(/script-src 'self'/);
    await openDemo(page, '/demo');
    await switchColorMode(page, 'dark');
    expect(await policy.problems()).toEqual([]);
  });
});
