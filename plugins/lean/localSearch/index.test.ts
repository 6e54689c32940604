import { describe, expect, it } from 'vitest';
import leanLocalSearch, { checkSearchThemeShape, installedFile } from './index';

describe('plugins/lean/localSearch', () => {
  it('finds what it reads in the installed theme-search-algolia and core, whose exports hide those files', () => {
    expect(installedFile('@docusaurus/theme-search-algolia/lib/theme/SearchBar/index.js')).toMatch(
      /node_modules\/@docusaurus\/theme-search-algolia\/lib\/theme\/SearchBar\/index\.js$/,
    );
    expect(installedFile('@docusaurus/theme-search-algolia/lib/theme/Gone/index.js')).toBeUndefined();
    expect(() => checkSearchThemeShape()).not.toThrow();
    expect(leanLocalSearch().name).toBe('lean-local-search');
  });

  it('stops the build, naming the patch, when a file is gone or no longer holds a marker', () => {
    expect(() => checkSearchThemeShape(() => undefined)).toThrow(
      /^plugins\/lean patch localSearchAliases: @docusaurus\/theme-search-algolia\/lib\/theme\/SearchBar\/index\.js is gone/,
    );
    const withoutForm = (file: string) =>
      file.endsWith('SearchPage/index.js')
        ? '"search-page-wrapper" styles.searchVersionColumn styles.searchLogoColumn'
        : "from '@docusaurus/Head' preconnect export const Context = ";
    expect(() => checkSearchThemeShape(withoutForm)).toThrow(
      /SearchPage\/index\.js no longer holds <form className="row"/,
    );
  });
});
