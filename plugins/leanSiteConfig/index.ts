import type { LoadContext, Plugin } from '@docusaurus/types';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Keeps the build-only options of the site config out of every page's main bundle (see dropServerConfig.cjs). */
export default function leanSiteConfig(context: LoadContext): Plugin {
  return {
    name: 'lean-site-config',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const rule = {
        include: path.join(context.generatedFilesDir, 'docusaurus.config.mjs'),
        use: [{ loader: require.resolve('./dropServerConfig.cjs') }],
      };
      return { module: { rules: [rule] } };
    },
  };
}
