import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildDirectory } from '../../playwright.config';

/** Which build the browser tests look at: written into every build by plugins/lean (build-kind.json). */
function readBuildKind(): { lean: boolean } {
  const file = path.join(buildDirectory, 'build-kind.json');
  if (!existsSync(file))
    throw new Error(`${file} is missing: build the site first (npm run build or npm run build:stock)`);
  return JSON.parse(readFileSync(file, 'utf8')) as { lean: boolean };
}

/** True for a build on stock Docusaurus (LEAN_BUILD=false), whose byte budgets and lean-only behaviour do not apply. */
export const stockBuild = !readBuildKind().lean;

/** Why a test skips on such a build. */
export const stockBuildReason =
  'LEAN_BUILD=false build: stock Docusaurus is bigger by design; byte budgets and lean-layer behaviour apply to the lean build';
