import type { LoadContext, Plugin } from '@docusaurus/types';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/**
 * dropPrismExtras: keeps the grammars and colour themes of prism-react-renderer that no page uses out of the
 * bundles (dropExtrasLoader.cjs). deferPrism: keeps Prism out of every page's main bundle (deferLanguages.cjs);
 * the lean theme's CodeBlock/Content registers the grammars with the highlighter it loads where a block is drawn.
 */
export default function prism(
  _context: LoadContext,
  patches: { dropPrismExtras: boolean; deferPrism: boolean },
): Plugin {
  const theme = fileURLToPath(new URL('../theme', import.meta.url));
  return {
    name: 'lean-prism',
    ...(patches.deferPrism ? { getThemePath: () => theme, getTypeScriptThemePath: () => theme } : {}),
    configureWebpack() {
      return {
        module: {
          rules: [
            ...(patches.dropPrismExtras
              ? [
                  {
                    test: /[\\/]prism-react-renderer[\\/]dist[\\/]index\.mjs$/,
                    use: [{ loader: require.resolve('./dropExtrasLoader.cjs') }],
                  },
                ]
              : []),
            ...(patches.deferPrism
              ? [
                  {
                    test: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
                    use: [{ loader: require.resolve('./deferLanguages.cjs') }],
                  },
                ]
              : []),
          ],
        },
      };
    },
  };
}
