import { expect, test } from '@playwright/test';
import { watchPage } from './pageWatch';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

for (const path of [
  '/docs/utils/export',
  '/docs/next/utils/import',
  '/docs/6/intro',
  '/api/interfaces/react_querybuilder.RuleType',
]) {
  test(`"Copy page" on ${path} puts the page's Markdown on the clipboard and confirms`, async ({ page }) => {
    const watch = watchPage(page);
    await page.goto(path);
    const markdownLink = page.getByRole('link', { name: 'Markdown', exact: true });
    await expect(markdownLink).toHaveAttribute('href', `${path}.md`);
    const response = await page.request.get(`${path}.md`);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const markdown = await response.text();
    expect(markdown).toMatch(/^# \S/);

    const copy = page.getByRole('button', { name: 'Copy page' });
    // The control only works once hydrated; retry the click until React has attached its handler.
    await expect(async () => {
      await copy.click();
      await expect(page.getByRole('status').filter({ hasText: 'Page copied' })).toBeAttached({ timeout: 1_000 });
    }).toPass();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
    expect(watch.problems).toEqual([]);
  });
}

test('a failed download says so instead of copying nothing silently', async ({ page }) => {
  await page.goto('/docs/intro');
  await page.route('**/docs/intro.md', (route) => route.fulfill({ status: 503, body: 'down' }));
  const copy = page.getByRole('button', { name: 'Copy page' });
  await expect(async () => {
    await copy.click();
    await expect(page.getByRole('button', { name: 'Copy failed' })).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(page.getByRole('status')).toContainText('Copying failed');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the controls sit above the title without widening the page', async ({ page }) => {
    await page.goto('/docs/utils/export');
    const controls = page.getByRole('button', { name: 'Copy page' });
    await expect(controls).toBeVisible();
    const [controlsBox, titleBox] = await Promise.all([controls.boundingBox(), page.locator('h1').boundingBox()]);
    expect(controlsBox!.y + controlsBox!.height).toBeLessThanOrEqual(titleBox!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
