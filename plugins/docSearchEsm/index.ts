import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * DocSearch 3 ships as a single module. theme-search-algolia imports its button, keyboard hook and version
 * statically and its modal lazily, but since they are all that one module, the whole of DocSearch (about
 * 27 KB gzip) landed on every page's first load. The three static imports get small stand-ins of ours with the
 * same contract (src/search/docSearchButton); the modal, loaded on demand, is the real DocSearch, from its ESM
 * build (the theme's own aliases point some imports at the UMD build, which would ship it twice).
 */
export default function docSearchSingleBundlePlugin(context: LoadContext): Plugin {
  const standIns = path.join(context.siteDir, 'src/search/docSearchButton');
  const esmEntry = path.join(context.siteDir, 'node_modules/@docsearch/react/dist/esm/index.js');
  const docSearchVersion = (createRequire(path.join(context.siteDir, 'package.json'))('@docsearch/react/package.json') as { version: string })
    .version;
  return {
    name: 'docsearch-single-bundle',
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        plugins: [new currentBundler.instance.DefinePlugin({ DOCSEARCH_REACT_VERSION: JSON.stringify(docSearchVersion) })],
        resolve: {
          alias: {
            '@docsearch/react/button': path.join(standIns, 'DocSearchButton.tsx'),
            '@docsearch/react/useDocSearchKeyboardEvents': path.join(standIns, 'useDocSearchKeyboardEvents.ts'),
            '@docsearch/react/version': path.join(standIns, 'version.ts'),
            '@docsearch/react/modal': esmEntry,
            '@docsearch/react/useTheme': esmEntry,
          },
        },
      };
    },
  };
}
