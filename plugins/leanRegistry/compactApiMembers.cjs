// @ts-check
/**
 * Loader for the browser build of Docusaurus' three generated route files (routes.js, routesChunkNames.json,
 * registry.js). Each of the API reference's ~390 member pages (functions, variables, type aliases) is spelt out
 * in all three: its path twice, a route hash, two chunk names and its content loader, about 15 KB of gzip in
 * every page's main bundle. Here the registry keeps one table of member paths and content loaders; routes.js
 * builds the member routes from it when it is evaluated, with what they had in common (component, attributes)
 * written once. routes.js also carries every route's chunk names, so routesChunkNames starts empty, and makes each
 * route's component only when the route is first rendered or preloaded (lazyRoute.ts). The server build keeps the
 * generated files as they are, so it renders the same routes. Route hashes only pair a route with its chunk names,
 * so the browser's member routes use one and the others a count per path.
 * A generated file of an unexpected shape fails the build: a silent partial rewrite would lose pages.
 */

const fs = require('node:fs');
const path = require('node:path');
const { renameChunkNames, shortChunkNames } = require('./shortChunkNames.cjs');

/** Every route path literal of a member page in routes.js, whatever its shape. */
const memberPathLiteral = /path: '([^'\n]*\/api\/(?:functions|variables|type-aliases)\/[^'\n]*)'/g;
/** One member route as Docusaurus 3 serialises a leaf route: path, component, then one attribute a line. */
const memberRoute =
  /\n( *)\{\n *path: '([^'\n]*\/api\/(?:functions|variables|type-aliases)\/[^'\n]*)',\n *component: ComponentCreator\('\2', '([^'\n]+)'\),((?:\n(?!\1\})[^\n]*)*)\n\1\}(,?)/g;
/** One registry entry: chunk name, lazy import, module name, weak reference. */
const registryEntry =
  /^ {2}"([^"\n]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "([^"\n]+)"\), "\2", require\.resolveWeak\("\2"\)\],(?=\n|\};)/gm;
/** What the browser's member routes use as their hash (any string without a dash pairs them with their chunk names). */
const memberHash = 'm';
/**
 * Prefix of a member's content key in the registry and chunk names. Docusaurus' viewport prefetch asks the bundler
 * runtime for a file named after each chunk name: the production runtime answers with a URL it then skips (no such
 * chunk), the dev server's with `/` + name + `.js`, which for a bare path (`/api/…`) is `//api/…`, a request to a
 * host named "api" leaving the machine.
 */
const memberKeyPrefix = 'api-member:';
const registryName = '@generated/registry';
const lazyRouteModule = path.join(__dirname, 'lazyRoute.ts');

class ShapeError extends Error {
  /** @param {string} file @param {string} problem */
  constructor(file, problem) {
    super(
      `plugins/leanRegistry/compactApiMembers.cjs: Docusaurus' generated ${file} does not have the shape this loader rewrites (${problem}). ` +
        'Docusaurus has probably changed how it writes its route files: update the loader and its tests.',
    );
    this.name = 'ShapeError';
  }
}

/**
 * @typedef {{ path: string; hash: string; content: string; module: string }} Member
 * @typedef {{ members: Member[]; component: string; attributes: string }} Members
 */

/**
 * The member pages as the three generated files describe them, checked against each other.
 * @param {{ routes: string; routesChunkNames: string; registry: string }} files
 * @returns {Members | null} null when the site has no API member pages
 */
function readApiMembers({ routes, routesChunkNames, registry }) {
  const literals = [...routes.matchAll(memberPathLiteral)].length;
  const blocks = [...routes.matchAll(memberRoute)];
  if (literals === 0) return null;
  if (blocks.length !== literals)
    throw new ShapeError(
      'routes.js',
      `${literals} member route paths, ${blocks.length} of them in leaf routes of the known form`,
    );
  /** @type {Record<string, Record<string, unknown>>} */
  const chunkNames = JSON.parse(routesChunkNames);
  /** @type {Map<string, string>} */
  const modules = new Map([...registry.matchAll(registryEntry)].map(([, name = '', module = '']) => [name, module]));
  const attributeSets = new Set(blocks.map((block) => (block[4] ?? '').trim().replace(/\s+/g, ' ')));
  if (attributeSets.size !== 1)
    throw new ShapeError('routes.js', `member routes with different attributes: ${[...attributeSets].join(' | ')}`);
  if (blocks.some((block) => /\broutes:/.test(block[4] ?? '')))
    throw new ShapeError('routes.js', 'a member route with sub-routes');
  /** @type {Set<string>} */
  const components = new Set();
  const members = blocks.map(([, , routePath = '', hash = '']) => {
    const names = chunkNames[`${routePath}-${hash}`];
    if (
      !names ||
      Object.keys(names).join() !== '__comp,content' ||
      typeof names.__comp !== 'string' ||
      typeof names.content !== 'string'
    ) {
      throw new ShapeError('routesChunkNames.json', `no entry {__comp, content} for ${routePath}-${hash}`);
    }
    const module = modules.get(names.content);
    if (!module)
      throw new ShapeError('registry.js', `no entry of the known form for chunk ${names.content} of ${routePath}`);
    components.add(names.__comp);
    return { path: routePath, hash, content: names.content, module };
  });
  if (components.size !== 1)
    throw new ShapeError('routesChunkNames.json', `member pages with ${components.size} different components`);
  return { members, component: [...components][0] ?? '', attributes: [...attributeSets][0] ?? '' };
}

/** `/api/functions/react_querybuilder.` and `formatQuery`: the prefix members of one kind and module share. @param {string} routePath @returns {[string, string]} */
const splitMemberPath = (routePath) => {
  const match = /^(.*\/api\/[^/]+\/[^./]+\.)(.+)$/.exec(routePath);
  return match
    ? [match[1] ?? '', match[2] ?? '']
    : [routePath.slice(0, routePath.lastIndexOf('/') + 1), routePath.slice(routePath.lastIndexOf('/') + 1)];
};

/**
 * registry.js without the member entries, plus `apiMemberPaths` and a registry entry per member keyed by its
 * path (the chunk name the browser's routesChunkNames gives it), from one table grouped by kind and module.
 * @param {string} source @param {Members} api
 */
function compactRegistry(source, api) {
  const head = 'export default {\n';
  if (!source.startsWith(head) || !source.trimEnd().endsWith('};'))
    throw new ShapeError('registry.js', 'not one default-exported object literal');
  const memberChunks = new Set(api.members.map((member) => member.content));
  let removed = 0;
  const lean = source.replace(registryEntry, (line, name) => {
    if (!memberChunks.has(name)) return line;
    removed += 1;
    return '';
  });
  if (removed !== memberChunks.size)
    throw new ShapeError('registry.js', `${memberChunks.size} member chunks, ${removed} entries of the known form`);
  /** @type {Map<string, string[]>} */
  const groups = new Map();
  for (const member of api.members) {
    const [prefix, name] = splitMemberPath(member.path);
    const load = `() => import(/* webpackChunkName: "${member.content}" */ ${JSON.stringify(member.module)})`;
    groups.set(prefix, [...(groups.get(prefix) ?? []), `${JSON.stringify(name)}, ${load}`]);
  }
  const table = [...groups]
    .map(([prefix, items]) => `  [${JSON.stringify(prefix)},\n    ${items.join(',\n    ')}]`)
    .join(',\n');
  return `${lean
    .replace(head, 'const registry = {\n')
    .replace(/\n{2,}/g, '\n')
    .trimEnd()}
// API member pages (plugins/leanRegistry/compactApiMembers.cjs): [path prefix, name, content loader, name, ...].
const apiMembers = [
${table}];
export const apiMemberPaths = [];
for (const [prefix, ...items] of apiMembers) {
  for (let i = 0; i < items.length; i += 2) {
    apiMemberPaths.push(prefix + items[i]);
    registry[${JSON.stringify(memberKeyPrefix)} + prefix + items[i]] = [items[i + 1]];
  }
}
export default registry;
`;
}

const componentCreatorCall = /ComponentCreator\('((?:[^'\\\n]|\\.)*)', '([^'\n]+)'\)/g;

/**
 * routes.js for the browser: the member routes built from the registry's table where the first of them was, and
 * each route's chunk names (routesChunkNames.json, with the registry's short names) written where the route is
 * made, which registers them in routesChunkNames before ComponentCreator reads them: a route's path is spelt
 * next to itself, where it compresses to almost nothing, rather than a third time elsewhere.
 * @param {string} source @param {Members | null} api @param {string} chunkNamesJson @param {Map<string, string>} names
 */
function compactRoutes(source, api, chunkNamesJson, names = new Map()) {
  const anchor = "import ComponentCreator from '@docusaurus/ComponentCreator';\n";
  if (!source.includes(anchor)) throw new ShapeError('routes.js', 'no ComponentCreator import');
  /** @type {Record<string, unknown>} */
  const chunkNames = JSON.parse(chunkNamesJson);
  for (const member of api?.members ?? []) delete chunkNames[`${member.path}-${member.hash}`];
  let first = true;
  const lean = api
    ? source.replace(memberRoute, (_block, indent, _path, _hash, _attributes, comma) => {
        if (!first) return '';
        first = false;
        return `\n${indent}...apiMemberRoutes${comma}`;
      })
    : source;
  /** @type {Set<string>} */
  const seen = new Set();
  /** @type {Map<string, number>} */
  const routesOfPath = new Map();
  const inlined = lean.replace(componentCreatorCall, (_call, escapedPath, hash) => {
    const key = `${escapedPath.replace(/\\(.)/g, '$1')}-${hash}`;
    if (!(key in chunkNames)) throw new ShapeError('routesChunkNames.json', `no entry for the route ${key}`);
    seen.add(key);
    // In the browser a route's hash only tells apart the routes of one path (layouts nest under the same path):
    // a count per path does that, and compresses to almost nothing where ~700 random hashes cost about 1 KB of gzip.
    const nth = routesOfPath.get(escapedPath) ?? 0;
    routesOfPath.set(escapedPath, nth + 1);
    return `componentOf('${escapedPath}', '${nth}', ${JSON.stringify(renameChunkNames(chunkNames[key], names))})`;
  });
  const unseen = Object.keys(chunkNames).filter((key) => !seen.has(key));
  if (unseen.length > 0)
    throw new ShapeError(
      'routes.js',
      `no route for ${unseen.length} entries of routesChunkNames.json, e.g. ${unseen[0]}`,
    );
  const members = api
    ? `
// API member pages (plugins/leanRegistry/compactApiMembers.cjs).
const apiMemberRoutes = apiMemberPaths.map(path => ({
  path,
  component: componentOf(path, ${JSON.stringify(memberHash)}, { __comp: ${JSON.stringify(names.get(api.component) ?? api.component)}, content: ${JSON.stringify(memberKeyPrefix)} + path }),
  ${api.attributes}
}));
`
    : '';
  return inlined.replace(
    anchor,
    `${anchor}import routesChunkNames from '@generated/routesChunkNames';
import lazyRoute from ${JSON.stringify(lazyRouteModule)};
${api ? `import { apiMemberPaths } from ${JSON.stringify(registryName)};\n` : ''}
// Registers a route's chunk names now (the viewport prefetch reads them) and makes its component when the route is
// first used (plugins/leanRegistry/lazyRoute.ts) rather than here, for every route on every page.
const componentOf = (path, hash, chunkNames) => {
  routesChunkNames[path + '-' + hash] = chunkNames;
  return lazyRoute(() => ComponentCreator(path, hash));
};
${members}`,
  );
}

const files = ['registry.js', 'routesChunkNames.json', 'routes.js'];

/**
 * @this {{ resourcePath: string; addDependency(file: string): void }}
 * @param {string} source
 */
function compactApiMembersLoader(source) {
  const dir = path.dirname(this.resourcePath);
  const file = path.basename(this.resourcePath);
  if (!files.includes(file))
    throw new Error(
      `plugins/leanRegistry/compactApiMembers.cjs: applied to ${this.resourcePath}, which it does not know.`,
    );
  // Filled by routes.js as it makes the routes; compiled as a JavaScript module here.
  if (file === 'routesChunkNames.json') return 'export default {};\n';
  /** @param {string} name */
  const read = (name) => {
    if (name === file) return source;
    const other = path.join(dir, name);
    this.addDependency(other);
    return fs.readFileSync(other, 'utf8');
  };
  const registry = read('registry.js');
  const routesChunkNames = read('routesChunkNames.json');
  const api = readApiMembers({ routes: read('routes.js'), routesChunkNames, registry });
  if (file === 'routes.js') return compactRoutes(source, api, routesChunkNames, shortChunkNames(registry));
  return api ? compactRegistry(source, api) : source;
}

module.exports = compactApiMembersLoader;
module.exports.readApiMembers = readApiMembers;
module.exports.compactRegistry = compactRegistry;
module.exports.compactRoutes = compactRoutes;
