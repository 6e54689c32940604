// @ts-check
/**
 * Downloads the published tarballs of every react-querybuilder release the registry holds (6.5.x and
 * later) and of the @react-querybuilder/core releases the 8.x ones depend on, and unpacks only their
 * declaration files and package.json into node_modules/.cache/rqb-history/<package>@<version>/. Each
 * release is fetched once: an unpacked release is never fetched again. Only `npm run history` calls this;
 * the build and the tests read the committed data file instead.
 *
 * Usage: node plugins/history/generator/fetch.mjs
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareVersions, firstLineVersion } from './versions.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const cacheDir = join(root, 'node_modules', '.cache', 'rqb-history');

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

/** Where a release's declarations are unpacked (a node_modules tree, so that imports between packages resolve). */
export const releaseDir = (/** @type {string} */ name, /** @type {string} */ version) =>
  join(cacheDir, `${name.replace('/', '+')}@${version}`);

/** @param {string} name @param {string} version */
function fetchRelease(name, version) {
  const target = join(releaseDir(name, version), 'node_modules', name);
  if (existsSync(join(target, 'package.json'))) return;
  const tmp = join(cacheDir, 'tmp');
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const [packed] = JSON.parse(
    npm(['pack', `${name}@${version}`, '--pack-destination', tmp, '--json', '--ignore-scripts']),
  );
  const tarball = join(tmp, packed.filename);
  const unpacked = join(tmp, 'unpacked');
  mkdirSync(unpacked);
  const tar = spawnSync(
    'tar',
    ['-xzf', tarball, '-C', unpacked, '--wildcards', 'package/package.json', '*.d.ts', '*.d.mts', '*.d.cts'],
    { encoding: 'utf8' },
  );
  // tar exits non-zero when one of the patterns matches nothing (e.g. no .d.mts in 6.x): only package.json is required.
  if (!existsSync(join(unpacked, 'package', 'package.json'))) throw new Error(`${name}@${version}: ${tar.stderr}`);
  mkdirSync(dirname(target), { recursive: true });
  renameSync(join(unpacked, 'package'), target);
  rmSync(tmp, { recursive: true, force: true });
  console.log(`fetched ${name}@${version}`);
}

/**
 * The @react-querybuilder/core release a react-querybuilder release was installed with, if it depends on it.
 *
 * @param {string} version
 * @param {readonly string[]} coreVersions sorted
 */
export function coreDependency(version, coreVersions) {
  const manifest = JSON.parse(
    readFileSync(
      join(releaseDir('react-querybuilder', version), 'node_modules', 'react-querybuilder', 'package.json'),
      'utf8',
    ),
  );
  const range = manifest.dependencies?.['@react-querybuilder/core'];
  if (!range) return undefined;
  const resolved = firstLineVersion(coreVersions, String(range).replace(/^[\^~]/, ''));
  if (!resolved)
    throw new Error(`react-querybuilder@${version} needs @react-querybuilder/core ${range}, which the registry lacks`);
  return resolved;
}

/** The react-querybuilder releases the history reads: every stable one from 6.5.0 on. @param {string[]} versions */
export const readableReleases = (versions) =>
  versions.filter((v) => !v.includes('-') && compareVersions(v, '6.5.0') >= 0).sort(compareVersions);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(cacheDir, { recursive: true });
  const releases = readableReleases(publishedVersions('react-querybuilder'));
  const coreVersions = publishedVersions('@react-querybuilder/core').sort(compareVersions);
  for (const version of releases) {
    fetchRelease('react-querybuilder', version);
    // From 8.9 on, react-querybuilder re-exports @react-querybuilder/core: its declarations import it.
    const core = coreDependency(version, coreVersions);
    if (core) {
      fetchRelease('@react-querybuilder/core', core);
      const beside = join(releaseDir('react-querybuilder', version), 'node_modules', '@react-querybuilder', 'core');
      if (!existsSync(beside))
        cpSync(
          join(releaseDir('@react-querybuilder/core', core), 'node_modules', '@react-querybuilder', 'core'),
          beside,
          { recursive: true },
        );
    }
  }
  console.log(`${releases.length} releases in ${cacheDir}`);
}
