// @ts-check
/**
 * Loader for the browser build of Docusaurus' three generated route files: reads all three with read.cjs (a shape it
 * does not know stops the build) and writes the browser's copy of the one being compiled with rewrite.cjs. Its
 * options are the route-file patches that are on (plugins/lean/index.ts).
 */
const fs = require('node:fs');
const path = require('node:path');
const { readRouteFiles } = require('./read.cjs');
const { browserRegistry, browserRoutes, browserRoutesChunkNames } = require('./rewrite.cjs');

/** @typedef {import('./rewrite.cjs').RouteFilePatches} RouteFilePatches */

const files = ['registry.js', 'routes.js', 'routesChunkNames.json'];

/**
 * @this {{ resourcePath: string; addDependency(file: string): void; getOptions(): RouteFilePatches }}
 * @param {string} source
 */
function routeFilesLoader(source) {
  const patches = this.getOptions();
  const dir = path.dirname(this.resourcePath);
  const file = path.basename(this.resourcePath);
  if (!files.includes(file))
    throw new Error(`plugins/lean/routeFiles/loader.cjs: applied to ${this.resourcePath}, which it does not know.`);
  /** @param {string} name */
  const read = (name) => {
    if (name === file) return source;
    const other = path.join(dir, name);
    this.addDependency(other);
    return fs.readFileSync(other, 'utf8');
  };
  const on = Object.entries(patches)
    .filter(([, enabled]) => enabled)
    .map(([id]) => id);
  const parsed = readRouteFiles(
    { registry: read('registry.js'), routes: read('routes.js'), routesChunkNames: read('routesChunkNames.json') },
    on.join(', '),
  );
  if (file === 'registry.js') return browserRegistry(parsed, patches);
  if (file === 'routes.js') return browserRoutes(source, parsed, patches);
  return browserRoutesChunkNames(parsed, patches).code;
}

module.exports = routeFilesLoader;
