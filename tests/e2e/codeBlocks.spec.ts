import { expect, test, type Page } from '@playwright/test';
import { stockBuild } from './buildKind';
import { buildDirectory } from '../../playwright.config';
import { chunkFilePattern } from '../../scripts/chunkFiles.mjs';

// Only the lean build loads the highlighter as a chunk of its own (plugins/lean, deferPrism); stock Docusaurus has
// Prism in every page's main bundle.
test.skip(stockBuild, 'LEAN_BUILD=false build: Prism is in the main bundle, there is no highlighter chunk to lose');

const highlighterChunk = chunkFilePattern(buildDirectory, 'highlighter');
/** /docs/utils/export is one of the longest pages: its hydration took more than 7 s at load average 17 on 2 cores. */
const hydration = { timeout: 20_000 };

/** Makes the highlighter chunk fail to load until `restore` is called; collects uncaught page errors. */
async function loseHighlighter(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  let lost = true;
  await page.route(highlighterChunk, (route) => (lost ? route.abort('failed') : route.continue()));
  return { errors, restore: () => (lost = false) };
}

test('a block drawn after a client-side navigation shows its code plain, with Retry, when the highlighter cannot load', async ({
  page,
}) => {
  const { errors, restore } = await loseHighlighter(page);
  await page.goto('/docs/utils/export');
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached(hydration);
  await page.locator('article').getByRole('link', { name: 'formatQuery', exact: true }).first().click();
  await expect(page).toHaveURL(/\/api\/functions\/react_querybuilder\.formatQuery$/);
  const block = page.locator('article .theme-code-block').first();
  await expect(block.locator('pre')).toContainText('formatQuery');
  const retry = block.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  // Still copyable: the copy button reads the block's code, not its drawing.
  await block.hover();
  await expect(block.getByRole('button', { name: 'Copy code to clipboard' })).toBeAttached();
  expect(errors).toEqual([]);

  restore();
  await retry.click();
  await expect(block.locator('pre .token').first()).toBeAttached();
  await expect(block.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("in dark mode, a server-drawn block whose highlighter cannot load shows its code plain, in the mode's colours", async ({
  page,
}) => {
  const { errors } = await loseHighlighter(page);
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/docs/utils/export');
  await expect(page.locator('html[data-theme="dark"][data-has-hydrated="true"]')).toBeAttached(hydration);
  const block = page.locator('article .theme-code-block').first();
  await expect(block.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(block.locator('pre')).toBeVisible();
  expect((await block.locator('pre').innerText()).length).toBeGreaterThan(20);
  expect(errors).toEqual([]);
});
