import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Where the lean layer records the last build's output directory (its build-kind plugin, after each build); scripts/postbuild reads it. */
export const lastBuildDirectoryFile = join('.docusaurus', 'last-build-directory');

/**
 * The build this step rewrites: the directory named on its command line, else the one the last `docusaurus build`
 * wrote (npm hands `npm run build -- --out-dir X`'s arguments to the build only, not to its postbuild), else `build`.
 * @param {readonly string[]} argv
 * @param {string} cwd
 */
export function postbuildDirectory(argv, cwd) {
  if (argv[2]) return resolve(cwd, argv[2]);
  const recorded = join(cwd, lastBuildDirectoryFile);
  if (existsSync(recorded)) return resolve(cwd, readFileSync(recorded, 'utf8').trim());
  return resolve(cwd, 'build');
}
