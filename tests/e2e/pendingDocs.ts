/**
 * Doc pages of the spec's page set that are not written yet: their versions' sidebars leave them out
 * and they answer 404. Remove a route from here when its page lands (a test fails until you do).
 */
export const pendingDocRoutes: readonly string[] = [
  '/docs/4/api/import',
  '/docs/4/api/misc',
  '/docs/4/tips/adding-removing-query-properties',
  '/docs/4/tips/common-mistakes',
  '/docs/4/tips/custom-bind-variables',
  '/docs/4/tips/custom-with-fallback',
  '/docs/4/tips/external-controls',
  '/docs/4/tips/limit-groups',
  '/docs/4/tips/managing-operators',
  '/docs/4/category/tips--tricks',
  '/docs/4/typescript',
  '/docs/4/compat',
  '/docs/4/umd',
  '/docs/4/migrate',
];
