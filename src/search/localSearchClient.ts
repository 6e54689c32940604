import type { LoadedIndex, SearchRequest, SearchResult } from './localSearchEngine';
import { manifestElementId, type IndexFile, type IndexManifest } from './records';

/**
 * The Algolia-shaped client of the local index, for the browser. It stays tiny: the engine
 * (MiniSearch) and the index files load on the first search, or on `prefetchLocalSearch`.
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
    throw new IndexLoadError('The local search index exists only in the production build: run `npm run build`, then `npm run serve`.');
  }
  return JSON.parse(element.textContent) as IndexManifest;
}

const loading = new Map<string, Promise<LoadedIndex>>();

/** 0 while the latest search succeeded, else a number that changes with every failed search. */
let failedSearch = 0;
let failures = 0;
const failureListeners = new Set<() => void>();

function reportSearchOutcome(failed: boolean) {
  const next = failed ? ++failures : 0;
  if (next === failedSearch) return;
  failedSearch = next;
  for (const listener of failureListeners) listener();
}

/** For `useSyncExternalStore`: non-zero when the latest search could not load the index. */
export function getFailedSearch(): number {
  return failedSearch;
}

export function subscribeToSearchFailure(listener: () => void): () => void {
  failureListeners.add(listener);
  return () => {
    failureListeners.delete(listener);
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
  for (const tag of tags) if (manifest.files[tag]) loadIndex(manifest, tag).catch(() => undefined);
}

export const localSearchClient: LocalSearchClient = {
  appId: 'local',
  async search(request) {
    try {
      const manifest = readManifest();
      const engine = await loadEngine().catch((error: unknown) => {
        throw new IndexLoadError(`Loading the search engine failed: ${String(error)}`);
      });
      const response = await engine.searchLocally(request, {
        tags: Object.keys(manifest.files),
        load: tag => loadIndex(manifest, tag),
        origin: window.location.origin,
      });
      reportSearchOutcome(false);
      return response;
    } catch (error) {
      if (error instanceof IndexLoadError) {
        console.warn(error.message);
        reportSearchOutcome(true);
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
