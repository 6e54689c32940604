import type { LoadContext, Plugin } from '@docusaurus/types';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Gives the browser build an ES module @docusaurus/utils-common that does not pull in tslib (see utilsCommon.mjs). */
export default function leanUtilsCommon(_context: LoadContext): Plugin {
  return {
    name: 'lean-utils-common',
    configureWebpack(_config, isServer) {
      return isServer
        ? {}
        : { resolve: { alias: { '@docusaurus/utils-common$': require.resolve('./utilsCommon.mjs') } } };
    },
  };
}
