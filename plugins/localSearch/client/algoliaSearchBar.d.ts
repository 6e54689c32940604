/** theme-search-algolia's SearchBar, aliased in ../index.ts (its package exports no path to it). */
declare module '@local-search/algolia-SearchBar' {
  import type { ComponentType } from 'react';

  const SearchBar: ComponentType<Record<string, unknown>>;
  export default SearchBar;
}
