import type { LoadContext, Plugin } from '@docusaurus/types';
import { engineArchives, engineFiles, enginePackages, nodeOnlyModules, nodeSchemeRequest } from './nodeOnlyImports';

interface ReplacedResource {
  request: string;
  context?: string;
}

/**
 * The browser build of the demo's query lab: the databases' WebAssembly glue carries imports of Node
 * built-ins for running under Node, behind a runtime check. In the browser bundle they become empty modules,
 * only for the engines' own packages. The server bundle never reaches the lab (plugins/flavourBundling).
 */
export default function queryLab(_context: LoadContext): Plugin {
  return {
    name: 'query-lab',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(nodeSchemeRequest, (resource: ReplacedResource) => {
            if (resource.context && enginePackages.test(`${resource.context}/`)) {
              resource.request = resource.request.replace(nodeSchemeRequest, '');
            }
          }),
        ],
        module: {
          rules: [
            {
              test: enginePackages,
              resolve: { fallback: Object.fromEntries(nodeOnlyModules.map((name) => [name, false])) },
            },
            // Under assets/ like every other hashed file, so hosts cache them for good (the default is the build root).
            {
              test: engineFiles,
              include: enginePackages,
              exclude: engineArchives,
              type: 'asset/resource',
              generator: { filename: 'assets/engines/[name].[contenthash][ext]' },
            },
            // A PGlite extension's archive (Apache AGE) as .tgz: a host that sees .gz may send it with Content-Encoding:
            // gzip, and the browser would unpack it before PGlite does.
            {
              test: engineArchives,
              include: enginePackages,
              type: 'asset/resource',
              generator: { filename: 'assets/engines/[name].[contenthash].tgz' },
            },
          ],
        },
      };
    },
  };
}
