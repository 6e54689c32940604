// @ts-check
/**
 * The one reader of Docusaurus' generated route files (.docusaurus/registry.js, routes.js, routesChunkNames.json).
 * Every patch of the lean layer that needs them reads them here, never with a pattern of its own. The files are read
 * whole and strictly: anything this reader does not know (a new property, another call, a line of another form)
 * throws a RouteFileShapeError naming the patch and the LEAN_BUILD=false switch, so an upgrade of Docusaurus stops the
 * build instead of leaving a patch to do nothing or half its job. routeFiles.test.ts feeds it what the installed
 * Docusaurus' own generator writes.
 */
const ts = require('typescript');

class RouteFileShapeError extends Error {
  /** @param {string} patch @param {string} file @param {string} problem */
  constructor(patch, file, problem) {
    super(
      `plugins/lean (${patch}): Docusaurus' generated ${file} does not have the shape the lean layer reads (${problem}). ` +
        'Docusaurus has probably changed how it writes its route files: update plugins/lean/routeFiles/read.cjs and ' +
        'its tests, or build on stock Docusaurus with LEAN_BUILD=false meanwhile.',
    );
    this.name = 'RouteFileShapeError';
  }
}

/**
 * One entry of registry.js: `"<chunk>": [() => import(/* webpackChunkName: "<chunk>" *\/ "<module>"), "<module>",
 * require.resolveWeak("<module>")]`, the module name already escaped for a string literal.
 * @typedef {{ chunkName: string; module: string }} RegistryEntry
 */

const registryHead = 'export default {\n';
const registryLine =
  /^ {2}"([^"\n]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "([^"\n]+)"\), "\2", require\.resolveWeak\("\2"\)\],$/;

/**
 * The registry's entries in the order Docusaurus wrote them.
 * @param {string} source @param {string} patch @returns {RegistryEntry[]}
 */
function readRegistry(source, patch) {
  const fail = (/** @type {string} */ problem) => new RouteFileShapeError(patch, 'registry.js', problem);
  if (!source.startsWith(registryHead)) throw fail('it does not start with `export default {`');
  const body = source.slice(registryHead.length).trimEnd();
  if (!body.endsWith('};')) throw fail('it does not end with `};`');
  const lines = body.slice(0, -2).split('\n');
  return lines
    .filter((line) => line !== '')
    .map((line) => {
      const match = registryLine.exec(line);
      if (!match) throw fail(`an entry of another form: ${line.slice(0, 160)}`);
      return { chunkName: match[1] ?? '', module: match[2] ?? '' };
    });
}

/**
 * What one route's component and modules load: chunk names by prop (`__comp`, `content`, `__context: { plugin }`…).
 * @typedef {{ [key: string]: ChunkNames | string }} ChunkNames
 */

/** @param {string} source @param {string} patch @returns {Record<string, ChunkNames>} route key (path-hash) → chunk names */
function readRoutesChunkNames(source, patch) {
  const fail = (/** @type {string} */ problem) => new RouteFileShapeError(patch, 'routesChunkNames.json', problem);
  /** @type {unknown} */
  let value;
  try {
    value = JSON.parse(source);
  } catch (error) {
    throw fail(`not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  /** @param {unknown} names @returns {boolean} */
  const isChunkNames = (names) =>
    typeof names === 'object' &&
    names !== null &&
    Object.values(names).every((item) => typeof item === 'string' || isChunkNames(item));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw fail('not an object');
  for (const [key, names] of Object.entries(value)) {
    if (!isChunkNames(names)) throw fail(`the entry of ${key} is not an object of chunk names`);
  }
  return /** @type {Record<string, ChunkNames>} */ (value);
}

/**
 * One route of routes.js, with where its parts are in the source so that a patch can rewrite them.
 * @typedef {object} Route
 * @property {string} path
 * @property {string | undefined} hash `ComponentCreator(path, hash)`'s second argument (the `*` route has none)
 * @property {string | undefined} key its key in routesChunkNames.json (`path-hash`)
 * @property {Route[] | undefined} routes its child routes
 * @property {Array<{ name: string; text: string }>} attributes `exact` and the plugins' other attributes, as written
 * @property {{ start: number; end: number }} range the route's object literal (from `{` to `}`)
 * @property {{ start: number; end: number }} component the `ComponentCreator(…)` call
 * @property {number | undefined} previousEnd where the route before it in the same list ends (none for the first)
 */

/** The properties a route object may have besides its attributes, as Docusaurus 3 writes them. */
const routeKeys = new Set(['path', 'component', 'routes']);

/**
 * The route tree of routes.js (`export default [ { path, component: ComponentCreator(path, hash), exact, routes,
 * …attributes } ]`), parsed as JavaScript rather than matched by patterns, so formatting does not matter but shape does.
 * @param {string} source @param {string} patch @returns {Route[]}
 */
function readRoutes(source, patch) {
  const fail = (/** @type {string} */ problem) => new RouteFileShapeError(patch, 'routes.js', problem);
  const file = ts.createSourceFile('routes.js', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const imports = file.statements.filter(ts.isImportDeclaration).map((statement) => statement.getText(file));
  if (!imports.includes("import ComponentCreator from '@docusaurus/ComponentCreator';"))
    throw fail('no `import ComponentCreator from "@docusaurus/ComponentCreator"`');
  const exported = file.statements.filter(ts.isExportAssignment);
  if (exported.length !== 1 || file.statements.length !== imports.length + 1)
    throw fail('not imports followed by one `export default`');
  const list = exported[0]?.expression;
  if (!list || !ts.isArrayLiteralExpression(list)) throw fail('`export default` is not an array literal');

  /** @param {ts.Expression} node @returns {string} */
  const stringOf = (node) => {
    if (ts.isStringLiteral(node)) return node.text;
    throw fail(`${node.getText(file).slice(0, 80)} where a string literal was expected`);
  };
  /** @param {ts.Expression} node @param {number} index @param {readonly ts.Expression[]} list @returns {Route} */
  const routeOf = (node, index, list) => {
    if (!ts.isObjectLiteralExpression(node)) throw fail(`a route that is not an object literal: ${node.getText(file)}`);
    /** @type {Map<string, ts.Expression>} */
    const properties = new Map();
    /** @type {Route['attributes']} */
    const attributes = [];
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)))
        throw fail(`a route property of another form: ${property.getText(file).slice(0, 80)}`);
      const name = property.name.text;
      if (routeKeys.has(name)) {
        properties.set(name, property.initializer);
        continue;
      }
      // The plugins' attributes are written with JSON.stringify; anything else (a `Component:` or `children:` of a
      // newer route writer, a function) is a shape this reader does not know.
      const text = property.initializer.getText(file);
      try {
        JSON.parse(text);
      } catch {
        throw fail(`the route property \`${name}\` is not a JSON value (${text.slice(0, 80)})`);
      }
      attributes.push({ name, text });
    }
    const path = properties.get('path');
    const component = properties.get('component');
    if (!path) throw fail(`a route without \`path\`: ${node.getText(file).slice(0, 120)}`);
    if (!component) throw fail(`a route without \`component\`: ${node.getText(file).slice(0, 120)}`);
    if (
      !ts.isCallExpression(component) ||
      !ts.isIdentifier(component.expression) ||
      component.expression.text !== 'ComponentCreator' ||
      component.arguments.length < 1 ||
      component.arguments.length > 2
    )
      throw fail(`a route component that is not \`ComponentCreator(path, hash)\`: ${component.getText(file)}`);
    const routePath = stringOf(path);
    const [creatorPath, hashNode] = component.arguments;
    if (!creatorPath || stringOf(creatorPath) !== routePath)
      throw fail(`ComponentCreator's path differs from the route's, ${routePath}`);
    const hash = hashNode ? stringOf(hashNode) : undefined;
    const children = properties.get('routes');
    if (children && !ts.isArrayLiteralExpression(children)) throw fail(`\`routes\` of ${routePath} is not an array`);
    return {
      path: routePath,
      hash,
      key: hash === undefined ? undefined : `${routePath}-${hash}`,
      routes: children && ts.isArrayLiteralExpression(children) ? children.elements.map(routeOf) : undefined,
      attributes,
      range: { start: node.getStart(file), end: node.getEnd() },
      component: { start: component.getStart(file), end: component.getEnd() },
      previousEnd: index > 0 ? list[index - 1]?.getEnd() : undefined,
    };
  };
  return list.elements.map(routeOf);
}

/** @param {Route[]} routes @returns {Route[]} every route of the tree, parents before their children */
const allRoutes = (routes) => routes.flatMap((route) => [route, ...allRoutes(route.routes ?? [])]);

/** @param {ChunkNames | string} names @returns {string[]} */
const chunkNamesIn = (names) => (typeof names === 'string' ? [names] : Object.values(names).flatMap(chunkNamesIn));

/**
 * @typedef {{ registry: RegistryEntry[]; routes: Route[]; chunkNames: Record<string, ChunkNames> }} RouteFiles
 */

/**
 * The three files read and checked against each other: every route with a hash has its chunk names, every chunk name
 * is an entry of the registry, and every entry of routesChunkNames.json belongs to a route.
 * @param {{ registry: string; routes: string; routesChunkNames: string }} sources @param {string} patch @returns {RouteFiles}
 */
function readRouteFiles(sources, patch) {
  const registry = readRegistry(sources.registry, patch);
  const chunkNames = readRoutesChunkNames(sources.routesChunkNames, patch);
  const routes = readRoutes(sources.routes, patch);
  const known = new Set(registry.map((entry) => entry.chunkName));
  const keys = new Set();
  for (const route of allRoutes(routes)) {
    if (route.key === undefined) continue;
    const names = chunkNames[route.key];
    if (!names) throw new RouteFileShapeError(patch, 'routesChunkNames.json', `no entry for the route ${route.key}`);
    const unknown = chunkNamesIn(names).find((name) => !known.has(name));
    if (unknown !== undefined)
      throw new RouteFileShapeError(patch, 'registry.js', `no entry for chunk ${unknown} of the route ${route.key}`);
    keys.add(route.key);
  }
  const orphan = Object.keys(chunkNames).find((key) => !keys.has(key));
  if (orphan !== undefined)
    throw new RouteFileShapeError(patch, 'routes.js', `no route for the entry ${orphan} of routesChunkNames.json`);
  return { registry, routes, chunkNames };
}

module.exports = {
  RouteFileShapeError,
  readRegistry,
  readRoutesChunkNames,
  readRoutes,
  readRouteFiles,
  allRoutes,
};
