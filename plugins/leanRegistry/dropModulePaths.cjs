// @ts-check
/**
 * Loader for the browser build of Docusaurus' generated route registry. Each entry is
 * `[() => import("path"), "path", require.resolveWeak("path")]`; the middle string names the module for
 * react-loadable's server-side capture (ComponentCreator passes it as `modules`, which react-loadable reports
 * only to a Loadable.Capture, and only the server renders one). In the browser it is never read, yet every
 * route's path string sits in every page's main bundle (about 2.3 KB of gzip for this site's routes). The weak
 * reference (a module id) only serves Loadable.preloadReady, which Docusaurus never calls: dropped as well.
 */

const { groupApiMemberChunks } = require('./groupApiMemberChunks.cjs');

const entry = /\), "([^"\n]+)", require\.resolveWeak\("\1"\)\]/g;

/** @param {string} source @returns {string | null} the registry without the module names and weak references, or null when it has none */
function dropModulePaths(source) {
  const lean = source.replace(entry, ')]');
  return lean === source ? null : lean;
}

/** @this {{ resourcePath: string; emitWarning(error: Error): void }} @param {string} source */
function dropModulePathsLoader(source) {
  const lean = dropModulePaths(groupApiMemberChunks(source));
  if (lean !== null) return lean;
  this.emitWarning(
    new Error(
      `${this.resourcePath}: no entry of the expected form, so the module names stay in the bundle (plugins/leanRegistry).`,
    ),
  );
  return source;
}

module.exports = dropModulePathsLoader;
module.exports.dropModulePaths = dropModulePaths;
