// @ts-check
/**
 * Docusaurus names each route chunk after an 8-digit hash of its module, and every page's runtime lists each
 * chunk's name twice (to find its file, and Docusaurus' name-to-file lookup for prefetching), its main bundle
 * once or twice more (registry, routesChunkNames): about 400 random names, several KB of gzip that compress
 * badly. In the browser build they get short names from their order in the registry (`r` and a base-36 number;
 * `g` for the API member groups), kept consistent between the registry and routesChunkNames by both reading
 * the registry Docusaurus wrote. The server build never sees chunk names.
 */

const fs = require('node:fs');

const registryKey = /^ {2}"([^"\n]+)": \[/gm;
const chunkNameComment = /webpackChunkName: "([^"\n]+)"/g;

/** @param {string} registry the registry as Docusaurus writes it @returns {Map<string, string>} its chunk names, each with its short name */
function shortChunkNames(registry) {
  const names = [...registry.matchAll(registryKey)].map((match) => match[1] ?? '');
  return new Map(names.map((name, index) => [name, `r${index.toString(36)}`]));
}

/**
 * The registry with every entry's key and chunk name short; a chunk name that is no key (a group of API member
 * pages) gets a `g` name of its own.
 * @param {string} source @param {Map<string, string>} names
 */
function renameRegistry(source, names) {
  /** @type {Map<string, string>} */
  const groups = new Map();
  /** @param {string} name */
  const short = (name) => {
    const known = names.get(name) ?? groups.get(name);
    if (known) return known;
    const group = `g${groups.size.toString(36)}`;
    groups.set(name, group);
    return group;
  };
  return source
    .replace(chunkNameComment, (_comment, name) => `webpackChunkName: "${short(name)}"`)
    .replace(registryKey, (entry, name) => (names.has(name) ? `  "${names.get(name)}": [` : entry));
}

/**
 * routesChunkNames with every chunk name short.
 * @template T @param {T} value @param {Map<string, string>} names @returns {T}
 */
function renameChunkNames(value, names) {
  if (typeof value === 'string') return /** @type {T} */ (names.get(value) ?? value);
  if (Array.isArray(value)) return /** @type {T} */ (value.map((item) => renameChunkNames(item, names)));
  if (value && typeof value === 'object') {
    return /** @type {T} */ (
      Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renameChunkNames(item, names)]))
    );
  }
  return value;
}

/** @this {{ resourcePath: string }} @param {string} source */
function shortChunkNamesLoader(source) {
  return renameRegistry(source, shortChunkNames(fs.readFileSync(this.resourcePath, 'utf8')));
}

module.exports = shortChunkNamesLoader;
module.exports.shortChunkNames = shortChunkNames;
module.exports.renameRegistry = renameRegistry;
module.exports.renameChunkNames = renameChunkNames;
