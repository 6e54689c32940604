import type { LoadContext, Plugin } from '@docusaurus/types';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const loaderFiles = fs
  .readdirSync(here)
  .filter((file) => file.endsWith('.cjs'))
  .map((file) => path.join(here, file));

/**
 * Trims what every page's main bundle carries about all routes: the server-only module names of the route
 * registry (dropModulePaths.cjs), one chunk per API member page (groupApiMemberChunks.cjs), the API member
 * pages spelt out in the three route files (compactApiMembers.cjs) and in the global docs list
 * (dropApiMemberDocs.cjs), and the long random names of route chunks (shortChunkNames.cjs). Each route's
 * component is made when the route is first used (lazyRoute.ts), not for every route as every page starts.
 */
export default function leanRegistry(context: LoadContext): Plugin {
  return {
    name: 'lean-registry',
    configureWebpack(config, isServer) {
      // The server renders with the same global data as the browser hydrates with; only it reads module names.
      const globalData = {
        include: path.join(context.generatedFilesDir, 'globalData.json'),
        use: [{ loader: require.resolve('./dropApiMemberDocs.cjs') }],
      };
      const compact = { loader: require.resolve('./compactApiMembers.cjs') };
      const generated = (file: string) => path.join(context.generatedFilesDir, file);
      // Loaders run last to first: the member table is made from the registry's full entries.
      const registry = {
        include: generated('registry.js'),
        use: [
          { loader: require.resolve('./shortChunkNames.cjs') },
          { loader: require.resolve('./dropModulePaths.cjs') },
          compact,
        ],
      };
      const routes = { include: generated('routes.js'), use: [compact] };
      // Rewritten into a module that imports the member table, so no longer parsed as JSON.
      const routesChunkNames = { include: generated('routesChunkNames.json'), type: 'javascript/auto', use: [compact] };
      // The bundler's persistent cache does not notice a loader's own code changing: without this, a warm cache
      // keeps serving the route files as the previous loaders wrote them.
      const rspackCache = typeof config.experiments?.cache === 'object';
      const webpackCache = typeof config.cache === 'object' && config.cache.type === 'filesystem';
      return {
        module: { rules: isServer ? [globalData] : [globalData, registry, routes, routesChunkNames] },
        ...(rspackCache ? { experiments: { cache: { buildDependencies: loaderFiles } } } : {}),
        ...(webpackCache ? { cache: { type: 'filesystem', buildDependencies: { leanRegistry: loaderFiles } } } : {}),
      };
    },
  };
}
