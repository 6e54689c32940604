import { expect, test } from '@playwright/test';

// Next is a pre-release: every page must say so and send readers to the same page of the stable docs.
const nextPages = [
  { path: '/docs/next/intro', stable: '/docs/intro' },
  { path: '/docs/next/migrate', stable: '/docs/migrate' },
  { path: '/docs/next/utils/export', stable: '/docs/utils/export' },
];

for (const { path, stable } of nextPages) {
  test(`${path} shows the unreleased banner pointing to the stable docs`, async ({ page }) => {
    await page.goto(path);
    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('unreleased documentation');
    const latest = banner.getByRole('link', { name: 'latest version' });
    await expect(latest).toHaveAttribute('href', stable);
  });
}

test('the stable v7 docs show no version banner', async ({ page }) => {
  await page.goto('/docs/intro');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
});
