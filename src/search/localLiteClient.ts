import { localSearchClient, type LocalSearchClient } from './localSearchClient';

/**
 * Stands in for `algoliasearch/lite` when the local index is used (webpack alias set by
 * plugins/localSearchIndex): the theme's search page creates its client with `liteClient`.
 */
export function liteClient(_appId: string, _apiKey: string): LocalSearchClient {
  return localSearchClient;
}
