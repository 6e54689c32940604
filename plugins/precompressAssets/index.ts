import type { LoadContext, Plugin } from '@docusaurus/types';
import path from 'node:path';
import { precompressCacheDirectory, precompressDirectory } from './precompress.mjs';

/**
 * Compresses the bundler's scripts and stylesheets (build/assets) into the precompression cache while the
 * other plugins' postBuild hooks run. Those hooks keep a core busy (the search index on the main thread, the
 * Markdown twins in a worker); zlib works on libuv's thread pool, so the brotli pass over the assets (about
 * 5 s of CPU) shares the cores with them instead of running after the build. npm's postbuild step then
 * finds these copies in the cache and only compresses the pages and files that hooks write or rewrite, once their bytes are final.
 * No hook changes build/assets, so compressing it here cannot race with them.
 */
export default function precompressAssets(context: LoadContext): Plugin {
  return {
    name: 'precompress-assets',
    async postBuild({ outDir }) {
      // Two jobs at a time: the thread pool has four threads, and the other hooks' file reads need the rest.
      await precompressDirectory(path.join(outDir, 'assets'), {
        concurrency: 2,
        cacheDirectory: precompressCacheDirectory(context.siteDir),
        prune: false,
      });
    },
  };
}
