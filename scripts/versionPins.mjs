// @ts-check
/**
 * The dependency pins that follow config/docsVersions.ts: the site's react-querybuilder and its add-ons, the other
 * docs versions' libraries under their npm aliases (rqb8, rqb6…), the Next samples' trees under tools/doc-samples,
 * and our own flavour packages' release. The root `postinstall` (scripts/tools.mjs) writes them into the package.json
 * files before it installs the tools trees, so that editing the table and running `npm install` moves every pin;
 * preflight.mjs and a unit test fail when an installed copy differs from the table.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

const addonScope = '@react-querybuilder/';
const dependencyFields = /** @type {const} */ (['dependencies', 'devDependencies', 'peerDependencies']);

/** @typedef {typeof import('../config/docsVersions')} DocsVersions */
/** @typedef {{ readonly file: string, readonly name: string, readonly spec: string }} Pin */

/** The version table, read with jiti (it is TypeScript, and scripts run on Node 20). */
export function readDocsVersions(/** @type {string} */ root) {
  const jiti = createRequire(join(root, 'package.json'))('jiti')(join(root, 'scripts', 'versionPins.mjs'));
  return /** @type {DocsVersions} */ (jiti(join(root, 'config', 'docsVersions.ts')));
}

/**
 * What each package.json must say, given the table and the files' current content: only names a file already lists
 * are pinned (the table says which release, package.json says which packages).
 * @param {DocsVersions} table
 * @param {(file: string) => Record<string, unknown>} readJson
 * @returns {Pin[]}
 */
export function expectedPins(table, readJson) {
  const { libraryVersionOfDocs, siteDocsVersion, addonVersionOfDocs, majorOfDocs } = table;
  const site = libraryVersionOfDocs[siteDocsVersion];
  const rows = /** @type {[import('../config/docsVersions').DocsVersionName, string][]} */ (
    Object.entries(libraryVersionOfDocs)
  );
  /** @type {Pin[]} */
  const pins = [];
  const listed = (/** @type {string} */ file) =>
    new Set(dependencyFields.flatMap((field) => Object.keys(/** @type {object} */ (readJson(file)[field] ?? {}))));

  const rootNames = listed('package.json');
  for (const name of rootNames) {
    if (name === 'react-querybuilder') pins.push({ file: 'package.json', name, spec: site });
    else if (name.startsWith(addonScope))
      pins.push({ file: 'package.json', name, spec: addonVersionOfDocs(siteDocsVersion, name) });
    const alias = /^rqb(\d+)(?:-(.+))?$/.exec(name);
    const row = alias && rows.find(([docs]) => docs !== siteDocsVersion && majorOfDocs(docs) === Number(alias[1]));
    if (!alias || !row) continue;
    const [docs, library] = row;
    const target = alias[2] ? `${addonScope}${alias[2]}` : 'react-querybuilder';
    const version = alias[2] ? addonVersionOfDocs(docs, target) : library;
    pins.push({ file: 'package.json', name, spec: `npm:${target}@${version}` });
  }

  // The Next samples' tree holds the Next release and its add-ons; the dnd tree the pair the dnd add-on pins.
  const next = 'tools/doc-samples/next/package.json';
  for (const name of listed(next))
    if (name === 'react-querybuilder' || name.startsWith(addonScope))
      pins.push({ file: next, name, spec: addonVersionOfDocs('current', name) });
  const nextDnd = 'tools/doc-samples/next-dnd/package.json';
  const dndPair = addonVersionOfDocs('current', `${addonScope}dnd`);
  for (const name of listed(nextDnd))
    if (name === 'react-querybuilder' || name.startsWith(addonScope)) pins.push({ file: nextDnd, name, spec: dndPair });

  // Our own flavour packages are released with the site's library, for it.
  for (const id of ['bulma', 'fluent', 'tremor']) {
    const file = `packages/${id}/package.json`;
    pins.push({ file, name: 'version', spec: site });
    if (listed(file).has('react-querybuilder')) pins.push({ file, name: 'react-querybuilder', spec: `^${site}` });
  }
  return pins;
}

/** The spec a package.json gives a pinned name now (`version` is the package's own release). */
function currentSpec(/** @type {Record<string, any>} */ json, /** @type {string} */ name) {
  if (name === 'version') return json.version;
  for (const field of dependencyFields) if (json[field]?.[name] !== undefined) return json[field][name];
  return undefined;
}

/**
 * Writes the pins the table implies into the package.json files and returns what changed ("file: name a → b").
 * @param {string} root
 * @param {{ write: boolean }} options  write false only reports
 */
export function syncPins(root, { write }) {
  /** @type {Map<string, Record<string, any>>} */
  const files = new Map();
  const readJson = (/** @type {string} */ file) => {
    if (!files.has(file)) files.set(file, JSON.parse(readFileSync(join(root, file), 'utf8')));
    return /** @type {Record<string, any>} */ (files.get(file));
  };
  const changes = [];
  const changed = new Set();
  for (const { file, name, spec } of expectedPins(readDocsVersions(root), readJson)) {
    const json = readJson(file);
    const before = currentSpec(json, name);
    if (before === spec) continue;
    changes.push(`${file}: ${name} ${before} → ${spec}`);
    changed.add(file);
    if (name === 'version') json.version = spec;
    else for (const field of dependencyFields) if (json[field]?.[name] !== undefined) json[field][name] = spec;
  }
  if (write)
    for (const file of changed) writeFileSync(join(root, file), `${JSON.stringify(files.get(file), null, 2)}\n`);
  // The workspaces' package.json files are part of the root install (its lock records their releases).
  return { changes, rootChanged: [...changed].some((file) => !file.startsWith('tools/')) };
}

/**
 * Installed copies whose release is not the table's ("name: installed x, table y"): what `npm install` would fix.
 * @param {string} root
 */
export function installedMismatches(root) {
  const readJson = (/** @type {string} */ file) => JSON.parse(readFileSync(join(root, file), 'utf8'));
  return expectedPins(readDocsVersions(root), readJson).flatMap(({ file, name, spec }) => {
    const exact = /^(?:npm:.+@)?(\d+\.\d+\.\d+)$/.exec(spec)?.[1];
    if (!exact || name === 'version') return [];
    const installed = join(root, dirname(file), 'node_modules', name, 'package.json');
    const version = existsSync(installed) ? readJson(relative(root, installed)).version : 'nothing';
    return version === exact ? [] : [`${join(dirname(file), name)}: installed ${version}, the table says ${exact}`];
  });
}
