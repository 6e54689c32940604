// @ts-check
/**
 * The packages the API reference documents. Each becomes one module of the reference, named
 * `module` (the URL segment: /api/modules/{module}); TypeDoc reads the declaration file the package
 * itself names in its package.json.
 *
 * @typedef {{ module: string; packageName: string; dir: string; note?: string }} ApiModule
 * @typedef {ApiModule & { version: string; entryPoint: string }} ResolvedApiModule
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** @param {string} packageName */
const installed = packageName => ({
  module: packageName.replace(/^@/, '').replace(/[/-]/g, '_'),
  packageName,
  dir: join('node_modules', packageName),
});

/** @type {readonly ApiModule[]} */
export const apiModules = [
  installed('react-querybuilder'),
  installed('@react-querybuilder/antd'),
  installed('@react-querybuilder/bootstrap'),
  installed('@react-querybuilder/chakra'),
  installed('@react-querybuilder/dnd'),
  installed('@react-querybuilder/mantine'),
  installed('@react-querybuilder/material'),
  {
    ...installed('@react-querybuilder/native'),
    dir: 'tools/api-native/node_modules/@react-querybuilder/native',
    note: 'The native add-on has no 7.x release on the npm registry, so this page documents 8.13.0, its release for react-querybuilder 8.13.0.',
  },
];

/**
 * @param {ApiModule} apiModule
 * @returns {ResolvedApiModule}
 */
export function resolveApiModule(apiModule) {
  const pkg = /** @type {{ version: string; types?: string; typings?: string }} */ (
    JSON.parse(readFileSync(join(apiModule.dir, 'package.json'), 'utf8'))
  );
  const types = pkg.types ?? pkg.typings;
  if (!types) throw new Error(`${apiModule.packageName} names no declaration file in its package.json`);
  return { ...apiModule, version: pkg.version, entryPoint: join(apiModule.dir, types) };
}
