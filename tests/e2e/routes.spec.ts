import { expect, test } from '@playwright/test';
import { absentDocRoutes, allRoutes, docsVersionSpecs } from './siteRoutes';

test.describe("the site's routes", () => {
  test('every route answers 200 with its own page', async ({ request }) => {
    for (const route of allRoutes) {
      const response = await request.get(route, { maxRedirects: 0 });
      expect(response.status(), route).toBe(200);
      const html = await response.text();
      expect(html, route).toContain('<title');
      expect(html, `${route} is not the not-found page`).not.toContain('Page Not Found');
    }
  });

  test('pages a version lacks, and unknown paths, answer 404 with the not-found page', async ({ request }) => {
    for (const route of absentDocRoutes) {
      const response = await request.get(route, { maxRedirects: 0 });
      expect(response.status(), route).toBe(404);
      expect(await response.text(), route).toContain('Page Not Found');
    }
  });

  test('the not-found page renders in the browser with the site chrome', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('an unknown path under any docs version hydrates the not-found page without discarding it', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The 404 response itself is logged as a failed resource; anything else (React's hydration errors) is a failure.
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('status of 404')) errors.push(message.text());
    });
    for (const version of docsVersionSpecs) {
      const path = `${version.prefix}/no/such/page`;
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' }), path).toBeVisible();
      // Once hydrated, the navbar follows the address: the version it names is the one the reader was in.
      await expect(page.locator('.navbar .dropdown > .navbar__link').first(), path).toHaveText(version.label);
    }
    expect(errors).toEqual([]);
  });

  test('each docs version shows its own label and its main doc is intro', async ({ page }) => {
    for (const version of docsVersionSpecs) {
      await page.goto(`${version.prefix}/intro`);
      await expect(page.locator('.navbar .dropdown > .navbar__link').first(), version.prefix).toHaveText(version.label);
      await expect(page.locator('article h1').first()).toBeVisible();
    }
  });

  test('moved pages send the reader to the new home, and show a link without JavaScript', async ({ page, browser }) => {
    await page.goto('/docs/6/api/export#formatquery');
    await expect(page).toHaveURL(/\/docs\/6\/utils\/export#formatquery$/);

    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const staticPage = await noJs.newPage();
    await staticPage.goto('/docs/umd');
    await expect(staticPage.getByRole('link', { name: 'Buildless' }).last()).toHaveAttribute('href', '/docs/buildless');
    await noJs.close();
  });

  test('archived versions carry the unmaintained banner and Next its own, which never calls a release on npm unreleased', async ({
    page,
  }) => {
    await page.goto('/docs/5/intro');
    await expect(page.locator('.theme-doc-version-banner')).toContainText('no longer actively maintained');
    await page.goto('/docs/next/intro');
    await expect(page.locator('.theme-doc-version-banner')).toContainText('These are the Next docs');
    await expect(page.locator('.theme-doc-version-banner')).not.toContainText('unreleased');
    await page.goto('/docs/intro');
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  });
});

test.describe('redirects', () => {
  test('/react-querybuilder goes to /demo', async ({ page }) => {
    await page.goto('/react-querybuilder');
    await expect(page).toHaveURL(/\/demo(#.*)?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Demo' })).toBeVisible();
  });

  for (const [from, to] of [
    ['/docs/intro.html', '/docs/intro'],
    ['/docs/6/utils/export.htm', '/docs/6/utils/export'],
    ['/demo/index.html', '/demo'],
    ['/index.html', '/'],
  ] as const) {
    test(`${from} reaches ${to}`, async ({ page }) => {
      const response = await page.goto(from);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(to);
    });
  }
});
