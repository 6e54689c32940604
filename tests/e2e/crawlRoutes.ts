import { readFileSync } from 'node:fs';
import path from 'node:path';
import { allRoutes } from './siteRoutes';

/** The paths the production build lists in its sitemap (the tests run from the root, after the build). */
function sitemapPaths(): string[] {
  const xml = readFileSync(path.join(process.cwd(), 'build/sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
}

/**
 * The spec's route table plus everything the sitemap lists (every API page among them); moved pages are in the table
 * only, since they are marked noindex.
 */
export const crawlRoutes: readonly string[] = [...new Set([...allRoutes, ...sitemapPaths()])].sort();

/** `/api/interfaces/react_querybuilder_dnd.Foo` → `interfaces react_querybuilder_dnd`: one layout, one package. */
const apiGroup = (route: string) => {
  const [, , kind = '', name = ''] = route.split('/');
  return `${kind} ${name.split('.')[0]}`;
};

/**
 * What the browser crawl visits: every page but the API reference's, and of its 479 pages (one generator, one layout)
 * those in the spec's route table, the first of each kind in each package, and every 15th. A visit costs 1.2 s of
 * worker time in a full run on 2 shared cores (the crawl took 427 s of it for 349 pages); every page's HTML is checked
 * without a browser in tests/site/builtPages.test.ts.
 */
export function browserCrawlRoutes(routes: readonly string[] = crawlRoutes): string[] {
  const specRoutes = new Set<string>(allRoutes);
  const seenGroups = new Set<string>();
  let apiIndex = 0;
  return routes.filter((route) => {
    if (!route.startsWith('/api/') || specRoutes.has(route)) return true;
    const group = apiGroup(route);
    const firstOfGroup = !seenGroups.has(group);
    seenGroups.add(group);
    return firstOfGroup || apiIndex++ % 15 === 0;
  });
}
