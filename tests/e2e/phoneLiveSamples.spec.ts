import { expect, test, type Page } from '@playwright/test';
import { controlWidths, sidewaysOverflow, squeezed } from './builderFit';

/**
 * On a phone, the builders of docs live examples wrap their rows rather than squeezing their selects: no select or
 * input is narrower than 80 px and than its own width, and no preview scrolls sideways. The pages are those whose
 * examples squeezed most (a v7 showcase field list and operator list 24 px wide, four v7 QueryBuilder examples).
 */
// Each page loads the editor and the library first: on a busy machine that alone takes a good part of 30 s.
test.describe.configure({ timeout: 120_000 });

const pages = [
  { path: '/docs/tips/showcase', builders: 1 },
  { path: '/docs/components/querybuilder', builders: 4 },
  { path: '/docs/next/components/querybuilder', builders: 1 },
  { path: '/docs/next/tips/showcase', builders: 1 },
];

/** Scrolls down the page until each live example has turned into an editor and rendered its builder. */
async function revealBuilders(page: Page, count: number) {
  const builders = page.locator('[data-live-code] section[aria-label] .queryBuilder');
  await expect(async () => {
    for (const placeholder of await page.locator('pre', { hasText: 'export default function' }).all())
      await placeholder.scrollIntoViewIfNeeded({ timeout: 2_000 }).catch(() => {});
    await expect(builders).toHaveCount(count, { timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  return builders;
}

for (const { path, builders: count } of pages) {
  test(`${path}: live examples fit a phone without squeezed controls`, async ({ page }) => {
    await page.goto(path);
    const builders = await revealBuilders(page, count);
    for (let index = 0; index < count; index += 1) {
      const builder = builders.nth(index);
      await builder.scrollIntoViewIfNeeded();
      expect(squeezed(await controlWidths(builder)), `example ${index + 1}`).toEqual([]);
      expect(await sidewaysOverflow(builder), `example ${index + 1}`).toEqual({ preview: 0, page: 0 });
    }
  });
}
