// @ts-check
/**
 * Checks what `npm start`, `npm run build` and the tests need before they run, and says in one line
 * what to run when something is missing (instead of the stack trace of whatever reads it first).
 * Node built-ins only: it must work before anything is installed.
 *
 * Usage: node scripts/preflight.mjs [--browser]
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root, toolTrees } from './tools.mjs';
import { installedMismatches } from './versionPins.mjs';
import { chromiumPath } from './chromium.mjs';

const problems = [];
if (!existsSync(join(root, 'node_modules', '@docusaurus', 'core', 'package.json'))) {
  problems.push('The dependencies are not installed: run `npm install`.');
} else {
  for (const tree of toolTrees) {
    if (!existsSync(join(root, tree.dir, tree.marker)))
      problems.push(`${tree.dir} is not installed: run \`npm install\`.`);
  }
  const moved = problems.length === 0 ? installedMismatches(root) : [];
  if (moved.length > 0)
    problems.push(`Installed releases differ from config/docsVersions.ts (${moved.join('; ')}): run \`npm install\`.`);
}
if (process.argv.includes('--browser') && !existsSync(chromiumPath)) {
  problems.push(
    "The browser tests use Debian's Chromium at /usr/bin/chromium: run `sudo apt-get install chromium` (or `npm test`, which installs it).",
  );
}
for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exit(1);
