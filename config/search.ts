import type { UserThemeConfig as SearchThemeConfig } from '@docusaurus/theme-search-algolia';
import type { PluginConfig } from '@docusaurus/types';
import leanLocalSearch from '../plugins/lean/localSearch';
import localSearchPlugin from '../plugins/localSearch';
import { env, type SiteEnv } from './env';

/** App id of the local backend: not a host name, should anything still build an Algolia address from it. */
export const localSearchAppId = '[local-index]';

/**
 * DocSearch (modal + /search page, contextual per docs version). With Algolia credentials it talks
 * to Algolia like upstream; without them plugins/localSearch answers from the index it writes at build.
 */
export function searchThemeConfig(algolia: SiteEnv['algolia']) {
  const common = { contextualSearch: true, searchPagePath: 'search' } as const;
  return (
    algolia
      ? { ...common, appId: algolia.appId, apiKey: algolia.apiKey, indexName: algolia.indexName }
      : { ...common, appId: localSearchAppId, apiKey: 'local', indexName: 'local' }
  ) satisfies SearchThemeConfig['algolia'];
}

/**
 * The local search plugin runs only when no hosted search is configured, with its departures from stock Docusaurus
 * (plugins/lean/localSearch: patch localSearchAliases of the lean manifest, which every build needs).
 */
export function searchPlugins(algolia: SiteEnv['algolia']): PluginConfig[] {
  return algolia ? [] : [localSearchPlugin, leanLocalSearch];
}

export const algolia = searchThemeConfig(env.algolia);
export const plugins = searchPlugins(env.algolia);
