// @ts-check
/**
 * The packages the API reference documents. Each becomes one module of the reference, named
 * `module` (the URL segment: /api/modules/{module}); TypeDoc reads the declaration file the package
 * itself names in its package.json.
 *
 * @typedef {{ module: string; packageName: string; dir: string; note?: string; sources?: string; entry?: string }} ApiModule
 * @typedef {ApiModule & { version: string; entryPoint: string; corePeer?: string }} ResolvedApiModule
 *   `corePeer`: the `react-querybuilder` range the package's own package.json names as its peer.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { flavourIds, flavours } from '../src/flavours/registryNode.mjs';
import { packageSources } from '../src/flavours/packageSources.mjs';

/** @param {string} packageName */
const installed = (packageName) => ({
  module: packageName.replace(/^@/, '').replace(/[/-]/g, '_'),
  packageName,
  dir: join('node_modules', packageName),
});

/**
 * One of the site's own packages (packages/{id}, an npm workspace): TypeDoc reads its TypeScript
 * sources from their entry module (its package.json names the built declarations npm users get).
 *
 * @param {string} id
 * @returns {ApiModule}
 */
const workspace = (id) => {
  const packageName = `@react-querybuilder/${id}`;
  return {
    ...installed(packageName),
    dir: join('packages', id),
    sources: join('packages', id, 'src'),
    entry: packageSources[id],
    note: `It is the site's own package: written in this website's repository (\`packages/${id}\`), not published on the npm registry, and versioned after the react-querybuilder release it targets.`,
  };
};

/** @type {readonly ApiModule[]} */
export const apiModules = [
  installed('react-querybuilder'),
  ...[
    // Every flavour's add-on (the registry's), the drag-and-drop add-on and the React Native one, by package name.
    ...flavourIds.map((id) =>
      flavours[id].source === 'workspace' ? workspace(id) : installed(flavours[id].packageName),
    ),
    installed('@react-querybuilder/dnd'),
    {
      ...installed('@react-querybuilder/native'),
      dir: 'tools/api-native/node_modules/@react-querybuilder/native',
      // Its versions and the core release it needs come from its package.json (see apiIndexPage).
      note: 'The native add-on has no 7.x release on the npm registry.',
    },
  ].sort((a, b) => a.packageName.localeCompare(b.packageName)),
];

/**
 * @param {ApiModule} apiModule
 * @returns {ResolvedApiModule}
 */
export function resolveApiModule(apiModule) {
  const pkg =
    /** @type {{ version: string; types?: string; typings?: string; peerDependencies?: Record<string, string> }} */ (
      JSON.parse(readFileSync(join(apiModule.dir, 'package.json'), 'utf8'))
    );
  const corePeer = pkg.peerDependencies?.['react-querybuilder'];
  const metadata = { ...apiModule, version: pkg.version, ...(corePeer ? { corePeer } : {}) };
  if (apiModule.entry) return { ...metadata, entryPoint: apiModule.entry };
  const types = pkg.types ?? pkg.typings;
  if (!types) throw new Error(`${apiModule.packageName} names no declaration file in its package.json`);
  return { ...metadata, entryPoint: join(apiModule.dir, types) };
}
