import { expect, test, type Page } from '@playwright/test';
import { stockBuild } from './buildKind';
import { hitPaths, modalInput, waitForSearchShortcut } from './searchModal';
import { hitPages, loadIndexes, searchContexts } from '../site/searchHits';
import { casesFor } from '../site/searchQueries';

/**
 * The relevance figures of tests/site/searchRelevance.test.ts are computed in Node, in the order the modal is
 * expected to list the hits. This reads the real modal for a sample of the same questions and checks that a reader
 * sees the pages in that order, so the figures are what readers get.
 */
const sampleEvery = 12;
const sampled = (version: 'v7' | 'next') => casesFor(version).filter((_, index) => index % sampleEvery === 0);
const startPage = { v7: '/docs/intro', next: '/docs/next/intro' } as const;

/** The distinct pages of the modal's hits, in the order it lists them. */
async function modalPages(page: Page, query: string): Promise<string[]> {
  await modalInput(page).fill(query);
  // The hit list belongs to this query once the modal stops searching and the input holds it.
  await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
  const paths = await hitPaths(page);
  return [...new Set(paths)];
}

test.describe('the search modal lists pages in the order the relevance figures assume', () => {
  test.skip(stockBuild, 'the expected order is computed from build/search-index, the lean build');
  const indexes = loadIndexes();

  for (const version of ['v7', 'next'] as const) {
    test(`${version}: every ${sampleEvery}th reader question`, async ({ page }) => {
      // Each question may poll for up to 10 s while a loaded machine searches; 30 s is not enough for a dozen.
      test.setTimeout(30_000 + sampled(version).length * 10_000);
      await page.goto(startPage[version]);
      await waitForSearchShortcut(page);
      await page.getByRole('button', { name: 'Search' }).first().click();
      const differences: string[] = [];
      for (const { query } of sampled(version)) {
        const expected = [...new Set((await hitPages(indexes, searchContexts[version], query)).modal)].slice(0, 3);
        if (expected.length === 0) continue;
        // Polled: the modal may still show the previous query's hits for a moment after typing.
        await expect
          .poll(async () => (await modalPages(page, query)).slice(0, 3), { message: query, timeout: 10_000 })
          .toEqual(expected)
          .catch(async () => {
            const shown = (await modalPages(page, query)).slice(0, 3);
            differences.push(`${query}: expected ${expected.join(', ')}; shown ${shown.join(', ')}`);
          });
      }
      expect(differences).toEqual([]);
    });
  }
});
