import { pageSearchClient, type LocalSearchClient } from './localSearchClient';

/**
 * Stands in for `algoliasearch/lite` (alias in ../index.ts): the theme's search page creates its client with
 * `liteClient` and offers no prop to hand it one.
 */
export function liteClient(_appId: string, _apiKey: string): LocalSearchClient {
  return pageSearchClient;
}
