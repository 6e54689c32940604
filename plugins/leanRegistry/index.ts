import type { LoadContext, Plugin } from '@docusaurus/types';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Leaves the server-only module names out of the route registry in the browser bundle (see dropModulePaths.cjs). */
export default function leanRegistry(context: LoadContext): Plugin {
  return {
    name: 'lean-registry',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [{ include: path.join(context.generatedFilesDir, 'registry.js'), use: [{ loader: require.resolve('./dropModulePaths.cjs') }] }],
        },
      };
    },
  };
}
