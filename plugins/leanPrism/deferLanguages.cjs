// @ts-check
/**
 * Loader for theme-classic's client module `prism-include-languages`, which imports prism-react-renderer and
 * registers the extra grammars on every page, so Prism sat in every page's main bundle. The grammars are
 * registered instead by the chunk that highlights code (src/theme/CodeBlock/Content/highlighter.ts), which
 * loads only where a code block has to be drawn in the browser. A module of another shape stays as it is,
 * with a warning: Prism then only costs bytes again.
 */
const expected =
  /^import \{ ?Prism ?\} from 'prism-react-renderer';\nimport prismIncludeLanguages from '@theme\/prism-include-languages';\nprismIncludeLanguages\(Prism\);$/m;

/** @param {string} source @returns {string | null} the replacement, or null when the module is not the known one */
function deferLanguages(source) {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\/\/.*$/gm, '')
    .trim();
  return expected.test(code) && code.split('\n').length === 3
    ? '// Grammars register with the highlighter (src/theme/CodeBlock/Content/highlighter.ts).\nexport {};\n'
    : null;
}

/** @this {{ resourcePath: string; emitWarning(error: Error): void }} @param {string} source */
module.exports = function deferLanguagesLoader(source) {
  const lean = deferLanguages(source);
  if (lean !== null) return lean;
  this.emitWarning(
    new Error(
      `${this.resourcePath}: not the expected module, so Prism stays in every page's main bundle (plugins/leanPrism/deferLanguages.cjs).`,
    ),
  );
  return source;
};
module.exports.deferLanguages = deferLanguages;
