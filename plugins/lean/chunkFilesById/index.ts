import type { Plugin } from '@docusaurus/types';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { idChunkFilename, runtimeProblem, stockChunkFilename } from './filename';

const name = 'lean-chunk-files-by-id';

/**
 * Lazy chunks' files named after their ids rather than their names (filename.ts says why). Throws when Docusaurus
 * names its chunks' files another way, or when the built runtime still maps ids to names.
 */
export default function chunkFilesById(): Plugin {
  const giveUp = (problem: string) =>
    new Error(
      `${name}: ${problem}. Update plugins/lean/chunkFilesById, or build without it: LEAN_WITHOUT=chunkFilesById ` +
        '(or LEAN_BUILD=false).',
    );
  return {
    name,
    getClientModules: () => [fileURLToPath(new URL('./client.ts', import.meta.url))],
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const stock = config.output?.chunkFilename;
      if (stock !== stockChunkFilename)
        throw giveUp(`Docusaurus names lazy chunks' files ${JSON.stringify(stock)}, not ${stockChunkFilename}`);
      return { output: { chunkFilename: idChunkFilename } };
    },
    async postBuild({ outDir }) {
      const scripts = path.join(outDir, 'assets', 'js');
      const runtimes = (await readdir(scripts)).filter((file) => /^runtime~main\.\w+\.js$/.test(file));
      if (runtimes.length !== 1)
        throw giveUp(`expected one runtime~main chunk, found ${runtimes.join(', ') || 'none'}`);
      const problem = runtimeProblem(await readFile(path.join(scripts, runtimes[0]!), 'utf8'));
      if (problem !== undefined) throw giveUp(`${problem} (${runtimes[0]})`);
    },
  };
}
