import { matchPath } from 'react-router';

/** The subset of a Docusaurus route config that matching needs. */
export interface RouteLike {
  readonly path?: string | string[];
  readonly exact?: boolean;
  readonly routes?: readonly RouteLike[];
}

/**
 * Whether some page (a route without children) of the tree answers `pathname`. A layout route (one with
 * children, like a docs version) matches every path below it, which says nothing about a page being there.
 */
export function routeTreeHasPage(routes: readonly RouteLike[], pathname: string): boolean {
  return routes.some((route) => {
    const match = matchPath(pathname, { path: route.path, exact: route.exact });
    if (!match) return false;
    return route.routes ? routeTreeHasPage(route.routes, pathname) : match.isExact;
  });
}
