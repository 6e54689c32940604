import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadIndexFile, searchLocally, type LoadedIndex } from '../../plugins/localSearch/client/localSearchEngine';
import { modalOrder } from '../../plugins/localSearch/client/modalOrder';
import type { IndexFile } from '../../plugins/localSearch/client/records';
import { rankOf, relevanceReport } from './searchRelevance';

export const indexDir = process.env.SEARCH_INDEX_DIR ?? join(__dirname, '..', '..', 'build', 'search-index');

/** The search tags the modal searches on a page of each docs version: that version, the API and the site's pages. */
export const searchContexts = {
  v7: ['default', 'docs-default-7', 'docs-api-current'],
  next: ['default', 'docs-default-current', 'docs-api-current'],
} as const;

/** DocSearch's modal lists at most this many hits per section. */
const modalHitsPerSection = 5;

/** The built search index files, by tag. */
export function loadIndexes(): Map<string, LoadedIndex> {
  if (!existsSync(indexDir)) throw new Error(`${indexDir} is missing: run \`npm run build\` first`);
  const indexes = new Map<string, LoadedIndex>();
  for (const name of readdirSync(indexDir).filter((file) => file.endsWith('.json'))) {
    const index = loadIndexFile(JSON.parse(readFileSync(join(indexDir, name), 'utf8')) as IndexFile);
    indexes.set(index.tag, index);
  }
  return indexes;
}

/** The hits for `query` searched in `tags`, as the modal receives them (`sectionAsText`) or as the search page does. */
export async function searchHits(
  indexes: Map<string, LoadedIndex>,
  tags: readonly string[],
  query: string,
  sectionAsText: boolean,
) {
  const request = {
    query,
    hitsPerPage: 20,
    facetFilters: ['language:en', tags.map((tag) => `docusaurus_tag:${tag}`)],
  };
  const { results } = await searchLocally(
    { requests: [request] },
    {
      tags: [...indexes.keys()],
      origin: 'http://localhost',
      load: async (tag) => indexes.get(tag) as LoadedIndex,
      sectionAsText,
    },
  );
  return results[0]?.hits ?? [];
}

/** The hits in the order DocSearch's modal lists them (grouped by section). */
export async function modalHits(indexes: Map<string, LoadedIndex>, tags: readonly string[], query: string) {
  return modalOrder(await searchHits(indexes, tags, query, true), modalHitsPerSection);
}

/** Pages of the hits as the engine ranks them and as the modal lists them (grouped by section). */
export async function hitPages(indexes: Map<string, LoadedIndex>, tags: readonly string[], query: string) {
  const path = (hit: { url: string }) => new URL(hit.url).pathname;
  // The engine answers in microtasks only: a loop of hundreds of questions never let the worker's event loop read
  // Vitest's replies, and 60 s later its own timer called them lost ("Timeout calling onTaskUpdate", seen in CI with
  // every test passed; reproduced with 70 s of such work, gone with this turn).
  await new Promise((resolve) => setImmediate(resolve));
  // The search page gets the engine's ranking; the modal gets it grouped as DocSearch will show it.
  return {
    engine: (await searchHits(indexes, tags, query, false)).map(path),
    modal: (await modalHits(indexes, tags, query)).map(path),
  };
}

/** Where the engine and the modal put the first answering page of each question, counted as `relevanceReport` does. */
export async function measureRelevance(
  indexes: Map<string, LoadedIndex>,
  tags: readonly string[],
  cases: readonly { query: string; pages: readonly string[] }[],
) {
  const outcomes = [];
  for (const entry of cases) {
    const { engine, modal } = await hitPages(indexes, tags, entry.query);
    outcomes.push({
      ...entry,
      engineRank: rankOf(engine, entry.pages),
      modalRank: rankOf(modal, entry.pages),
      shown: [...new Set(modal)].slice(0, 3),
    });
  }
  return relevanceReport(outcomes);
}

/**
 * The two folds of a list for cross-validation (tests/site/searchFolds.ts): every other question, so each covers every
 * topic. Here rather than in the harness, so another script can take the folds without running the harness.
 */
export const foldOf = <Entry>(cases: readonly Entry[], fold: 'A' | 'B') =>
  cases.filter((_, position) => position % 2 === (fold === 'A' ? 0 : 1));
