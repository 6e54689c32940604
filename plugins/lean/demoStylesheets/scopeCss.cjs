// @ts-check
/**
 * Rewrites a UI library's global stylesheet so that it only styles elements inside one scope
 * element: the flavour demos load Bootstrap, Mantine or Bulma without restyling the site around them.
 */
const postcss = require('postcss');

/** Selectors that mean "the document root": they become the scope element itself. */
const rootToken = /^(?::root|html|body)(?![\w-])/;

/**
 * @param {string} selector
 * @param {string} scope e.g. `.rqb-flavour-bootstrap`
 * @returns {string[]}
 */
function scopeSelector(selector, scope) {
  const trimmed = selector.trim();
  if (rootToken.test(trimmed)) {
    // `html body .x` names the root twice; both collapse into the scope element.
    const rest = trimmed.replace(rootToken, '').replace(/^\s+(?:body|html)(?![\w-])/, '');
    return [`${scope}${rest}`];
  }
  // Theme attributes such as [data-bs-theme=dark], or Mantine's :where([data-mantine-color-scheme=dark]), may sit on
  // the scope element itself or inside it.
  if (/^(?:\[|:where\(\[)/.test(trimmed)) return [`${scope}${trimmed}`, `${scope} ${trimmed}`];
  return [`${scope} ${trimmed}`];
}

/**
 * @param {string} css
 * @param {string} scope a selector, e.g. `.rqb-flavour-bulma`
 * @param {{ dropSystemColorScheme?: boolean }} [options] drop `prefers-color-scheme` blocks, for
 *   libraries that would otherwise follow the operating system instead of the site's colour mode
 * @returns {string}
 */
function scopeCss(css, scope, options = {}) {
  const root = postcss.parse(css);
  if (options.dropSystemColorScheme) {
    root.walkAtRules('media', (rule) => {
      if (/prefers-color-scheme/.test(rule.params)) rule.remove();
    });
  }
  root.walkRules((rule) => {
    const parent = rule.parent;
    if (parent && parent.type === 'atrule' && /keyframes$/i.test(/** @type {import('postcss').AtRule} */ (parent).name))
      return;
    rule.selectors = [...new Set(rule.selectors.flatMap((selector) => scopeSelector(selector, scope)))];
  });
  return root.toString();
}

module.exports = { scopeCss, scopeSelector };
