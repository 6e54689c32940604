// @ts-check
/**
 * Loader for prism-react-renderer's ESM build, which both the server and the browser bundles use (so the
 * highlighted HTML hydrates unchanged): leaves out the grammars and colour themes no page uses. If the
 * package's layout ever changes, a step that no longer applies leaves the file as it is and warns.
 */
const { dropLanguages } = require('./dropLanguages.cjs');
const { dropThemes } = require('./dropThemes.cjs');

/** @this {{ resourcePath: string; emitWarning(error: Error): void }} @param {string} source */
module.exports = function leanPrismLoader(source) {
  let result = source;
  for (const [what, step] of /** @type {const} */ ([
    ['grammars', dropLanguages],
    ['themes', dropThemes],
  ])) {
    const lean = step(result);
    if (lean === null)
      this.emitWarning(
        new Error(
          `${this.resourcePath}: not the expected layout, so its unused ${what} stay in the bundle (plugins/leanPrism).`,
        ),
      );
    else result = lean;
  }
  return result;
};
