import type { Plugin } from 'vite';
import { nextAddonFiles } from './nextAddonFiles';

/**
 * What plugins/nextAddons does for the site's bundler, for the samples suite's Vite: in the files of `rqb8` and its
 * add-ons, `react-querybuilder` is the 8.24.1 copy. The suite inlines those files so that this resolver sees them.
 */
export function nextAddonsVitePlugin(): Plugin {
  return {
    name: 'next-addons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'react-querybuilder' || !importer || !nextAddonFiles.test(importer)) return null;
      return this.resolve('rqb8', importer, { skipSelf: true });
    },
  };
}
