import { expect, test } from '@playwright/test';

/**
 * Code wraps at every width rather than scrolling sideways (src/css/custom.css): at 1280 px readers met a debounce
 * sample cut at "onQueryCh…", imports cut mid-name and a rendered block's counts behind the right edge, and took the
 * cut lines for whole ones. Each page here had blocks wider than the desktop column.
 */
const pages = [
  '/docs/tips/nextjs',
  '/docs/tips/limit-groups',
  '/docs/utils/export',
  '/docs/tips/maximizing-performance',
  '/docs/tips/server-side',
];

for (const path of pages) {
  test(`${path} at 1280: every code block shows its lines whole, a long line wrapping with its continuation indented`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached({ timeout: 20_000 });
    // Visible ones only: a tab's hidden panel holds blocks too.
    const blocks = page.locator('article .theme-code-block pre').filter({ visible: true });
    await expect(blocks.first()).toBeVisible();
    const measured = await blocks.evaluateAll((all) =>
      all.map((pre) => {
        const lines = Array.from(pre.querySelectorAll<HTMLElement>('.token-line'));
        const rowHeight = parseFloat(getComputedStyle(pre).lineHeight);
        const wrapped = lines.filter((line) => line.getBoundingClientRect().height > rowHeight * 1.5);
        return {
          start: pre.textContent!.slice(0, 50),
          // A few pixels of the code's own right padding may overflow without hiding any text.
          hidden: pre.scrollWidth - pre.clientWidth > 8,
          wrapped: wrapped.length,
          indented: wrapped.every((line) => {
            const range = document.createRange();
            range.selectNodeContents(line);
            const boxes = Array.from(range.getClientRects()).filter((box) => box.width > 0);
            const first = boxes[0]!;
            const continued = boxes.filter((box) => box.top > first.top + 2);
            // Where the line's own text starts, after its indentation.
            const text = Array.from(line.children).find((token) => token.textContent!.trim() !== '')!;
            const textLeft = text.getClientRects()[0]!.left;
            // Each further row of a line starts a little inside the line's text, not level with the lines around it.
            return Math.min(...continued.map((box) => box.left)) >= textLeft + 4;
          }),
        };
      }),
    );
    expect(measured.filter((block) => block.hidden)).toEqual([]);
    expect(
      measured.some((block) => block.wrapped > 0),
      'a line longer than the column, wrapped',
    ).toBe(true);
    expect(measured.filter((block) => !block.indented)).toEqual([]);
  });
}
