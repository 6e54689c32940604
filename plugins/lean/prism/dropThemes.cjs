// @ts-check
/**
 * prism-react-renderer's `themes` export carries twenty colour themes (about 4 KB of
 * gzip) in every page's main bundle, because the module declares side effects and builds that export eagerly.
 * The site's code themes reach the browser through siteConfig (config/theme.ts reads them in Node), so the
 * browser needs only the one theme `Highlight` falls back to. Its builds concatenate the package's sources
 * with a `// src/…` comment before each.
 */

const themesStart = '// src/themes/index.ts\n';
const afterThemes = '// src/index.ts\n';
/** `Highlight` falls back to this theme when none is passed. */
const fallbackTheme = /\/\/ src\/themes\/vsDark\.ts\n[\s\S]*?(?=\/\/ src\/)/;

/**
 * @param {string} source
 * @returns {string | null} the source without the unused themes, or null when its layout is not the expected one
 */
function dropThemes(source) {
  const start = source.indexOf(themesStart);
  const end = source.indexOf(afterThemes, start);
  if (start < 0 || end < 0) return null;
  const themes = source.slice(start, end);
  const fallback = fallbackTheme.exec(themes);
  if (!fallback || !/var vsDark_default = /.test(fallback[0]) || !/\bthemes_exports\b/.test(source.slice(end)))
    return null;
  return `${source.slice(0, start)}// Themes left out by plugins/lean/prism: the site's come from siteConfig.\nvar themes_exports = {};\n\n${fallback[0]}${source.slice(end)}`;
}

module.exports = { dropThemes };
