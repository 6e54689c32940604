import type { LoadContext, Plugin } from '@docusaurus/types';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const demoStylesheetQuery = /demo-stylesheet/;

interface CssRule {
  test?: unknown;
  resourceQuery?: unknown;
}

const handlesCss = (rule: unknown): rule is CssRule =>
  typeof rule === 'object' && rule !== null && 'test' in rule && rule.test instanceof RegExp && rule.test.test('x.css');

/**
 * Lets flavour demos import a UI library's stylesheet as a URL (`?scope=<class>&demo-stylesheet`):
 * scoped to the demo's element and emitted as its own file, so it loads only where a demo links it.
 */
export default function demoStylesheets(_context: LoadContext): Plugin {
  return {
    name: 'demo-stylesheets',
    configureWebpack(config, isServer) {
      const rules = config.module?.rules ?? [];
      for (const rule of rules) {
        if (handlesCss(rule)) rule.resourceQuery = { not: [demoStylesheetQuery] };
      }
      return {
        module: {
          rules: [
            {
              test: /\.css$/i,
              resourceQuery: demoStylesheetQuery,
              type: 'asset/resource',
              generator: { filename: 'assets/css/demo/[name].[contenthash:8].css', emit: !isServer },
              use: [{ loader: require.resolve('./scopeLoader.cjs') }],
            },
          ],
        },
      };
    },
  };
}
