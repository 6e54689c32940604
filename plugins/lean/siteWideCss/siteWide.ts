import { relative, sep } from 'node:path';

/**
 * Packages whose stylesheets dress every page: Infima, the Docusaurus theme (layout, docs) and its search bar's
 * overrides. None of DocSearch's: the navbar's button has its own small stylesheet (plugins/localSearch/theme/
 * SearchBar/searchButton.css); DocSearch's variables and modal styles load with the modal and the search page.
 */
const siteWidePackages = [
  /^infima\//,
  /^@docusaurus\/(?!theme-search-algolia\/)/,
  /^@docusaurus\/theme-search-algolia\/lib\/theme\/SearchBar\//,
];

/**
 * Our own site-wide CSS: the generated cascade-layer order (it must come first), the custom stylesheet,
 * swizzled theme components and plugins' theme components.
 */
const siteWideSources = [/^\.docusaurus\//, /^src\/css\//, /^src\/theme\//, /^plugins\/[^/]+\/theme\//];

const toPosix = (path: string) => path.split(sep).join('/');

/**
 * Whether a stylesheet belongs in the one render-blocking file every page links. Everything else (demo, home,
 * live code, sandbox, flavours, the search modal, react-querybuilder's own CSS) stays with the chunk that
 * imports it and loads with that route or lazy component.
 */
export function isSiteWideStylesheet(resource: string, siteDir: string): boolean {
  const path = toPosix(resource).replace(/\?.*$/, '');
  const inPackage = path.lastIndexOf('/node_modules/');
  if (inPackage >= 0) {
    const packagePath = path.slice(inPackage + '/node_modules/'.length);
    return siteWidePackages.some((pattern) => pattern.test(packagePath));
  }
  const own = toPosix(relative(siteDir, resource.replace(/\?.*$/, '')));
  return siteWideSources.some((pattern) => pattern.test(own));
}
