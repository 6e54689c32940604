// @ts-check
/**
 * Loader for prism-react-renderer's ESM build, which both the server and the browser bundles use (so the
 * highlighted HTML hydrates unchanged): leaves out the grammars and colour themes no page uses. If the
 * package's layout ever changes, a step that no longer applies stops the build.
 */
const { dropLanguages } = require('./dropLanguages.cjs');
const { dropThemes } = require('./dropThemes.cjs');

/** @this {{ resourcePath: string }} @param {string} source */
module.exports = function leanPrismLoader(source) {
  let result = source;
  for (const [what, step] of /** @type {const} */ ([
    ['grammars', dropLanguages],
    ['themes', dropThemes],
  ])) {
    const lean = step(result);
    if (lean === null)
      throw new Error(
        `plugins/lean (dropPrismExtras): ${this.resourcePath} is not of the layout whose unused ${what} plugins/lean/prism leaves out. Update the loader, or build on stock Docusaurus with LEAN_BUILD=false.`,
      );
    result = lean;
  }
  return result;
};
