import type { UserThemeConfig as SearchThemeConfig } from '@docusaurus/theme-search-algolia';
import type { PluginConfig } from '@docusaurus/types';
import docSearchSingleBundlePlugin from '../plugins/docSearchEsm';
import localSearchIndexPlugin from '../plugins/localSearchIndex';
import { env, type SiteEnv } from './env';

/**
 * App id of the local backend. The theme always renders a preconnect hint to
 * `https://{appId}-dsn.algolia.net`; the brackets make that address unparseable, so the browser
 * never resolves or contacts any host for it.
 */
export const localSearchAppId = '[local-index]';

/**
 * DocSearch (modal + /search page, contextual per docs version). With Algolia credentials it talks
 * to Algolia like upstream; without them it answers from the index the local plugin writes at build.
 */
export function searchThemeConfig(algolia: SiteEnv['algolia']) {
  const common = { contextualSearch: true, searchPagePath: 'search' } as const;
  return (
    algolia
      ? { ...common, appId: algolia.appId, apiKey: algolia.apiKey, indexName: algolia.indexName }
      : { ...common, appId: localSearchAppId, apiKey: 'local', indexName: 'local' }
  ) satisfies SearchThemeConfig['algolia'];
}

/** The local index plugin runs only when no hosted search is configured. */
export function searchPlugins(algolia: SiteEnv['algolia']): PluginConfig[] {
  return algolia ? [docSearchSingleBundlePlugin] : [docSearchSingleBundlePlugin, localSearchIndexPlugin];
}

export const algolia = searchThemeConfig(env.algolia);
export const plugins = searchPlugins(env.algolia);
