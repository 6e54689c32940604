import type { LoadContext, Plugin } from '@docusaurus/types';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Keeps the grammars and colour themes of prism-react-renderer that no page uses out of the bundles (see
 * leanPrismLoader.cjs), and Prism itself out of every page's main bundle (deferLanguages.cjs).
 */
export default function leanPrism(_context: LoadContext): Plugin {
  return {
    name: 'lean-prism',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /[\\/]prism-react-renderer[\\/]dist[\\/]index\.mjs$/,
              use: [{ loader: require.resolve('./leanPrismLoader.cjs') }],
            },
            {
              test: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
              use: [{ loader: require.resolve('./deferLanguages.cjs') }],
            },
          ],
        },
      };
    },
  };
}
