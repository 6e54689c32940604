import type { Plugin } from '@docusaurus/types';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * The installed path of a package's file, found where Node would look for the package: theme-search-algolia's
 * `exports` hide its lib/ from require.resolve, which is why a patch is needed to reach it at all.
 */
export function installedFile(file: string): string | undefined {
  const name = file
    .split('/')
    .slice(0, file.startsWith('@') ? 2 : 1)
    .join('/');
  const root = require.resolve
    .paths(name)
    ?.map((dir) => path.join(dir, name))
    .find((dir) => existsSync(path.join(dir, 'package.json')));
  const found = root && path.join(root, file.slice(name.length + 1));
  return found && existsSync(found) ? found : undefined;
}

const readInstalled = (file: string): string | undefined => {
  const found = installedFile(file);
  return found && readFileSync(found, 'utf8');
};

/** What of theme-search-algolia and the core the local search's departures read, file by file (checked at start). */
const expected: readonly { file: string; holds: readonly string[] }[] = [
  // The SearchBar is imported by its file (@theme-init/SearchBar is theme-classic's placeholder); its Head holds the
  // preconnect hint to Algolia, replaced by nothing.
  {
    file: '@docusaurus/theme-search-algolia/lib/theme/SearchBar/index.js',
    holds: ["from '@docusaurus/Head'", 'preconnect'],
  },
  // The search page: its wrapper class, its form (the submit button's target), its version and logo columns (CSS).
  {
    file: '@docusaurus/theme-search-algolia/lib/theme/SearchPage/index.js',
    holds: ['"search-page-wrapper"', '<form className="row"', 'styles.searchVersionColumn', 'styles.searchLogoColumn'],
  },
  // The site context the search page re-provides with the reader's version first.
  { file: '@docusaurus/core/lib/client/docusaurusContext.js', holds: ['export const Context = '] },
];

/** Throws, naming the patch and what is gone, unless the installed packages still hold what the patch reads. */
export function checkSearchThemeShape(read: (file: string) => string | undefined = readInstalled): void {
  for (const { file, holds } of expected) {
    const source = read(file);
    const missing = holds.filter((text) => !source?.includes(text));
    if (!source || missing.length > 0)
      throw new Error(
        `plugins/lean patch localSearchAliases: ${file} ${source ? `no longer holds ${missing.join(', ')}` : 'is gone'}. ` +
          'Update plugins/lean/localSearch (and its manifest entry), or configure Algolia, which leaves local search out.',
      );
  }
}

/**
 * Local search's departures from stock Docusaurus (plugins/localSearch holds the rest): the search page's wrapper
 * (theme/), theme-search-algolia's SearchBar reached by its file, and its Algolia preconnect replaced by nothing.
 * Added with plugins/localSearch by config/search.ts, only when no Algolia credentials are configured.
 */
export default function leanLocalSearch(): Plugin {
  checkSearchThemeShape();
  return {
    name: 'lean-local-search',
    getThemePath: () => here('./theme'),
    getTypeScriptThemePath: () => here('./theme'),
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              // The theme's SearchBar renders only a preconnect hint to https://{appId}-dsn.algolia.net into the head;
              // with no Algolia there is nothing to connect to, so its Head renders nothing.
              test: /theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]index\.js$/,
              resolve: { alias: { '@docusaurus/Head': here('./NoHead.tsx') } },
            },
          ],
        },
        resolve: {
          alias: {
            // theme-classic ships a placeholder SearchBar, which is what `@theme-init/SearchBar` names, and
            // `@theme-original` would name local search's own wrapper: the wrapper imports theme-search-algolia's by this name.
            '@local-search/algolia-SearchBar$': installedFile(expected[0]!.file)!,
          },
        },
      };
    },
  };
}
