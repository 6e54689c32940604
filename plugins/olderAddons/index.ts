import type { LoadContext, Plugin } from '@docusaurus/types';
import { fileURLToPath } from 'node:url';

const shim = fileURLToPath(new URL('../../src/flavours/compat/reactQuerybuilderForOlderAddons.ts', import.meta.url));

/**
 * The add-ons published for earlier 7.x releases (antd 7.4.0, chakra 7.6.1) get react-querybuilder
 * through a thin compatibility module, so they run on the one 7.7.1 copy the site bundles.
 */
export default function olderAddons(_context: LoadContext): Plugin {
  return {
    name: 'older-addons',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /[\\/]node_modules[\\/]@react-querybuilder[\\/](antd|chakra)[\\/]/,
              resolve: { alias: { 'react-querybuilder$': shim } },
            },
          ],
        },
      };
    },
  };
}
