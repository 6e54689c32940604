import type { Plugin } from '@docusaurus/types';
import { fileURLToPath } from 'node:url';

/** The docs version strip moves to the top of the view while the navbar is hidden (strip.css), as a client module. */
export default function versionStripNavbar(): Plugin {
  return {
    name: 'lean-version-strip-navbar',
    getClientModules: () => [fileURLToPath(new URL('./strip.css', import.meta.url))],
  };
}
