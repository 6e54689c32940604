import { describe, expect, it } from 'vitest';
import { siteLibraryVersion } from '../../config/docsVersions';
import { loadIndexes, modalHits, searchContexts } from './searchHits';

const indexes = loadIndexes();

/**
 * The API reference documents the main docs' release, also beside the Next docs, where a reader took "NotToggle" for
 * the reference of the release being read: each API hit names its release on its own lines, the ones the modal draws.
 */
describe.each(Object.keys(searchContexts) as (keyof typeof searchContexts)[])(
  'API hits in the %s docs search',
  (version) => {
    it.each(['not toggle', 'formatQuery', 'RuleGroupType'])(
      '"%s": each names the release it documents',
      async (query) => {
        const hits = await modalHits(indexes, searchContexts[version], query);
        const api = hits.filter((hit) => hit.docusaurus_tag?.startsWith('docs-api-'));
        expect(api.length).toBeGreaterThan(0);
        for (const hit of api) expect(hit._snippetResult.hierarchy?.lvl1?.value).toContain(siteLibraryVersion);
      },
    );
  },
);
