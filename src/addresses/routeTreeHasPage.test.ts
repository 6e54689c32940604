import { describe, expect, it } from 'vitest';
import { routeTreeHasPage, type RouteLike } from './routeTreeHasPage';

const docsTree: RouteLike[] = [
  {
    path: '/docs/6',
    routes: [
      {
        path: '/docs/6',
        routes: [
          { path: '/docs/6/intro', exact: true },
          { path: '/docs/6/api/export', exact: true },
        ],
      },
    ],
  },
  { path: '/docs', routes: [{ path: '/docs', routes: [{ path: '/docs/intro', exact: true }] }] },
];

describe('routeTreeHasPage', () => {
  it('finds a page at the end of a chain of layout routes', () => {
    expect(routeTreeHasPage(docsTree, '/docs/6/intro')).toBe(true);
    expect(routeTreeHasPage(docsTree, '/docs/intro')).toBe(true);
    expect(routeTreeHasPage(docsTree, '/docs/6/api/export')).toBe(true);
  });

  it('does not count a layout route that matches only because it is a prefix', () => {
    expect(routeTreeHasPage(docsTree, '/docs/6/no/such')).toBe(false);
    expect(routeTreeHasPage(docsTree, '/docs/6')).toBe(false);
    expect(routeTreeHasPage(docsTree, '/docs/no/such')).toBe(false);
    expect(routeTreeHasPage(docsTree, '/docs/intro/extra')).toBe(false);
  });

  it('finds nothing in an empty tree', () => {
    expect(routeTreeHasPage([], '/docs/intro')).toBe(false);
  });
});
