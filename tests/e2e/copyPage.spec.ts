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

    // Before the page itself hydrates no button on it answers (stock Docusaurus too); a press after that is held until
    // the actions' own code has hydrated them. One press: a second would race the confirmation's 2.5 s.
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Copy page' }).click();
    // The button's label and the announcement read in one go: the confirmation lasts 2.5 s.
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const button = document.querySelector('button[data-status]');
            return [
              button?.textContent,
              button?.closest('[data-markdown-ignore]')?.querySelector('[role="status"]')?.textContent,
            ];
          }),
        { timeout: 20_000 },
      )
      .toEqual(['Copied', 'Page copied to the clipboard as Markdown.']);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
    expect(watch.problems).toEqual([]);
  });
}

// A first load keeps the actions' server HTML without their code, which hydrates it as the reader reaches the row
// (src/components/serverHtmlIsland.tsx, interactiveIsland): a press that lands before that is held, then given.
test('the page actions hydrate on approach without an error, keep a press made first, and follow a client-side navigation', async ({
  page,
}) => {
  const watch = watchPage(page);
  await page.goto('/docs/intro');
  const copy = page.getByRole('button', { name: 'Copy page' });
  await expect(copy).toBeVisible();
  // Before the page itself hydrates no button on it answers (stock Docusaurus too): the island's hold starts after.
  // Over 7 s on a busy 2-core CI.
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached({ timeout: 20_000 });
  // The first approach is the press itself: focus and Enter at once, no retry.
  await copy.focus();
  await page.keyboard.press('Enter');
  // Once lost in about half the runs when the chunk was cached: the island's own root, not yet hydrated, stopped the
  // press before the hold saw it. The hold now takes it on the way down.
  const copied = page.getByRole('status').filter({ hasText: 'Page copied' });
  await expect(copied).toBeAttached({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Copied' })).toBeFocused();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Introduction/);

  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).not.toHaveURL(/\/docs\/intro$/);
  expect(await page.evaluate(() => 'sameDocument' in window), 'a client-side navigation').toBe(true);
  const path = new URL(page.url()).pathname;
  await expect(page.getByRole('link', { name: 'Markdown', exact: true })).toHaveAttribute('href', `${path}.md`);
  await page.getByRole('button', { name: 'Copy page' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Page copied' })).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await (await page.request.get(`${path}.md`)).text(),
  );
  expect(watch.problems).toEqual([]);
});

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

  test('the actions fold into one menu on the breadcrumbs line, above the title, without widening the page', async ({
    page,
  }) => {
    await page.goto('/docs/utils/export');
    const menuButton = page.getByRole('button', { name: 'Page actions' });
    await expect(menuButton).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy page' })).toBeHidden();
    const [menuBox, crumbsBox, titleBox] = await Promise.all([
      menuButton.boundingBox(),
      page.locator('.theme-doc-breadcrumbs').boundingBox(),
      page.locator('h1').boundingBox(),
    ]);
    // One line: the button sits beside the breadcrumbs, not on a row of its own.
    expect(menuBox!.y).toBeLessThan(crumbsBox!.y + crumbsBox!.height);
    expect(menuBox!.y + menuBox!.height).toBeLessThanOrEqual(titleBox!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The menu is a native popover: it opens, offers every action within the screen, and Escape closes it.
    await menuButton.click();
    const copy = page.getByRole('button', { name: 'Copy page' });
    await expect(copy).toBeVisible();
    for (const name of ['Markdown', 'Open in ChatGPT', 'Open in Claude']) {
      const box = await page.getByRole('link', { name, exact: true }).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(390);
      expect(box!.height, name).toBeGreaterThanOrEqual(24);
    }
    await page.keyboard.press('Escape');
    await expect(copy).toBeHidden();
  });
});

test('the Markdown twin opened in a tab gets the site icon, not a 404 for /favicon.ico', async ({ page }) => {
  // A document that names no icon (the twin is text/markdown) makes the browser ask for /favicon.ico.
  const response = await page.request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/x-icon');
  expect((await response.body()).subarray(23, 26).toString('latin1')).toBe('PNG');
});
