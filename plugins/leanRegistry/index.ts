import type { LoadContext, Plugin } from '@docusaurus/types';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * Trims what every page's main bundle carries about all routes: the server-only module names of the route
 * registry (dropModulePaths.cjs), one chunk per API member page (groupApiMemberChunks.cjs) and the API member
 * pages in the global docs list (dropApiMemberDocs.cjs).
 */
export default function leanRegistry(context: LoadContext): Plugin {
  return {
    name: 'lean-registry',
    configureWebpack(_config, isServer) {
      // The server renders with the same global data as the browser hydrates with; only it reads module names.
      const globalData = { include: path.join(context.generatedFilesDir, 'globalData.json'), use: [{ loader: require.resolve('./dropApiMemberDocs.cjs') }] };
      const registry = { include: path.join(context.generatedFilesDir, 'registry.js'), use: [{ loader: require.resolve('./dropModulePaths.cjs') }] };
      return { module: { rules: isServer ? [globalData] : [globalData, registry] } };
    },
  };
}
