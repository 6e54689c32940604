// @ts-check
/**
 * Loader for theme-classic's client module `prism-include-languages`, which imports prism-react-renderer and
 * registers the extra grammars on every page, so Prism sat in every page's main bundle. The grammars are
 * registered instead by the chunk that highlights code (plugins/lean/theme/CodeBlock/Content/highlighter.ts), which
 * loads only where a code block has to be drawn in the browser (plugins/lean/theme/CodeBlock/Content/highlighter.ts).
 * A module of another shape stops the build: left as it is, it would put Prism back in every page unnoticed.
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
    ? '// Grammars register with the highlighter (plugins/lean/theme/CodeBlock/Content/highlighter.ts).\nexport {};\n'
    : null;
}

/** @this {{ resourcePath: string }} @param {string} source */
module.exports = function deferLanguagesLoader(source) {
  const lean = deferLanguages(source);
  if (lean !== null) return lean;
  throw new Error(
    `plugins/lean (deferPrism): ${this.resourcePath} is not the module plugins/lean/prism/deferLanguages.cjs empties. Update the loader, or build on stock Docusaurus with LEAN_BUILD=false.`,
  );
};
module.exports.deferLanguages = deferLanguages;
