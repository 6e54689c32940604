import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * A reader arriving mid-page on an archived or Next docs page (an anchor, a search hit) sees which version it is: the
 * banner and the version badge are then above the view and the navbar hides on scroll, so a one-line strip stays at
 * the top of the view, clear of the heading arrived at, and of the navbar when it shows again.
 */
const top = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().top);
const bottom = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().bottom);

/** Whether the strip is drawn on top at its centre: not covered by the navbar, the banner or the page's content. */
const drawnOnTop = (strip: Locator) =>
  strip.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const atCentre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return atCentre !== null && element.contains(atCentre);
  });

/** What the strip reads: the version's label, and the state of that version added by the stylesheet. */
const stripText = (strip: Locator) =>
  strip.evaluate(
    (element) => `${element.textContent}${getComputedStyle(element, '::after').content.replace(/^"|"$/g, '')}`,
  );

const stripOf = (page: Page) => page.locator('.doc-version-strip');

async function arrive(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached({ timeout: 20_000 });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`version strip at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('arriving at a v6 anchor, the version is in view beside the heading, whether the navbar shows or not', async ({
      page,
    }) => {
      await arrive(page, '/docs/6/utils/import#parsesql');
      const strip = stripOf(page);
      const heading = page.locator('h2#parsesql, h3#parsesql').first();
      expect(await stripText(strip)).toBe('v6 docs · no longer maintained');
      await expect(heading).toBeInViewport();
      await expect(strip).toBeInViewport({ ratio: 1 });
      await expect.poll(() => drawnOnTop(strip)).toBe(true);
      // One line, and the heading below it.
      expect((await strip.boundingBox())?.height ?? 0).toBeLessThan(32);
      expect(await top(heading)).toBeGreaterThanOrEqual(await bottom(strip));

      // The navbar shows again when the reader scrolls up: the strip moves below it, still in view and uncovered.
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      await page.mouse.wheel(0, -120);
      const navbar = page.locator('.navbar');
      await expect(navbar).not.toHaveClass(/navbarHidden/);
      await expect.poll(async () => (await top(strip)) >= (await bottom(navbar)) - 1).toBe(true);
      await expect.poll(() => drawnOnTop(strip)).toBe(true);

      // And the anchor, jumped to while the navbar shows, lands below both.
      await page.evaluate(() => document.getElementById('parsesql')?.scrollIntoView());
      await expect.poll(async () => (await top(heading)) >= (await bottom(strip))).toBe(true);
    });

    test('a jump to an anchor of a Next page, from the address or a link, lands the target below the strip', async ({
      page,
    }) => {
      await arrive(page, '/docs/next/tips/subqueries#postgresql-array-parameters');
      const strip = stripOf(page);
      const target = page.locator('#postgresql-array-parameters');
      await expect(target).toBeInViewport();
      await expect.poll(() => drawnOnTop(strip)).toBe(true);
      await expect.poll(async () => (await top(target)) >= (await bottom(strip))).toBe(true);

      // From the link in the page above it, and to an element that is not a heading.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator('article p a[href$="#postgresql-array-parameters"]').first().click();
      await expect(target).toBeInViewport();
      await expect.poll(async () => (await top(target)) >= (await bottom(strip))).toBe(true);
      const other = await page.evaluate(() => {
        const element = Array.from(document.querySelectorAll('article [id]')).find(
          (candidate) => !candidate.matches('h1, h2, h3, h4, h5, h6') && candidate.getBoundingClientRect().height > 0,
        );
        return element?.id;
      });
      if (other) {
        await page.evaluate((id) => document.getElementById(id)?.scrollIntoView(), other);
        const element = page.locator(`[id="${other}"]`);
        // Such a target meets the strip's edge, less a fraction of a pixel where the scroll position is rounded.
        await expect.poll(async () => (await top(element)) >= (await bottom(strip)) - 0.5).toBe(true);
      }
    });

    test('at the top of the page the banner covers the strip, which says nothing twice', async ({ page }) => {
      await arrive(page, '/docs/6/utils/import');
      await expect(page.locator('.theme-doc-version-banner')).toBeInViewport();
      expect(await drawnOnTop(stripOf(page))).toBe(false);
    });
  });
}

test('Next pages have the strip naming their major; the latest docs, which have no banner, have none', async ({
  page,
}) => {
  await arrive(page, '/docs/next/utils/import');
  expect(await stripText(stripOf(page))).toBe('Next docs · v8');
  // Version 8 is on npm: nothing the reader sees on a Next page, the strip's added words included, says otherwise.
  const seen = `${await page.locator('body').innerText()} ${await stripText(stripOf(page))}`;
  expect(seen).not.toMatch(/\b(unreleased|upcoming|pre-?release|not (yet )?released)\b/i);
  await arrive(page, '/docs/utils/import');
  await expect(stripOf(page)).toHaveCount(0);
});
