import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * For DocSearch 3, theme-search-algolia aliases some `@docsearch/react/*` imports to the package's
 * main entry, which is its UMD build, while the button and modal come from its ESM build: every page
 * then ships DocSearch twice. Pointing all of them at the ESM build keeps one copy.
 */
export default function docSearchSingleBundlePlugin(context: LoadContext): Plugin {
  // A direct dependency of the site, so it sits in the site's own node_modules.
  const esmEntry = path.join(context.siteDir, 'node_modules/@docsearch/react/dist/esm/index.js');
  return {
    name: 'docsearch-single-bundle',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            '@docsearch/react/version': esmEntry,
            '@docsearch/react/useDocSearchKeyboardEvents': esmEntry,
            '@docsearch/react/useTheme': esmEntry,
          },
        },
      };
    },
  };
}
