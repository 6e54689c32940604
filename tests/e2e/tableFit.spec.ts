import { expect, test } from '@playwright/test';

/**
 * A desktop docs table fits its column: the widest props and options tables (names, types and what each does) were
 * 800 to 900 px in a 703 px column, their last column, the answer, cut at the right edge with the only sideways
 * scrollbar at the bottom of a table 2,000 px tall. Their code names now break between words (plugins/rehypeTableCards).
 * At 997 px, the narrowest desktop layout, the article column is 491 px: the widest tables are then at their longest
 * words and scroll inside their own box.
 */
const pages = [
  '/docs/utils/export',
  '/docs/components/querybuilder',
  '/docs/security',
  '/docs/next/utils/export',
  '/docs/next/components/querybuilder',
  '/docs/next/security',
  // Its table of exports that change between versions, whole JSON and expressions in its cells.
  '/docs/next/migrate',
];

const width = 1280;

for (const path of pages)
  test(`${path}: every table fits its column at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    const tables = page.locator('article table[data-cards]');
    await expect(tables.first()).toBeVisible();
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached({ timeout: 20_000 });
    // Fonts change every width: measured once they are in.
    await page.evaluate(() => document.fonts.ready);
    const overflowing = await tables.evaluateAll((all) =>
      all
        .map((table, index) => ({ index, content: table.scrollWidth, box: table.clientWidth }))
        .filter(({ content, box }) => content > box + 1),
    );
    expect(overflowing, 'tables whose content is wider than their box (scrollWidth over clientWidth)').toEqual([]);
  });

/**
 * Beside a long last column, a table gave its first column the width of its longest word: `paramPrefix` read as
 * "param" / "Prefix" on the v6 Import page. From 1280 px a short name there stays on one row (plugins/rehypeTableCards
 * marks names of up to 16 characters); a longer one may still break between its words, and the tables above still fit.
 */
for (const path of ['/docs/6/utils/import', '/docs/utils/import', '/docs/components/querybuilder'])
  test(`${path}: short option names in a table's first column stay whole at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached({ timeout: 20_000 });
    await page.evaluate(() => document.fonts.ready);
    const names = page.locator('article table[data-cards] tbody td:first-child code').filter({ visible: true });
    await expect(names.first()).toBeVisible();
    const measured = await names.evaluateAll((all) =>
      all
        .filter((code) => code.textContent!.length <= 16 && !/\s/.test(code.textContent!))
        .map((code) => ({
          name: code.textContent!,
          rows: new Set(Array.from(code.getClientRects()).map((box) => Math.round(box.top))).size,
        })),
    );
    expect(measured.map(({ name }) => name)).toContain(
      path === '/docs/components/querybuilder' ? 'onQueryChange' : 'paramPrefix',
    );
    expect(measured.filter(({ rows }) => rows > 1)).toEqual([]);
  });
