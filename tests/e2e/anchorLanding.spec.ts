import { expect, test, type Page } from '@playwright/test';
import { trackRequests, type RequestTracker } from './pageSettled';
import { modalInput, waitForSearchShortcut } from './searchModal';

/**
 * A reader who arrives at a section (a search hit, a link or an address with its anchor) sees its heading once the
 * page has settled: live examples, lazily loaded samples and the search's landing on the matched text must not leave
 * it above or below the view. At a phone's and a desktop's viewport.
 */

const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;

/**
 * The heading's top once nothing moves it: no request open and the same position for 30 frames in a row, twice (a
 * chunk requested while the first wait ran is waited for too). Frames, not a fixed sleep: a late layout shift shows.
 */
async function settledTop(page: Page, requests: RequestTracker, id: string): Promise<number> {
  const stillTop = () =>
    page.evaluate(
      (anchor) =>
        new Promise<number>((resolve) => {
          let last = Number.NaN;
          let still = 0;
          const look = () => {
            const top = document.getElementById(anchor)?.getBoundingClientRect().top ?? Number.NaN;
            still = top === last ? still + 1 : 0;
            last = top;
            if (still >= 30) resolve(top);
            else requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        }),
      id,
    );
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached', timeout: 20_000 });
  await requests.noneInFlight(20_000);
  await stillTop();
  await requests.noneInFlight(20_000);
  return stillTop();
}

async function expectHeadingInView(page: Page, requests: RequestTracker, id: string): Promise<void> {
  const top = await settledTop(page, requests, id);
  const { height, bottom } = await page.evaluate((anchor) => {
    const box = document.getElementById(anchor)!.getBoundingClientRect();
    return { height: window.innerHeight, bottom: box.bottom };
  }, id);
  expect(top, `#${id}'s top (${Math.round(top)} px) is not above the view`).toBeGreaterThanOrEqual(0);
  expect(bottom, `#${id}'s bottom (${Math.round(bottom)} px) is inside the ${height} px view`).toBeLessThanOrEqual(
    height,
  );
}

const operators = '/docs/next/tips/managing-operators';

for (const { name, viewport } of sizes) {
  test.describe(`arriving at a section (${name})`, () => {
    test.use({ viewport });

    test('from the search modal, the hit’s section heading is in view', async ({ page }) => {
      await page.goto('/docs/next/intro');
      await waitForSearchShortcut(page);
      const requests = trackRequests(page);
      await page.locator('.navbar .DocSearch-Button').click();
      await expect(modalInput(page)).toBeFocused({ timeout: 20_000 });
      // Its first hit is the prose under the section's sample, which used to scroll the heading and sample out of view.
      await modalInput(page).fill('select stays single choice in operator');
      const hit = page.locator('.DocSearch-Hit a').first();
      await expect(hit).toHaveAttribute('href', `${operators}#fixed-values`, { timeout: 20_000 });
      await hit.click();
      await expect(page).toHaveURL(new RegExp(`${operators}#fixed-values$`));
      await expectHeadingInView(page, requests, 'fixed-values');
    });

    test('from a link with the section’s hash, and from the address itself, the heading is in view', async ({
      page,
    }) => {
      const requests = trackRequests(page);
      await page.goto('/docs/next/recipes');
      await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached', timeout: 20_000 });
      await page.locator(`article a[href="${operators}#fixed-values"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${operators}#fixed-values$`));
      await expectHeadingInView(page, requests, 'fixed-values');

      // A fresh load, not a change of hash on the page already shown.
      await page.goto('about:blank');
      await page.goto(`${operators}#fixed-values`);
      await expectHeadingInView(page, requests, 'fixed-values');
    });

    // Heavy pages with live examples and lazily loaded samples: headings below them, spread down the page (the Next
    // Export page's only such block is its last section).
    for (const path of [
      '/docs/components/querybuilder',
      '/docs/next/components/querybuilder',
      '/docs/utils/export',
      '/docs/utils/import',
      '/docs/next/utils/import',
    ]) {
      test(`${path}: headings below live and lazy blocks are in view when their address is opened`, async ({
        page,
      }) => {
        test.setTimeout(90_000);
        await page.goto(path);
        // Headings below the first block drawn after the first paint (a live example or a lazy sample).
        const ids = await page.evaluate(() => {
          const found: string[] = [];
          let belowLazy = false;
          for (const element of Array.from(
            document.querySelectorAll('article :is(h2, h3, h4)[id], [data-lazy-pending], [data-live-code]'),
          )) {
            if (!element.matches('h2, h3, h4')) belowLazy = true;
            else if (belowLazy) found.push(element.id);
          }
          return found;
        });
        expect(ids.length, `${path} has headings below live or lazy blocks`).toBeGreaterThan(0);
        // The first, one from the middle and the last: spread down the page.
        const picked = [...new Set([ids[0]!, ids[Math.floor(ids.length / 2)]!, ids.at(-1)!])];
        for (const id of picked) {
          const requests = trackRequests(page);
          await page.goto('about:blank');
          await page.goto(`${path}#${encodeURIComponent(id)}`);
          await expectHeadingInView(page, requests, id);
          requests.stop();
        }
      });
    }
  });
}
