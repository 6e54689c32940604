import { expect, test, type Locator, type Page } from '@playwright/test';
import { hitPaths, modalInput, waitForSearchShortcut } from './searchModal';
import { buildDirectory } from '../../playwright.config';
import { chunkFilePattern } from '../../scripts/chunkFiles.mjs';

const indexRequest = /\/search-index\/.+\.json$/;

function searchButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Search' }).first();
}

async function openAndType(page: Page, query: string) {
  // A click on the server-rendered button before hydration has no handler to reach (a fresh clone's run at load 18
  // clicked too early on /docs/6/intro).
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  await searchButton(page).click();
  await modalInput(page).fill(query);
}

const versionPrefix = /^\/docs\/(next|6|5|4|3)\//;

test.describe('search modal', () => {
  test('opens with Ctrl+K and "/", closes with Escape; button and input say what the spec says', async ({ page }) => {
    await page.goto('/docs/intro');
    await waitForSearchShortcut(page);
    await expect(searchButton(page)).toContainText('Search');
    await page.keyboard.press('Control+k');
    await expect(modalInput(page)).toBeVisible();
    await expect(modalInput(page)).toHaveAttribute('placeholder', 'Search docs');
    await page.keyboard.press('Escape');
    await expect(modalInput(page)).toBeHidden();
    await page.keyboard.press('/');
    await expect(modalInput(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  });

  test('a press on the stand-in button that the loaded search bar replaces before the release still opens the modal', async ({
    page,
  }) => {
    // Hovering the button loads the bar; on a fast connection it can arrive between the press and the release, and
    // the browser then sends the click to neither button. Hold its chunk until the button is pressed.
    let releaseChunk = () => {};
    const chunkHeld = new Promise<void>((done) => (releaseChunk = done));
    await page.route(chunkFilePattern(buildDirectory, 'local-search-bar'), async (route) => {
      await chunkHeld;
      await route.continue();
    });
    await page.goto('/docs/intro');
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    const standIn = await searchButton(page).elementHandle();
    const box = await searchButton(page).boundingBox();
    expect(box).not.toBeNull();
    await page.mouse.move((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2);
    await page.mouse.down();
    releaseChunk();
    await page.waitForFunction((button) => !button?.isConnected, standIn);
    await page.mouse.up();
    await expect(modalInput(page)).toBeVisible();
  });

  test('fetches the index on first open, not on page load', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (indexRequest.test(request.url())) fetched.push(new URL(request.url()).pathname);
    });
    await page.goto('/docs/6/intro');
    // The index would be fetched by the search bar as the page hydrates, if it were fetched before opening.
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    expect(fetched).toEqual([]);
    await openAndType(page, 'formatQuery');
    await hitPaths(page);
    // The version in view and the site's own pages; no other docs version, nor the API reference of another major.
    expect(fetched.map((path) => path.split('/').pop()?.split('.')[0]).sort()).toEqual(['default', 'docs-default-6']);
  });

  test('on a v6 page, "formatQuery" finds v6 pages and no other docs version or API reference', async ({ page }) => {
    await page.goto('/docs/6/intro');
    await openAndType(page, 'formatQuery');
    const paths = await hitPaths(page);
    const docsPaths = paths.filter((path) => path.startsWith('/docs/'));
    expect(docsPaths.length).toBeGreaterThan(0);
    expect(docsPaths.every((path) => path.startsWith('/docs/6/'))).toBe(true);
    expect(paths.filter((path) => path.startsWith('/api/'))).toEqual([]);
    await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText(/formatQuery/i);
  });

  test('on a v7 page, "formatQuery" finds v7 pages only (unprefixed /docs/)', async ({ page }) => {
    await page.goto('/docs/intro');
    await openAndType(page, 'formatQuery');
    const docsPaths = (await hitPaths(page)).filter((path) => path.startsWith('/docs/'));
    expect(docsPaths.length).toBeGreaterThan(0);
    expect(docsPaths.filter((path) => versionPrefix.test(path))).toEqual([]);
  });

  test('on the API reference, after picking Next, search covers the v7 docs the reference belongs to', async ({
    page,
  }) => {
    // A reader who picked Next in the version menu, then went to the API reference (of the v7 release), got 8.x pages first.
    await page.goto('/docs/next/intro');
    await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', 'current'));
    await page.goto('/api/interfaces/react_querybuilder.FormatQueryOptions');
    await openAndType(page, 'formatQuery');
    const paths = await hitPaths(page);
    expect(paths.filter((path) => path.startsWith('/docs/')).length).toBeGreaterThan(0);
    expect(paths.filter((path) => versionPrefix.test(path))).toEqual([]);
    await expect(page.locator('.DocSearch-HitsFooter .local-search-version')).toHaveText(/^Searching v7 docs/);
  });

  test('a hit navigates to its page', async ({ page }) => {
    await page.goto('/docs/6/intro');
    await openAndType(page, 'formatQuery');
    await hitPaths(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/6\//);
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  });

  test('"See all N results" leads to the search page in the same version, which counts the same N', async ({
    page,
  }) => {
    await page.goto('/docs/intro');
    await openAndType(page, 'formatQuery');
    await hitPaths(page);
    const seeAll = page.getByRole('link', { name: /^See all \d+ results$/ });
    const count = Number((await seeAll.textContent())?.match(/\d+/)?.[0]);
    expect(count).toBeGreaterThan(0);
    await seeAll.click();
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    // The modal searched the version in view (v7): the page starts there and says so in its URL.
    await expect(page).toHaveURL(/\/search\?q=formatQuery&version=7$/);
    await expect(page.locator('.search-page-wrapper select')).toHaveValue('7');
    await expect(page.getByText(`${count} documents found`)).toBeVisible();
    await expect(page.locator('main article').first()).toBeVisible();
  });

  test('from a v6 page, the search page starts in v6 and keeps a new choice in the URL', async ({ page }) => {
    await page.goto('/docs/6/intro');
    await openAndType(page, 'formatQuery');
    await hitPaths(page);
    await page.getByRole('link', { name: /^See all \d+ results$/ }).click();
    await expect(page).toHaveURL(/\/search\?q=formatQuery&version=6$/);
    const select = page.locator('.search-page-wrapper select');
    await expect(select).toHaveValue('6');
    const links = page.locator('main article h2 a');
    await expect(links.first()).toBeVisible();
    const docs = (
      await links.evaluateAll((elements) => elements.map((element) => (element as HTMLAnchorElement).pathname))
    ).filter((href) => href.startsWith('/docs/'));
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.every((href) => href.startsWith('/docs/6/'))).toBe(true);
    await select.selectOption({ label: 'Next' });
    await expect(page).toHaveURL(/\/search\?q=formatQuery&version=current$/);
    await page.reload();
    await expect(page.locator('.search-page-wrapper select')).toHaveValue('current');
  });

  test('a failed index file leaves the hits of the others, with a note', async ({ page }) => {
    await page.route(/\/search-index\/docs-api-current\..+\.json$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/docs/intro');
    await openAndType(page, 'formatQuery');
    const paths = await hitPaths(page);
    expect(paths.some((path) => path.startsWith('/docs/'))).toBe(true);
    expect(paths.some((path) => path.startsWith('/api/'))).toBe(false);
    await expect(page.getByRole('status').filter({ hasText: 'Results without the API reference' })).toBeVisible();
    await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
  });

  test('no-hit screen: the spec texts, suggestions and the issue tracker link', async ({ page }) => {
    await page.goto('/docs/intro');
    await openAndType(page, 'formatQuery');
    await hitPaths(page);
    await modalInput(page).fill('qqqzzzxxy');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results for "qqqzzzxxy"');
    await expect(screen).toContainText('Try searching for');
    await expect(screen).toContainText('Believe this query should return results?');
    await expect(screen.getByRole('link', { name: 'Let us know.' })).toHaveAttribute(
      'href',
      'https://github.com/react-querybuilder/react-querybuilder/issues',
    );
  });

  test('error screen when the index cannot be fetched', async ({ page }) => {
    await page.route(indexRequest, (route) => route.abort('internetdisconnected'));
    await page.goto('/docs/intro');
    await openAndType(page, 'formatQuery');
    const screen = page.locator('.DocSearch-ErrorScreen');
    await expect(screen).toContainText('Unable to fetch results');
    await expect(screen).toContainText('You might want to check your network connection.');
  });

  test('makes no request beyond the site itself', async ({ page, baseURL }) => {
    const origins = new Set<string>();
    page.on('request', (request) => {
      if (!request.url().startsWith('data:')) origins.add(new URL(request.url()).origin);
    });
    await page.goto('/docs/6/intro');
    await openAndType(page, 'formatQuery');
    await hitPaths(page);
    await page.getByRole('link', { name: /^See all \d+ results$/ }).click();
    await expect(page.getByText(/documents? found/)).toBeVisible();
    expect([...origins]).toEqual([new URL(baseURL as string).origin]);
    await expect(page.locator('link[rel="preconnect"], link[rel="dns-prefetch"]')).toHaveCount(0);
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`search modal at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('says which docs version it searched and offers every other version’s results', async ({ page }) => {
      await page.goto('/docs/intro');
      await openAndType(page, 'formatQuery');
      await hitPaths(page);
      const line = page.locator('.DocSearch-HitsFooter .local-search-version');
      // Every other version, archived ones too: a v6 reader searching from the v7 pages the site opens on once had only
      // Next on offer, and no way to v6 pages but to switch versions in the navbar and search again.
      await expect(line).toHaveText('Searching v7 docs · Search: Next · v6 · v5 · v4 · v3');
      // In view without scrolling the hits: below a long list it used to be off screen.
      await expect(line).toBeInViewport({ ratio: 1 });
      // On one line, at 390 px too: each link is 24 px tall, two lines would be twice that.
      expect((await line.boundingBox())?.height ?? 0).toBeLessThan(40);
      // And drawn over the hits that scroll under it: a section title (sticky, z-index 10 in DocSearch's stylesheet)
      // once covered the line and half of "See all", whichever way the list was scrolled.
      const covered = await page.locator('.DocSearch-Dropdown').evaluate(async (dropdown) => {
        const footer = dropdown.querySelector('.DocSearch-HitsFooter')!;
        const hidden: string[] = [];
        for (let top = 0; top <= dropdown.scrollHeight; top += 40) {
          dropdown.scrollTop = top;
          await new Promise(requestAnimationFrame);
          for (const part of Array.from(footer.children)) {
            const box = part.getBoundingClientRect();
            const atCentre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            if (!atCentre || !footer.contains(atCentre)) hidden.push(`${part.textContent} at scrollTop ${top}`);
          }
        }
        return hidden;
      });
      expect(covered).toEqual([]);
      await line.getByRole('link', { name: 'Search the Next docs' }).click();
      await expect(page).toHaveURL(/\/search\?q=formatQuery&version=current$/);
      await expect(page.locator('.search-page-wrapper select')).toHaveValue('current');

      await page.goto('/docs/next/intro');
      await openAndType(page, 'formatQuery');
      await hitPaths(page);
      await expect(page.locator('.DocSearch-HitsFooter .local-search-version')).toHaveText(
        'Searching Next docs · Search: v7 · v6 · v5 · v4 · v3',
      );
    });

    test('opens an archived version’s results from the modal by keyboard, fetching that version’s index only', async ({
      page,
    }) => {
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (indexRequest.test(request.url())) fetched.push(new URL(request.url()).pathname.split('/').pop() ?? '');
      });
      await page.goto('/docs/intro');
      await openAndType(page, 'formatQuery');
      await hitPaths(page);
      const v6 = page
        .locator('.DocSearch-HitsFooter .local-search-version')
        .getByRole('link', { name: 'Search the v6 docs' });
      await expect(v6).toHaveText('v6');
      for (
        let presses = 0;
        presses < 80 && !(await v6.evaluate((link) => link === document.activeElement));
        presses++
      ) {
        await page.keyboard.press('Tab');
      }
      await expect(v6).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=formatQuery&version=6$/);
      await expect(page.locator('.search-page-wrapper select')).toHaveValue('6');
      const docsHits = async () =>
        (
          await page
            .locator('main article h2 a')
            .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname))
        ).filter((path) => path.startsWith('/docs/'));
      await expect.poll(async () => (await docsHits()).length, { timeout: 20_000 }).toBeGreaterThan(0);
      expect((await docsHits()).every((path) => path.startsWith('/docs/6/'))).toBe(true);
      const archivedIndexes = fetched.filter((name) => /^docs-default-[3-6]\./.test(name));
      expect([...new Set(archivedIndexes.map((name) => name.split('.')[0]))]).toEqual(['docs-default-6']);
    });

    // The hit's anchor is its section's heading; the matched row sat 1,161 px down a 900 px view under it.
    test('a hit on a row deep in its section lands with that row in view', async ({ page }) => {
      await page.addInitScript(() => {
        const animate = Element.prototype.animate;
        Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
          const page = window as unknown as { marked?: string[] };
          (page.marked ??= []).push(this.textContent ?? '');
          return animate.apply(this, args);
        };
      });
      await page.goto('/docs/intro');
      await openAndType(page, 'jsonlogic export both bounds look like numbers');
      const hit = page.locator('.DocSearch-Hit a[href$="/docs/tips/server-side#what-it-refuses"]').first();
      await expect(hit).toBeVisible();
      await hit.click();
      await expect(page).toHaveURL(/\/docs\/tips\/server-side#what-it-refuses$/);
      const row = page.locator('article tr').filter({ hasText: 'No ranges of text' });
      await expect(row).toBeInViewport();
      // Not hidden under the sticky navbar either.
      const navbarBottom = await page.locator('.navbar').evaluate((navbar) => navbar.getBoundingClientRect().bottom);
      const rowTop = await row.evaluate((element) => element.getBoundingClientRect().top);
      expect(rowTop).toBeGreaterThanOrEqual(navbarBottom);
      // Marked as what the reader picked: landed mid-section, nothing else said so. The mark fades within seconds, so
      // the page records what it animated (the init script above) rather than the test racing the fade.
      expect(await page.evaluate(() => (window as unknown as { marked?: string[] }).marked ?? [])).toContain(
        await row.evaluate((element) => element.textContent),
      );
    });

    test('Enter on a hit lands on its matched row too', async ({ page }) => {
      await page.goto('/docs/next/intro');
      await openAndType(page, 'jsonlogic export both bounds look like numbers');
      await expect(page.locator('.DocSearch-Hit[aria-selected="true"] a')).toHaveAttribute(
        'href',
        /\/docs\/next\/tips\/server-side#what-it-refuses$/,
      );
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/docs\/next\/tips\/server-side#what-it-refuses$/);
      await expect(page.locator('article tr').filter({ hasText: 'No ranges of text' })).toBeInViewport();
    });
  });
}

test.describe('search page', () => {
  test('searches the chosen version and links to the hits', async ({ page }) => {
    await page.goto('/search?q=formatQuery');
    // Opened directly, the page starts where the modal would search: the latest version.
    await expect(page.locator('.search-page-wrapper select')).toHaveValue('7');
    await page.locator('.search-page-wrapper select').selectOption({ label: 'v6' });
    await expect(page).toHaveURL(/version=6/);
    await expect(page.getByText(/\d+ documents found/)).toBeVisible();
    const links = page.locator('main article h2 a');
    // The count line can still be the previous version's while the new hits arrive: wait for the hits themselves.
    const docsHits = async () =>
      (
        await links.evaluateAll((elements) => elements.map((element) => (element as HTMLAnchorElement).pathname))
      ).filter((href) => href.startsWith('/docs/'));
    await expect.poll(async () => (await docsHits()).length).toBeGreaterThan(0);
    await expect.poll(async () => (await docsHits()).every((href) => href.startsWith('/docs/6/'))).toBe(true);
    await expect(page.locator('main article mark, main article em').first()).toBeVisible();
    // The page ends each summary with "..." itself: one ellipsis, not two.
    const summaries = await page.locator('main article p').allTextContents();
    expect(summaries.filter((summary) => summary.endsWith('...')).length).toBeGreaterThan(0);
    expect(summaries.filter((summary) => /…\.\.\.$/.test(summary))).toEqual([]);
    // The local index answers, so neither the page nor the modal credits Algolia.
    await expect(page.getByRole('link', { name: 'Powered by Algolia' })).toBeHidden();
  });

  test('reports a failed index load with the spec texts, without an unhandled rejection', async ({ page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.route(indexRequest, (route) => route.abort('internetdisconnected'));
    await page.goto('/search?q=formatQuery');
    await expect(page.getByRole('alert')).toHaveText(
      'Unable to fetch results You might want to check your network connection.',
    );
    expect(pageErrors).toEqual([]);
  });
});
