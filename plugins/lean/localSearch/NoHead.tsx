/**
 * Stands in for `@docusaurus/Head` in theme-search-algolia's SearchBar only (a rule in ../index.ts): there it
 * holds nothing but a preconnect hint to Algolia, which a site without Algolia must not send readers to.
 */
export default function NoHead(): null {
  return null;
}
