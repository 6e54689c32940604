// @ts-check
/**
 * The browser's copies of Docusaurus' three route files, written from what read.cjs read. The server build keeps the
 * generated files, so it renders the same routes. Four patches of the lean layer live here, each switchable alone
 * (plugins/lean/manifest.ts has their measured gains):
 *
 * - groupApiMemberChunks: the API reference's ~390 member pages (functions, variables, type aliases) share a chunk per
 *   module, kind and initial, rather than one chunk each whose id and hash every page's runtime would carry.
 * - shortChunkNames: route chunks are named `r` + a base-36 count (in registry order) and member groups `g` + one,
 *   rather than 8 random hex digits that every page's runtime and main bundle spell several times.
 * - dropModulePaths: the registry's module names and weak references, which only server rendering reads, are dropped.
 * - compactRoutes: the member pages come from one table (path prefix, name, loader) rather than being spelt out in all
 *   three files; every route's chunk names are written where the route is made (routesChunkNames starts empty); routes of
 *   one path are told apart by a count rather than a hash; and each route's component is made the first time the route
 *   renders or preloads (lazyRoute.ts), not for all ~1,100 routes as main.js evaluates.
 */
const path = require('node:path');
const { RouteFileShapeError, allRoutes } = require('./read.cjs');

/** @typedef {import('./read.cjs').RouteFiles} RouteFiles @typedef {import('./read.cjs').Route} Route */
/** @typedef {import('./read.cjs').ChunkNames} ChunkNames */
/**
 * @typedef {{ compactRoutes: boolean; dropModulePaths: boolean; groupApiMemberChunks: boolean; shortChunkNames: boolean }} RouteFilePatches
 */

const memberPath = /\/api\/(?:functions|variables|type-aliases)\//;
const memberModule = /^@site\/api\/(functions|variables|type-aliases)\/([a-z_]+)\.([^"/])[^"/]*\.md$/;
/** What the browser's member routes use as their hash (any string without a dash pairs them with their chunk names). */
const memberHash = 'm';
/**
 * Prefix of a member's content key in the registry and chunk names. Docusaurus' viewport prefetch asks the bundler
 * runtime for a file named after each chunk name: the production runtime answers with a URL it then skips (no such
 * chunk), the dev server's with `/` + name + `.js`, which for a bare path (`/api/…`) is `//api/…`, a request to a
 * host named "api" leaving the machine.
 */
const memberKeyPrefix = 'api-member:';
const lazyRouteModule = path.join(__dirname, 'lazyRoute.ts');

/**
 * Each registry key with the name the browser uses for it: short (`r` + its position) or as written.
 * @param {RouteFiles} files @param {RouteFilePatches} patches @returns {Map<string, string>}
 */
function chunkNameMap(files, patches) {
  return new Map(
    files.registry.map((entry, index) => [
      entry.chunkName,
      patches.shortChunkNames ? `r${index.toString(36)}` : entry.chunkName,
    ]),
  );
}

/** @param {ChunkNames} names @param {Map<string, string>} map @returns {ChunkNames} */
const renameChunkNames = (names, map) =>
  Object.fromEntries(
    Object.entries(names).map(([key, item]) => [
      key,
      typeof item === 'string' ? (map.get(item) ?? item) : renameChunkNames(item, map),
    ]),
  );

/**
 * @typedef {{ path: string; route: Route; content: string; module: string }} Member
 * @typedef {{ members: Member[]; component: string; attributes: string }} Members
 */

/**
 * The API member pages: leaf routes whose chunk names are one component (the same for all) and their content.
 * @param {RouteFiles} files @returns {Members | null} null when the site has none
 */
function apiMembers(files) {
  const fail = (/** @type {string} */ file, /** @type {string} */ problem) =>
    new RouteFileShapeError('compactRoutes', file, problem);
  const routes = allRoutes(files.routes).filter((route) => memberPath.test(route.path));
  if (routes.length === 0) return null;
  const modules = new Map(files.registry.map((entry) => [entry.chunkName, entry.module]));
  const attributeSets = new Set(
    routes.map((route) => route.attributes.map((attribute) => `${attribute.name}: ${attribute.text}`).join(',\n  ')),
  );
  if (attributeSets.size !== 1)
    throw fail('routes.js', `member routes with different attributes: ${[...attributeSets].join(' | ')}`);
  /** @type {Set<string>} */
  const components = new Set();
  const members = routes.map((route) => {
    if (route.routes) throw fail('routes.js', `the member route ${route.path} has child routes`);
    const names = route.key === undefined ? undefined : files.chunkNames[route.key];
    if (!names || Object.keys(names).join() !== '__comp,content')
      throw fail('routesChunkNames.json', `${route.key} is not {__comp, content}`);
    const { __comp: component, content } = names;
    if (typeof component !== 'string' || typeof content !== 'string')
      throw fail('routesChunkNames.json', `${route.key} names no chunk`);
    components.add(component);
    return { path: route.path, route, content, module: modules.get(content) ?? '' };
  });
  if (components.size !== 1)
    throw fail('routesChunkNames.json', `member pages with ${components.size} different components`);
  return { members, component: [...components][0] ?? '', attributes: [...attributeSets][0] ?? '' };
}

/** `/api/functions/react_querybuilder.` and `formatQuery`: the prefix members of one kind and module share. @param {string} routePath @returns {[string, string]} */
const splitMemberPath = (routePath) => {
  const match = /^(.*\/api\/[^/]+\/[^./]+\.)(.+)$/.exec(routePath);
  const cut = routePath.lastIndexOf('/') + 1;
  return match ? [match[1] ?? '', match[2] ?? ''] : [routePath.slice(0, cut), routePath.slice(cut)];
};

/**
 * registry.js for the browser.
 * @param {RouteFiles} files @param {RouteFilePatches} patches @returns {string}
 */
function browserRegistry(files, patches) {
  const names = chunkNameMap(files, patches);
  /** @type {Map<string, string>} */
  const groups = new Map();
  /** The chunk an entry's module goes to: its own, or its member group's. @param {{ chunkName: string; module: string }} entry */
  const chunkOf = (entry) => {
    const member = patches.groupApiMemberChunks ? memberModule.exec(entry.module) : null;
    if (!member) return names.get(entry.chunkName) ?? entry.chunkName;
    const group = `api-${member[1]}-${member[2]}-${(member[3] ?? '').toLowerCase()}`;
    if (!patches.shortChunkNames) return group;
    if (!groups.has(group)) groups.set(group, `g${groups.size.toString(36)}`);
    return groups.get(group) ?? group;
  };
  /** @param {{ chunkName: string; module: string }} entry */
  const load = (entry) => `() => import(/* webpackChunkName: ${JSON.stringify(chunkOf(entry))} */ "${entry.module}")`;
  const api = patches.compactRoutes ? apiMembers(files) : null;
  const memberChunks = new Set(api?.members.map((member) => member.content));
  const lines = files.registry
    .filter((entry) => !memberChunks.has(entry.chunkName))
    .map((entry) => {
      const server = patches.dropModulePaths ? '' : `, "${entry.module}", require.resolveWeak("${entry.module}")`;
      return `  ${JSON.stringify(names.get(entry.chunkName))}: [${load(entry)}${server}],`;
    });
  if (!api) return `export default {\n${lines.join('\n')}\n};\n`;
  /** @type {Map<string, string[]>} */
  const table = new Map();
  for (const member of api.members) {
    const [prefix, name] = splitMemberPath(member.path);
    const entry = { chunkName: member.content, module: member.module };
    table.set(prefix, [...(table.get(prefix) ?? []), `${JSON.stringify(name)}, ${load(entry)}`]);
  }
  const rows = [...table].map(([prefix, items]) => `  [${JSON.stringify(prefix)},\n    ${items.join(',\n    ')}]`);
  return `const registry = {
${lines.join('\n')}
};
// API member pages (plugins/lean/routeFiles/rewrite.cjs, compactRoutes): [path prefix, name, content loader, …].
const apiMembers = [
${rows.join(',\n')}];
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

/**
 * routesChunkNames.json for the browser: empty when routes.js registers each route's chunk names itself
 * (compactRoutes), else the generated one with the browser's chunk names.
 * @param {RouteFiles} files @param {RouteFilePatches} patches @returns {{ code: string; javascript: boolean }}
 */
function browserRoutesChunkNames(files, patches) {
  if (patches.compactRoutes) return { code: 'export default {};\n', javascript: true };
  const names = chunkNameMap(files, patches);
  const renamed = Object.fromEntries(
    Object.entries(files.chunkNames).map(([key, value]) => [key, renameChunkNames(value, names)]),
  );
  return { code: JSON.stringify(renamed), javascript: false };
}

/**
 * routes.js for the browser: with compactRoutes, the member routes built from the registry's table where the first
 * of them was, and each route's chunk names written where the route is made; otherwise as generated.
 * @param {string} source the generated routes.js @param {RouteFiles} files @param {RouteFilePatches} patches @returns {string}
 */
function browserRoutes(source, files, patches) {
  if (!patches.compactRoutes) return source;
  const names = chunkNameMap(files, patches);
  const api = apiMembers(files);
  /** @type {Array<{ start: number; end: number; text: string }>} */
  const edits = [];
  const members = new Set(api?.members.map((member) => member.route));
  let first = true;
  for (const route of api?.members.map((member) => member.route) ?? []) {
    if (first) edits.push({ ...route.range, text: '...apiMemberRoutes' });
    else edits.push({ start: route.previousEnd ?? route.range.start, end: route.range.end, text: '' });
    first = false;
  }
  /** @type {Map<string, number>} */
  const routesOfPath = new Map();
  for (const route of allRoutes(files.routes)) {
    if (members.has(route) || route.key === undefined) continue;
    // In the browser a route's hash only tells apart the routes of one path (layouts nest under the same path): a
    // count per path does that, and compresses to almost nothing where ~700 random hashes cost about 1 KB of gzip.
    const nth = routesOfPath.get(route.path) ?? 0;
    routesOfPath.set(route.path, nth + 1);
    const chunkNames = renameChunkNames(files.chunkNames[route.key] ?? {}, names);
    const text = `componentOf(${JSON.stringify(route.path)}, '${nth}', ${JSON.stringify(chunkNames)})`;
    edits.push({ ...route.component, text });
  }
  let lean = source;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    lean = lean.slice(0, edit.start) + edit.text + lean.slice(edit.end);
  const anchor = "import ComponentCreator from '@docusaurus/ComponentCreator';\n";
  const memberRoutes = api
    ? `
// API member pages (plugins/lean/routeFiles/rewrite.cjs, compactRoutes).
const apiMemberRoutes = apiMemberPaths.map(path => ({
  path,
  component: componentOf(path, ${JSON.stringify(memberHash)}, { __comp: ${JSON.stringify(names.get(api.component) ?? api.component)}, content: ${JSON.stringify(memberKeyPrefix)} + path }),
  ${api.attributes}
}));
`
    : '';
  return lean.replace(
    anchor,
    `${anchor}import routesChunkNames from '@generated/routesChunkNames';
import lazyRoute from ${JSON.stringify(lazyRouteModule)};
${api ? "import { apiMemberPaths } from '@generated/registry';\n" : ''}
// Registers a route's chunk names now (the viewport prefetch reads them) and makes its component when the route is
// first used (plugins/lean/routeFiles/lazyRoute.ts) rather than here, for every route on every page.
const componentOf = (path, hash, chunkNames) => {
  routesChunkNames[path + '-' + hash] = chunkNames;
  return lazyRoute(() => ComponentCreator(path, hash));
};
${memberRoutes}`,
  );
}

module.exports = { browserRegistry, browserRoutes, browserRoutesChunkNames, chunkNameMap, apiMembers };
