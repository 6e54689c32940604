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

/** The route-file patches (rewrite.cjs), each on or off. */
export interface RouteFilePatches {
  compactRoutes: boolean;
  dropModulePaths: boolean;
  groupApiMemberChunks: boolean;
  shortChunkNames: boolean;
  dropApiMemberDocs: boolean;
}

/**
 * Trims what every page's main bundle carries about all routes (see rewrite.cjs for the route files and
 * dropApiMemberDocs.cjs for the global docs list). The server build keeps the generated files.
 */
export default function routeFiles(context: LoadContext, patches: RouteFilePatches): Plugin {
  const { dropApiMemberDocs, ...routePatches } = patches;
  return {
    name: 'lean-route-files',
    configureWebpack(config, isServer) {
      const generated = (file: string) => path.join(context.generatedFilesDir, file);
      // The server renders with the same global data as the browser hydrates with.
      const globalData = {
        include: generated('globalData.json'),
        use: [{ loader: require.resolve('./dropApiMemberDocs.cjs') }],
      };
      const loader = { loader: require.resolve('./loader.cjs'), options: routePatches };
      const rules = [
        ...(dropApiMemberDocs ? [globalData] : []),
        ...(isServer || !Object.values(routePatches).some(Boolean)
          ? []
          : [
              { include: generated('registry.js'), use: [loader] },
              { include: generated('routes.js'), use: [loader] },
              // With compactRoutes, rewritten into a module that routes.js fills, so no longer parsed as JSON.
              {
                include: generated('routesChunkNames.json'),
                ...(routePatches.compactRoutes ? { type: 'javascript/auto' } : {}),
                use: [loader],
              },
            ]),
      ];
      // The bundler's persistent cache does not notice a loader's own code changing: without this, a warm cache
      // keeps serving the route files as the previous loaders wrote them.
      const rspackCache = typeof config.experiments?.cache === 'object';
      const webpackCache = typeof config.cache === 'object' && config.cache.type === 'filesystem';
      return {
        module: { rules },
        ...(rspackCache ? { experiments: { cache: { buildDependencies: loaderFiles } } } : {}),
        ...(webpackCache ? { cache: { type: 'filesystem', buildDependencies: { leanRouteFiles: loaderFiles } } } : {}),
      };
    },
  };
}
