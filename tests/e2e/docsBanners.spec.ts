import { expect, test } from '@playwright/test';

// Next documents the newest major ahead of the main docs: every page must say so, without calling a release on npm
// unreleased, and send readers to the same page of the main docs.
const nextPages = [
  { path: '/docs/next/intro', stable: '/docs/intro' },
  { path: '/docs/next/migrate', stable: '/docs/migrate' },
  { path: '/docs/next/utils/export', stable: '/docs/utils/export' },
];

for (const { path, stable } of nextPages) {
  test(`${path} shows the Next banner pointing to the main docs`, async ({ page }) => {
    await page.goto(path);
    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('These are the Next docs, for the newest major on npm.');
    await expect(banner).not.toContainText('unreleased');
    await expect(banner).toContainText("The demos and the navbar's API follow the main docs (v7).");
    const latest = banner.getByRole('link', { name: 'main docs' });
    await expect(latest).toHaveAttribute('href', stable);
  });
}

test('the stable v7 docs show no version banner', async ({ page }) => {
  await page.goto('/docs/intro');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
});
