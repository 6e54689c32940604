// @ts-check
/**
 * What react-querybuilder's declarations import but do not ship (React's types, type-fest, Redux Toolkit…) comes
 * from one pinned tree, tools/history (installed by the root postinstall), never from the site's node_modules:
 * per release, the pinned copy whose version the range its package.json declares admits, so each release reads
 * its own type-fest.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { root } from './fetch.mjs';

export const supportDir = join(root, 'tools', 'history');

/**
 * Optional peers of the parsers and processors, left unresolved on purpose: their types appear only inside
 * react-querybuilder's signatures (a Drizzle column, a Sequelize where clause), so the names, kinds and members
 * the history records do not depend on them, and pinning them would add tens of megabytes.
 */
export const unpinnedImports = new Set(['drizzle-orm', 'sequelize', '@tanstack/db', 'spel2js']);

/**
 * Pinned packages whose declarations some releases bundled into their own: 6.x copied @types/json-logic-js's into its
 * declaration files, 7.x on import them. Their types stay the dependency's API wherever they are declared.
 */
export const bundledPackages = ['@types/json-logic-js'];

/**
 * The names of the types the bundled packages declare (a line scan of their declaration files: each declares its
 * types at the start of a line).
 *
 * @param {string} [dir]
 * @returns {Set<string>}
 */
export function bundledTypeNames(dir = supportDir) {
  const names = new Set();
  for (const name of bundledPackages) {
    const packageDir = join(dir, 'node_modules', name);
    const { types = 'index.d.ts' } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
    const source = readFileSync(join(packageDir, types), 'utf8');
    for (const [, declared] of source.matchAll(/^(?:export\s+)?(?:declare\s+)?(?:type|interface)\s+(\w+)/gm))
      names.add(declared);
  }
  return names;
}

/** @typedef {{ name: string; version: string; dir: string; key: string }} Pinned a copy in tools/history: real name, version, folder, the name it is installed under */

/**
 * The pinned copies: each dependency of tools/history/package.json under its real name (an alias such as
 * `type-fest-4` names type-fest 4 beside 5, `@types/react-18` React 18's types beside 19's).
 *
 * @param {string} [dir]
 * @returns {Pinned[]}
 */
export function pinnedPackages(dir = supportDir) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  return Object.keys(manifest.dependencies ?? {}).map((key) => {
    const installed = join(dir, 'node_modules', key);
    if (!existsSync(join(installed, 'package.json')))
      throw new Error(`${key} is not installed in ${dir}: run \`node scripts/tools.mjs install\``);
    const { name, version } = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    return { name, version, dir: installed, key };
  });
}

/** The package a bare import names: `type-fest` for `type-fest/source/x`, `@a/b` for `@a/b/c`. @param {string} specifier */
export const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Where DefinitelyTyped publishes a package's types: `@types/react`, `@types/a__b` for `@a/b`. @param {string} name */
export const typesPackageOf = (name) => `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;

/**
 * The ranges a release's manifests declare for a package (dependencies, devDependencies, peerDependencies).
 *
 * @param {readonly Record<string, any>[]} manifests react-querybuilder's package.json and its own packages'
 * @param {string} name
 */
export function declaredRanges(manifests, name) {
  return manifests.flatMap((m) =>
    ['dependencies', 'devDependencies', 'peerDependencies']
      .map((field) => m[field]?.[name])
      .filter((range) => typeof range === 'string'),
  );
}

/**
 * The pinned copy that serves a release's import of `name`: among the copies of the package (or of its types),
 * the newest whose version every range the release declares for it admits (7.x's \`@types/react\` ^18 gets React
 * 18's types, 8.x's ^19 React 19's). A package the release imports without declaring it must have one copy.
 *
 * @param {string} name the imported package
 * @param {readonly Pinned[]} pinned
 * @param {readonly Record<string, any>[]} manifests
 * @returns {Pinned | undefined} undefined when no copy is pinned
 */
export function pickPinned(name, pinned, manifests) {
  const candidates = pinned
    .filter((p) => p.name === name || p.name === typesPackageOf(name))
    .sort((a, b) => semver.rcompare(a.version, b.version));
  if (!candidates.length) return undefined;
  const fits = candidates.filter((c) => declaredRanges(manifests, c.name).every((r) => semver.satisfies(c.version, r)));
  const declared = candidates.some((c) => declaredRanges(manifests, c.name).length > 0);
  if (declared) {
    if (fits[0]) return fits[0];
    const ranges = candidates.map((c) => `${c.name} ${declaredRanges(manifests, c.name).join(' ')}`).join('; ');
    throw new Error(`No pinned copy of ${name} fits ${ranges}: pin one in tools/history/package.json`);
  }
  if (candidates.length === 1) return candidates[0];
  throw new Error(
    `${name} is imported without a declared version and several copies are pinned (${candidates.map((c) => c.version).join(', ')}): the release must name one`,
  );
}
