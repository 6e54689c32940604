import { execFile } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { packageSources } from '../../src/flavours/packageSources.mjs';

const repoRoot = join(__dirname, '..', '..');
const tsc = createRequire(__filename).resolve('typescript/bin/tsc');

/** The newest modification time of the files under `dir`, or 0 when it does not exist. */
function newestIn(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((newest, entry) => Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs), 0);
}

/** The site's own packages whose dist/ is missing or older than their sources. */
export function stalePackages(root = repoRoot): string[] {
  return Object.keys(packageSources).filter((id) => {
    const dir = join(root, 'packages', id);
    const built = newestIn(join(dir, 'dist'));
    return built === 0 || built < newestIn(join(dir, 'src'));
  });
}

/**
 * Docs samples import the site's own packages as npm users do, through their package.json, i.e. their built dist/
 * (run code and type declarations). A fresh clone has none yet when the samples run before the site's build, so this
 * builds what is missing or stale with each package's own npm build settings, the packages side by side.
 */
export default async function buildPackages(): Promise<void> {
  await Promise.all(
    stalePackages().map((id) =>
      promisify(execFile)(process.execPath, [tsc, '-p', join(repoRoot, 'packages', id, 'tsconfig.build.json')]),
    ),
  );
}
