// @ts-check
/**
 * Downloads the published tarballs of every react-querybuilder release the registry holds from the oldest line
 * the history reads (6.x) on, and of the project's own packages each release depends on (@react-querybuilder/ts
 * and /ctx in 6.1–6.2, /core from 8.9 on), and unpacks their declaration files and package.json into
 * node_modules/.cache/rqb-history/react-querybuilder@<version>/node_modules/, one tree per release. Each release
 * is fetched once. Only `npm run history` calls this; the build and the tests read the committed data file.
 *
 * Usage: node plugins/history/generator/fetch.mjs
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const cacheDir = join(root, 'node_modules', '.cache', 'rqb-history');

/** The oldest major line read: the v7 docs compare with 6.x, and older lines have no docs page with history. */
export const oldestLine = 6;

/** The scope of the project's own packages: their declarations are the release's API, read beside it. */
export const ownScope = '@react-querybuilder/';

/** @param {string[]} args */
function npm(args) {
  const result = spawnSync('npm', args, { encoding: 'utf8', cwd: cacheDir });
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
}

/** Published versions of a package, as the registry lists them. @param {string} name */
export function publishedVersions(name) {
  return /** @type {string[]} */ (JSON.parse(npm(['view', name, 'versions', '--json'])));
}

/** The node_modules tree of one react-querybuilder release, where its own packages sit beside it. */
export const releaseDir = (/** @type {string} */ version) => join(cacheDir, `react-querybuilder@${version}`);

/** Where a package of a release's tree is unpacked. @param {string} version @param {string} name */
export const packageDir = (version, name) => join(releaseDir(version), 'node_modules', name);

/** Unpacks a package's declarations and package.json to `target`, once. @param {string} spec @param {string} target */
function fetchPackage(spec, target) {
  if (existsSync(join(target, 'package.json'))) return;
  const tmp = join(cacheDir, 'tmp');
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const [packed] = JSON.parse(npm(['pack', spec, '--pack-destination', tmp, '--json', '--ignore-scripts']));
  const tarball = join(tmp, packed.filename);
  const unpacked = join(tmp, 'unpacked');
  mkdirSync(unpacked);
  const tar = spawnSync(
    'tar',
    ['-xzf', tarball, '-C', unpacked, '--wildcards', 'package/package.json', '*.d.ts', '*.d.mts', '*.d.cts'],
    { encoding: 'utf8' },
  );
  // tar exits non-zero when one of the patterns matches nothing (no .d.mts in 6.x): only package.json is required.
  if (!existsSync(join(unpacked, 'package', 'package.json'))) throw new Error(`${spec}: ${tar.stderr}`);
  mkdirSync(dirname(target), { recursive: true });
  renameSync(join(unpacked, 'package'), target);
  rmSync(tmp, { recursive: true, force: true });
  console.log(`fetched ${spec}`);
}

/**
 * The release of each of the project's own packages a react-querybuilder release depends on: the lowest the
 * range admits, which is the one published with it (a later one may postdate it).
 *
 * @param {Record<string, string> | undefined} dependencies the release's package.json `dependencies`
 * @param {(name: string) => readonly string[]} versionsOf the registry's versions of a package
 * @returns {[string, string][]} [name, version] pairs
 */
export function ownDependencies(dependencies, versionsOf) {
  return Object.entries(dependencies ?? {})
    .filter(([name]) => name.startsWith(ownScope))
    .map(([name, range]) => {
      const version = semver.minSatisfying([...versionsOf(name)], range);
      if (!version) throw new Error(`${name} ${range} is not in the registry`);
      return [name, version];
    });
}

/**
 * The react-querybuilder releases the history reads: every stable one of the oldest line read and later.
 *
 * @param {readonly string[]} versions
 */
export const readableReleases = (versions) =>
  versions
    .filter((v) => semver.valid(v) && !semver.prerelease(v) && semver.major(v) >= oldestLine)
    .sort(semver.compare);

/**
 * The own packages fetched beside a release (read back from its tree), with their versions.
 *
 * @param {string} version
 * @returns {Record<string, string>}
 */
export function ownPackagesOf(version) {
  const manifest = JSON.parse(readFileSync(join(packageDir(version, 'react-querybuilder'), 'package.json'), 'utf8'));
  return Object.fromEntries(
    Object.keys(manifest.dependencies ?? {})
      .filter((name) => name.startsWith(ownScope))
      .map((name) => [name, JSON.parse(readFileSync(join(packageDir(version, name), 'package.json'), 'utf8')).version]),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(cacheDir, { recursive: true });
  const releases = readableReleases(publishedVersions('react-querybuilder'));
  /** @type {Map<string, string[]>} */
  const known = new Map();
  const versionsOf = (/** @type {string} */ name) => {
    if (!known.has(name)) known.set(name, publishedVersions(name));
    return /** @type {string[]} */ (known.get(name));
  };
  for (const version of releases) {
    const main = packageDir(version, 'react-querybuilder');
    fetchPackage(`react-querybuilder@${version}`, main);
    const { dependencies } = JSON.parse(readFileSync(join(main, 'package.json'), 'utf8'));
    for (const [name, own] of ownDependencies(dependencies, versionsOf))
      fetchPackage(`${name}@${own}`, packageDir(version, name));
  }
  console.log(`${releases.length} releases in ${cacheDir}`);
}
