import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * A code line wider than its block ends in a shadow at the edge it continues past (src/css/custom.css): a reader saw
 * imports cut mid-token at the right edge of the desktop column and took them for whole lines. Compared as pixels:
 * a small patch at the block's edge, on a row whose own line is short, against a patch of the same row nearer the
 * middle, which only the block's colour fills.
 */
const page = '/docs/tips/nextjs';

/** Where to look: the row of the block's shortest line, and the x where that line's text ends. */
async function shortLine(pre: Locator) {
  return pre.evaluate((element) => {
    const box = element.getBoundingClientRect();
    let best: { y: number; textRight: number } | undefined;
    for (const line of Array.from(element.querySelectorAll('.token-line'))) {
      const range = document.createRange();
      range.selectNodeContents(line);
      const text = range.getBoundingClientRect();
      const right = text.width === 0 ? box.left : text.right;
      if (!best || right < best.textRight) best = { y: text.top + text.height / 2, textRight: right };
    }
    return { box: { left: box.left, right: box.right }, line: best! };
  });
}

const patch = (p: Page, x: number, y: number) => p.screenshot({ clip: { x, y: y - 2, width: 4, height: 4 } });

async function edges(p: Page, pre: Locator) {
  const { box, line } = await shortLine(pre);
  const clientWidth = await pre.evaluate((element) => element.clientWidth);
  const right = box.left + clientWidth - 5;
  return {
    right: await patch(p, right, line.y),
    left: await patch(p, box.left + 1, line.y),
    middle: await patch(p, Math.max(line.textRight + 40, box.left + 60), line.y),
  };
}

for (const mode of ['light', 'dark'] as const) {
  test(`${mode}: a code block wider than its column shows a shadow at the edge its lines continue past, and none where nothing is hidden`, async ({
    page: p,
  }) => {
    await p.setViewportSize({ width: 1280, height: 900 });
    await p.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await p.goto(page);
    await expect(p.locator(`html[data-theme="${mode}"][data-has-hydrated="true"]`)).toBeAttached({ timeout: 20_000 });
    // Visible ones only: a tab's hidden panel holds blocks too.
    const blocks = p.locator('article .theme-code-block pre').filter({ visible: true });
    const overflowing = await blocks.evaluateAll((all) =>
      // Past the code's own right padding, which overflows by a few pixels without hiding any text.
      all.map((element, index) => ({ index, wide: element.scrollWidth > element.clientWidth + 100 })),
    );
    const wideIndex = overflowing.find((b) => b.wide)?.index;
    const narrowIndex = (
      await blocks.evaluateAll((all) => all.map((element) => element.scrollWidth <= element.clientWidth))
    ).indexOf(true);
    expect(wideIndex, 'a block wider than the column on this page').toBeDefined();

    const wide = blocks.nth(wideIndex!);
    await wide.scrollIntoViewIfNeeded();
    const atStart = await edges(p, wide);
    expect(atStart.right.equals(atStart.middle), 'shadow at the right edge while lines continue past it').toBe(false);
    expect(atStart.left.equals(atStart.middle), 'no shadow at the left edge before scrolling').toBe(true);

    await wide.evaluate((element) => (element.scrollLeft = element.scrollWidth));
    const atEnd = await edges(p, wide);
    expect(atEnd.left.equals(atEnd.middle), 'shadow at the left edge once scrolled').toBe(false);
    expect(atEnd.right.equals(atEnd.middle), 'no shadow at the right edge at the end of the lines').toBe(true);

    if (narrowIndex >= 0) {
      const narrow = blocks.nth(narrowIndex);
      await narrow.scrollIntoViewIfNeeded();
      const fit = await edges(p, narrow);
      expect(fit.right.equals(fit.middle), 'a block that fits has no shadow').toBe(true);
    }
  });
}

// What a sample prints or draws is the answer a reader came for: it wraps at every width rather than hiding its end
// (a rendered block's counts, a one-line JSON result) behind the right edge.
for (const path of ['/docs/tips/limit-groups', '/docs/utils/export']) {
  test(`${path} at 1280: every output and rendered block shows its lines whole, with no sideways scrolling`, async ({
    page: p,
  }) => {
    await p.setViewportSize({ width: 1280, height: 900 });
    await p.goto(path);
    await expect(p.locator('html[data-has-hydrated="true"]')).toBeAttached({ timeout: 20_000 });
    const outputs = p.locator('article .theme-code-block.sample-output pre').filter({ visible: true });
    await expect(outputs.first()).toBeVisible();
    const widths = await outputs.evaluateAll((all) =>
      all.map((element) => ({
        text: element.textContent!.slice(0, 60),
        over: element.scrollWidth - element.clientWidth,
      })),
    );
    // A few pixels of the code's own right padding may overflow without hiding any text.
    expect(widths.filter((block) => block.over > 8)).toEqual([]);
  });
}
