import { expect, test } from '@playwright/test';

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
    await expect(page).toHaveURL(/\/sandbox$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sandbox' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('does not scroll when only the query string changes', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 420 });
    await page.goto('/search?q=formatQuery');
    await expect(page.getByText(/\d+ documents found/)).toBeVisible();
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
    await page.route('**/*', route => {
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
    await page.route('**/assets/js/**', async route => {
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
