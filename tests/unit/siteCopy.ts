import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './importGraph';

/**
 * A copy of some of the repository's folders and files (tests left out) in a temporary directory, where a test edits a
 * registry the way a contributor would and then loads the modules that read it, from the copy. Bare imports
 * (react-querybuilder, @docusaurus/utils…) resolve from the site's own node_modules.
 */
export function copySite(name: string, paths: readonly string[]) {
  const dir = mkdtempSync(join(tmpdir(), `rqb-${name}-`));
  for (const path of paths)
    cpSync(join(repoRoot, path), join(dir, path), { recursive: true, filter: (file) => !file.endsWith('.test.ts') });
  symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return {
    dir,
    /** Rewrites a file of the copy; fails when the edit changed nothing (the file no longer reads as expected). */
    edit(path: string, change: (source: string) => string) {
      const before = readFileSync(join(dir, path), 'utf8');
      const after = change(before);
      if (after === before) throw new Error(`${path}: the edit found nothing to change`);
      writeFileSync(join(dir, path), after);
    },
    load: <T>(path: string) => import(/* @vite-ignore */ join(dir, path)) as Promise<T>,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
