import type { Plugin } from '@docusaurus/types';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** How the bundler runtime defines `gca` (chunk name → URL), the function client.ts wraps. */
export const chunkAssetDefinition = /\.gca\s*=\s*(?:function\b|\()/;

/**
 * Throws unless the built runtime chunk still defines `__webpack_require__.gca`: without it client.ts would leave
 * every prefetch as the core makes it, and no test of bytes would notice.
 */
export async function checkChunkAssetRuntime(outDir: string): Promise<void> {
  const scripts = path.join(outDir, 'assets', 'js');
  const runtimes = (await readdir(scripts)).filter((file) => /^runtime~main\.[\w]+\.js$/.test(file));
  const defines = await Promise.all(
    runtimes.map(async (file) => chunkAssetDefinition.test(await readFile(path.join(scripts, file), 'utf8'))),
  );
  if (!defines.includes(true))
    throw new Error(
      `plugins/lean patch linkPrefetch: no bundler runtime in ${scripts} defines __webpack_require__.gca (found ` +
        `${runtimes.join(', ') || 'no runtime~main chunk'}). Update plugins/lean/linkPrefetch, or build without it: ` +
        'LEAN_WITHOUT=linkPrefetch (or LEAN_BUILD=false).',
    );
}

/** The link prefetches' two adjustments (client.ts) as a client module, and the build's check that they still apply. */
export default function linkPrefetch(): Plugin {
  return {
    name: 'lean-link-prefetch',
    getClientModules: () => [fileURLToPath(new URL('./client.ts', import.meta.url))],
    postBuild: ({ outDir }) => checkChunkAssetRuntime(outDir),
  };
}
