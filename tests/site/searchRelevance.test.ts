import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadIndexFile, searchLocally, type LoadedIndex } from '../../plugins/localSearch/client/localSearchEngine';
import type { IndexFile } from '../../plugins/localSearch/client/records';

/**
 * Queries readers type, each with the page (route, not anchor: headings change) that should be among the first
 * three hits of the modal on a v7 page, which searches the v7 docs, the API and the site's pages.
 */
const expectations: ReadonlyArray<readonly [query: string, page: string | readonly string[]]> = [
  ['formatQuery', '/docs/utils/export'],
  ['formatqeury', '/docs/utils/export'],
  ['export to mongodb', '/docs/utils/export'],
  ['export sql', '/docs/utils/export'],
  ['parameterized sql', '/docs/utils/export'],
  ['jsonlogic', ['/docs/utils/export', '/docs/utils/import']],
  ['elasticsearch', '/docs/utils/export'],
  ['spel', ['/docs/utils/export', '/docs/utils/import']],
  ['parseSQL', '/docs/utils/import'],
  ['import from sql', '/docs/utils/import'],
  ['parseMongoDB', '/docs/utils/import'],
  ['parseJsonLogic', '/docs/utils/import'],
  ['drag and drop', ['/docs/components/querybuilder', '/docs/components/draghandle', '/docs/compat']],
  ['enableDragAndDrop', ['/docs/components/querybuilder', '/docs/components/draghandle']],
  ['custom value editor', ['/docs/components/valueeditor', '/docs/tips/custom-with-fallback']],
  ['validation', '/docs/utils/validation'],
  ['valdation', '/docs/utils/validation'],
  ['defaultValidator', '/docs/utils/validation'],
  ['controlClassnames', ['/docs/styling/classnames', '/docs/components/querybuilder']],
  ['classnames', '/docs/styling/classnames'],
  ['styling', '/docs/styling/overview'],
  ['typescript', '/docs/typescript'],
  ['RuleGroupType', ['/docs/typescript', '/api/interfaces/react_querybuilder.RuleGroupType']],
  ['independent combinators', ['/docs/components/querybuilder', '/docs/typescript']],
  ['useQueryBuilder', '/docs/utils/hooks'],
  ['useValueEditor', ['/docs/utils/hooks', '/docs/components/valueeditor']],
  ['hooks', '/docs/utils/hooks'],
  ['findPath', ['/docs/utils/misc', '/docs/tips/path']],
  ['path', '/docs/tips/path'],
  ['ValueSelector', '/docs/components/valueselector'],
  ['ActionElement', '/docs/components/actionelement'],
  ['NotToggle', '/docs/components/nottoggle'],
  ['DragHandle', '/docs/components/draghandle'],
  ['shiftActions', '/docs/components/shiftactions'],
  ['buildless', '/docs/buildless'],
  ['migrate', '/docs/migrate'],
  ['compatibility packages', '/docs/compat'],
  ['external controls', '/docs/tips/external-controls'],
  ['limit groups', '/docs/tips/limit-groups'],
  ['managing operators', '/docs/tips/managing-operators'],
  ['custom bind variables', '/docs/tips/custom-bind-variables'],
  ['common mistakes', '/docs/tips/common-mistakes'],
  ['showcase', '/docs/tips/showcase'],
  ['install', '/docs/intro'],
  ['onQueryChange', '/docs/components/querybuilder'],
  ['showCombinatorsBetweenRules', ['/docs/components/querybuilder', '/docs/components/rulegroup']],
  ['transformQuery', ['/docs/utils/misc', '/docs/tips/adding-removing-query-properties']],
  ['FormatQueryOptions', '/api/interfaces/react_querybuilder.FormatQueryOptions'],
  ['ValueEditorProps', '/api/interfaces/react_querybuilder.ValueEditorProps'],
  ['ValidationResult', ['/api/interfaces/react_querybuilder.ValidationResult', '/docs/utils/validation']],
  // Functions, variables and type aliases have pages of their own, so a phone never lays out a whole module.
  ['QueryBuilderDnD', '/api/variables/react_querybuilder_dnd.QueryBuilderDnD'],
  ['getValueSourcesUtil', '/api/variables/react_querybuilder.getValueSourcesUtil'],
];

const indexDir = join(__dirname, '..', '..', 'build', 'search-index');
const contextTags = ['default', 'docs-default-7', 'docs-api-current'];

function loadIndexes(): Map<string, LoadedIndex> {
  if (!existsSync(indexDir)) throw new Error(`${indexDir} is missing: run \`npm run build\` first`);
  const indexes = new Map<string, LoadedIndex>();
  for (const name of readdirSync(indexDir).filter((file) => file.endsWith('.json'))) {
    const index = loadIndexFile(JSON.parse(readFileSync(join(indexDir, name), 'utf8')) as IndexFile);
    indexes.set(index.tag, index);
  }
  return indexes;
}

async function topPages(indexes: Map<string, LoadedIndex>, query: string): Promise<string[]> {
  const { results } = await searchLocally(
    {
      requests: [
        { query, hitsPerPage: 20, facetFilters: ['language:en', contextTags.map((tag) => `docusaurus_tag:${tag}`)] },
      ],
    },
    { tags: [...indexes.keys()], origin: 'http://localhost', load: async (tag) => indexes.get(tag) as LoadedIndex },
  );
  return (results[0]?.hits ?? []).map((hit) => new URL(hit.url).pathname);
}

describe('search relevance on the built index (v7 context)', () => {
  it('finds the expected page in the top 3 for at least 90% of the queries', async () => {
    const indexes = loadIndexes();
    let first = 0;
    let topThree = 0;
    const misses: string[] = [];
    for (const [query, page] of expectations) {
      const wanted = typeof page === 'string' ? [page] : page;
      const pages = await topPages(indexes, query);
      const rank = pages.findIndex((path) => wanted.includes(path));
      if (rank === 0) first++;
      if (rank >= 0 && rank < 3) topThree++;
      else misses.push(`${query}: wanted ${wanted.join(' | ')}, got ${pages.slice(0, 3).join(', ')}`);
    }
    const share = (count: number) =>
      `${count}/${expectations.length} (${Math.round((100 * count) / expectations.length)}%)`;
    console.log(`search relevance: rank 1 ${share(first)}, top 3 ${share(topThree)}`);
    if (misses.length > 0) console.log(`misses:\n  ${misses.join('\n  ')}`);
    expect(expectations.length).toBeGreaterThanOrEqual(40);
    expect(topThree / expectations.length).toBeGreaterThanOrEqual(0.9);
  });
});
