import { searchableTags, withSiteDocsTag } from './apiBesideDocs';
import type { LoadedIndex, SearchRequest, SearchResult } from './localSearchEngine';
import { manifestElementId, type IndexFile, type IndexManifest } from './records';

/**
 * The Algolia-shaped client of the local index, for the browser (DocSearch and the search page only speak
 * Algolia's request and response shapes). It stays tiny: the engine (MiniSearch) and the index files load on
 * the first search, or on `prefetchLocalSearch`.
 */
export interface LocalSearchClient {
  readonly appId: string;
  search(request: SearchRequest): Promise<{ results: SearchResult[] }>;
  addAlgoliaAgent(segment: string, version?: string): void;
  clearCache(): Promise<void>;
}

const loadEngine = () => import(/* webpackChunkName: "local-search-engine" */ './localSearchEngine');

/**
 * DocSearch shows its "Unable to fetch results" screen only for errors named like the Algolia
 * client's network failure, so a failed index load carries that name.
 */
export class IndexLoadError extends Error {
  override readonly name = 'RetryError';
}

function readManifest(): IndexManifest {
  const element = document.getElementById(manifestElementId);
  if (!element?.textContent) {
    throw new IndexLoadError(
      'The local search index exists only in the production build: run `npm run build`, then `npm run serve`.',
    );
  }
  return JSON.parse(element.textContent) as IndexManifest;
}

const loading = new Map<string, Promise<LoadedIndex>>();

/** How the latest search went: failed (no index could be read) or answered without some tags' files. */
export interface SearchOutcome {
  /** Changes with every search that failed or lacked a file, so a repeated failure still re-renders. */
  readonly id: number;
  readonly failed: boolean;
  readonly unavailableTags: readonly string[];
}

const fine: SearchOutcome = { id: 0, failed: false, unavailableTags: [] };
let outcome = fine;
let outcomes = 0;
const outcomeListeners = new Set<() => void>();

function reportOutcome(failed: boolean, unavailableTags: readonly string[]) {
  const next = failed || unavailableTags.length > 0 ? { id: ++outcomes, failed, unavailableTags } : fine;
  if (next === outcome) return;
  outcome = next;
  for (const listener of outcomeListeners) listener();
}

/** For `useSyncExternalStore`: how the latest search went. */
export function getSearchOutcome(): SearchOutcome {
  return outcome;
}

export function getServerSearchOutcome(): SearchOutcome {
  return fine;
}

export function subscribeToSearchOutcome(listener: () => void): () => void {
  outcomeListeners.add(listener);
  return () => {
    outcomeListeners.delete(listener);
  };
}

function loadIndex(manifest: IndexManifest, tag: string): Promise<LoadedIndex> {
  const cached = loading.get(tag);
  if (cached) return cached;
  const url = manifest.files[tag];
  const promise = (async () => {
    if (url === undefined) throw new IndexLoadError(`No search index for "${tag}"`);
    const [engine, response] = await Promise.all([loadEngine(), fetch(url)]);
    if (!response.ok) throw new IndexLoadError(`Loading ${url} failed with HTTP ${response.status}`);
    return engine.loadIndexFile((await response.json()) as IndexFile);
  })().catch((error: unknown) => {
    // Forget the failure so that the next keystroke tries again.
    loading.delete(tag);
    throw error instanceof IndexLoadError ? error : new IndexLoadError(`Loading ${url} failed: ${String(error)}`);
  });
  loading.set(tag, promise);
  return promise;
}

/** Loads the engine and the index files of these search tags ahead of the first query. */
export function prefetchLocalSearch(tags: readonly string[]): void {
  let manifest: IndexManifest;
  try {
    manifest = readManifest();
  } catch {
    return;
  }
  for (const tag of searchableTags(tags)) if (manifest.files[tag]) loadIndex(manifest, tag).catch(() => undefined);
}

/** An answer with no hits to each query of a request. */
function emptyResults(request: SearchRequest): { results: SearchResult[] } {
  const queries = 'requests' in request ? request.requests : request;
  const empty: SearchResult = {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: 0,
    query: '',
    params: '',
    index: '',
  } as unknown as SearchResult;
  return {
    results: queries.map(() => ({
      ...empty,
      facets: {},
      exhaustiveNbHits: true,
      processingTimeMS: 0,
      unavailableTags: [],
    })),
  };
}

/**
 * A client for the modal or the search page. The modal prints section names as text (`sectionAsText`) and needs
 * the error to show its error screen; the page's search helper turns an error into an unhandled rejection, so
 * there a failed search answers nothing and the page says why from the reported outcome.
 */
export function createLocalSearchClient({ sectionAsText }: { sectionAsText: boolean }): LocalSearchClient {
  return {
    appId: 'local',
    async search(request) {
      try {
        const manifest = readManifest();
        const engine = await loadEngine().catch((error: unknown) => {
          throw new IndexLoadError(`Loading the search engine failed: ${String(error)}`);
        });
        const response = await engine.searchLocally(request, {
          tags: Object.keys(manifest.files),
          load: (tag) => loadIndex(manifest, tag),
          origin: window.location.origin,
          sectionAsText,
        });
        const unavailable = [...new Set(response.results.flatMap((result) => result.unavailableTags))];
        if (unavailable.length > 0)
          console.warn(`Search results lack the index of ${unavailable.join(', ')}: it could not be loaded.`);
        reportOutcome(false, unavailable);
        return response;
      } catch (error) {
        if (error instanceof IndexLoadError) {
          console.warn(error.message);
          reportOutcome(true, []);
          if (!sectionAsText) return emptyResults(request);
        }
        throw error;
      }
    },
    addAlgoliaAgent() {
      // No user agent to report: nothing is sent anywhere.
    },
    async clearCache() {
      loading.clear();
    },
  };
}

export const modalSearchClient = createLocalSearchClient({ sectionAsText: true });
export const pageSearchClient = createLocalSearchClient({ sectionAsText: false });

/**
 * The modal's client on the API reference's pages: it searches the main docs of the release the reference documents
 * (`withSiteDocsTag`), whichever version the reader last picked. The modal is the only caller, with flat parameters.
 */
export const apiPageSearchClient: LocalSearchClient = {
  ...modalSearchClient,
  search(request) {
    const queries = 'requests' in request ? request.requests : request;
    const rescoped = queries.map((query) =>
      query.facetFilters === undefined ? query : { ...query, facetFilters: withSiteDocsTag(query.facetFilters) },
    );
    return modalSearchClient.search({ requests: rescoped });
  },
};
