import type { Plugin } from '@docusaurus/types';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import postcss, { type AcceptedPlugin } from 'postcss';

const stripRules = readFileSync(fileURLToPath(new URL('./strip.css', import.meta.url)), 'utf8');

/**
 * The docs version strip moves to the top of the view while the navbar is hidden (strip.css). The rule is appended to
 * the site's own stylesheet at build time: as a client module it would have cost every page's script a few bytes.
 */
export default function versionStripNavbar(): Plugin {
  const appendToSiteStylesheet: AcceptedPlugin = {
    postcssPlugin: 'lean-version-strip-navbar',
    Once(root) {
      if (root.source?.input.file?.replace(/\\/g, '/').endsWith('/src/css/custom.css'))
        root.append(postcss.parse(stripRules).nodes);
    },
  };
  return {
    name: 'lean-version-strip-navbar',
    configurePostCss(options) {
      options.plugins.push(appendToSiteStylesheet);
      return options;
    },
  };
}
