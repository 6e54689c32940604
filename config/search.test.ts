import { afterEach, describe, expect, it, vi } from 'vitest';
import leanLocalSearch from '../plugins/lean/localSearch';
import localSearchPlugin from '../plugins/localSearch';
import { localSearchAppId, searchPlugins, searchThemeConfig } from './search';

const algoliaVariables = ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_API_KEY', 'ALGOLIA_INDEX_NAME'];

async function siteConfigWith(values: Record<string, string>) {
  vi.resetModules();
  for (const name of algoliaVariables) vi.stubEnv(name, values[name] ?? '');
  const { default: config } = await import('../docusaurus.config');
  return config;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('search (config/search.ts)', () => {
  it('uses the local index by default: contextual DocSearch with the /search page', () => {
    expect(searchThemeConfig(undefined)).toEqual({
      appId: localSearchAppId,
      apiKey: 'local',
      indexName: 'local',
      contextualSearch: true,
      searchPagePath: 'search',
    });
    expect(searchPlugins(undefined)).toEqual([localSearchPlugin, leanLocalSearch]);
  });

  it('gives the theme an app id that is no host name', () => {
    expect(() => new URL(`https://${localSearchAppId}-dsn.algolia.net`)).toThrow();
  });

  it('talks to Algolia, without the local index, when credentials are configured', () => {
    const algolia = { appId: 'APP', apiKey: 'key', indexName: 'rqb' };
    expect(searchThemeConfig(algolia)).toEqual({ ...algolia, contextualSearch: true, searchPagePath: 'search' });
    expect(searchPlugins(algolia)).toEqual([]);
  });

  it('is assembled into the site configuration from the environment', async () => {
    const local = await siteConfigWith({});
    expect(local.themeConfig).toMatchObject({ algolia: { appId: localSearchAppId } });
    const isLocalIndex = (plugin: unknown) => typeof plugin === 'function' && plugin.name === localSearchPlugin.name;
    expect(local.plugins?.some(isLocalIndex)).toBe(true);
    const hosted = await siteConfigWith({
      ALGOLIA_APP_ID: 'APP',
      ALGOLIA_SEARCH_API_KEY: 'key',
      ALGOLIA_INDEX_NAME: 'rqb',
    });
    expect(hosted.themeConfig).toMatchObject({ algolia: { appId: 'APP', apiKey: 'key', indexName: 'rqb' } });
    expect(hosted.plugins?.some(isLocalIndex)).toBe(false);
  });
});
