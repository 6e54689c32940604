import { flavourIds } from '../../src/flavours/registry';

/**
 * The route table of the product, written out independently of the site's own config so that the tests
 * check the site against the spec rather than against itself; the flavour demos come from the flavour registry
 * (whose test keeps the spec's eight in it), so a new flavour's page is crawled too.
 */
export const topLevelRoutes = [
  '/',
  '/demo',
  ...flavourIds.map((id) => `/demo/${id}` as const),
  '/discord',
  '/markdown-page',
  '/sandbox',
  '/search',
  '/api',
  '/api/modules',
  '/api/modules/react_querybuilder',
  '/api/namespaces/react_querybuilder.messages',
  '/api/interfaces/react_querybuilder.RuleType',
] as const;

const apiPages = [
  'api/classnames',
  'api/export',
  'api/import',
  'api/misc',
  'api/querybuilder',
  'api/validation',
  'api/valueeditor',
];
/** In next, 7 and 6 these are the old homes of moved content. */
const movedPages = [...apiPages, 'umd', 'tips/styling'];

const sharedTips = [
  'tips/adding-removing-query-properties',
  'tips/common-mistakes',
  'tips/custom-bind-variables',
  'tips/custom-with-fallback',
  'tips/external-controls',
  'tips/limit-groups',
  'tips/managing-operators',
];

const modernPages = [
  ...movedPages,
  'buildless',
  'compat',
  'intro',
  'migrate',
  'typescript',
  'components/actionelement',
  'components/draghandle',
  'components/nottoggle',
  'components/querybuilder',
  'components/rule',
  'components/rulegroup',
  'components/valueeditor',
  'components/valueselector',
  'styling/classnames',
  'styling/overview',
  'utils/export',
  'utils/hooks',
  'utils/import',
  'utils/misc',
  'utils/validation',
  ...sharedTips,
  'tips/path',
  'category/components',
  'category/styling',
  'category/utilities',
  'category/tips--tricks',
];
const laterOnly = ['components/shiftactions', 'tips/arbitrary-updates', 'tips/saving-queries', 'tips/showcase'];
/** Pages only the Next docs have (v7 answers 404 for them). */
const nextOnly = ['tips/comparison', 'tips/migrate-from-raqb'];

const legacyPages = [
  ...apiPages,
  'compat',
  'intro',
  'migrate',
  'typescript',
  'umd',
  ...sharedTips,
  'category/api',
  'category/tips--tricks',
];

export interface DocsVersionSpec {
  readonly name: string;
  readonly label: string;
  /** URL prefix of the version's pages. */
  readonly prefix: string;
  readonly pages: readonly string[];
}

export const docsVersionSpecs: readonly DocsVersionSpec[] = [
  { name: 'current', label: 'Next', prefix: '/docs/next', pages: [...modernPages, ...laterOnly, ...nextOnly] },
  { name: '7', label: 'v7', prefix: '/docs', pages: [...modernPages, ...laterOnly] },
  { name: '6', label: 'v6', prefix: '/docs/6', pages: modernPages },
  { name: '5', label: 'v5', prefix: '/docs/5', pages: [...legacyPages, 'tips/styling'] },
  { name: '4', label: 'v4', prefix: '/docs/4', pages: legacyPages },
  { name: '3', label: 'v3', prefix: '/docs/3', pages: ['intro'] },
];

/** Every doc route of every version. */
export const docRoutes: readonly string[] = docsVersionSpecs.flatMap((v) =>
  v.pages.map((page) => `${v.prefix}/${page}`),
);

/** Pages some versions have and others lack: each must answer 404 where it is absent. */
const everyPageName = [...new Set(docsVersionSpecs.flatMap((v) => v.pages))];
export const absentDocRoutes: readonly string[] = docsVersionSpecs
  .flatMap((v) => everyPageName.filter((page) => !v.pages.includes(page)).map((page) => `${v.prefix}/${page}`))
  .concat(['/docs/components/nonexistent', '/docs/2/intro', '/this/page/does-not-exist']);

export const allRoutes: readonly string[] = [...topLevelRoutes, ...docRoutes];
