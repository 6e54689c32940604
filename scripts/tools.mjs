// @ts-check
/**
 * Installs the separate dependency trees under tools/ (root `postinstall`, so a plain `npm install`
 * prepares everything), and names what each is for. They are not workspaces: their react-querybuilder
 * 8.x cannot share the site's 7.7.1 and npm would hoist it over the site's copy.
 *
 * Usage: node scripts/tools.mjs install
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { syncPins } from './versionPins.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Each tools/ tree, with a file that exists once it is installed. */
export const toolTrees = [
  // Declarations of @react-querybuilder/native for the API reference (config/apiModules.mjs).
  { dir: 'tools/api-native', marker: 'node_modules/@react-querybuilder/native/package.json' },
  // react-querybuilder 8.24.1 with the parser peers the Next docs' samples run (scripts/docSamples/versions.ts).
  { dir: 'tools/doc-samples/next', marker: 'node_modules/react-querybuilder/package.json' },
  // @react-querybuilder/dnd 8.22.4 and the react-querybuilder 8.22.4 it pins, for the Next drag-and-drop page's samples.
  { dir: 'tools/doc-samples/next-dnd', marker: 'node_modules/@react-querybuilder/dnd/package.json' },
  // react-awesome-query-builder's core 6.6.15, whose exports the Next page on moving from it reads in its samples.
  { dir: 'tools/doc-samples/raqb', marker: 'node_modules/@react-awesome-query-builder/core/package.json' },
  // Database drivers (pg, better-sqlite3, mongodb) and Knex, which the server-side samples import and their tests run.
  { dir: 'tools/doc-samples/server', marker: 'node_modules/pg/package.json' },
  // Next.js 16 with React 19 and react-querybuilder 7.7.1 and 8.24.1 (aliases), for the Next.js pages' claims
  // (scripts/docSamples/next.ts builds their App Router apps under apps/, offline).
  { dir: 'tools/doc-samples/nextjs', marker: 'node_modules/next/package.json' },
  // Cloudflare's local Pages runtime, which serves the build in tests/site/cloudflarePages.test.ts.
  { dir: 'tools/cloudflare-pages', marker: 'node_modules/wrangler/package.json' },
  // What react-querybuilder's declarations import but do not ship, pinned for the version history (plugins/history).
  { dir: 'tools/history', marker: 'node_modules/type-fest-4/package.json' },
  // The query lab's Node-only engines, Prisma and Sequelize on PGlite, and the Prisma client its postinstall generates.
  { dir: 'tools/lab-node', marker: 'generated/prisma/client.ts' },
];

/** Digest of what decides a tree's install: its package.json and lock. */
const inputsOf = (/** @type {string} */ dir) =>
  createHash('sha256')
    .update(
      ['package.json', 'package-lock.json']
        .map((file) => (existsSync(join(root, dir, file)) ? readFileSync(join(root, dir, file)) : ''))
        .join('\0'),
    )
    .digest('hex');

/** Where a finished install records its inputs, so that the next `npm install` skips an unchanged tree. */
const stampOf = (/** @type {string} */ dir) => join(root, dir, 'node_modules', '.rqb-tools-inputs');

function install() {
  // Our own nested installs must not start this again, whatever their scripts do.
  if (process.env.RQB_TOOLS_INSTALL === '1') return;
  // A release moved in config/docsVersions.ts moves its pins here first, so that the table edit plus `npm install` is all.
  const { changes, rootChanged } = syncPins(root, { write: true });
  if (changes.length > 0) console.log(`config/docsVersions.ts moves these pins:\n  ${changes.join('\n  ')}`);
  if (rootChanged) {
    // The install that runs us resolved the old pins: install again (its postinstall, this script, does the trees).
    const again = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
    process.exit(again.status ?? 1);
  }
  for (const tree of toolTrees) {
    const inputs = inputsOf(tree.dir);
    const stamp = stampOf(tree.dir);
    if (existsSync(join(root, tree.dir, tree.marker)) && existsSync(stamp) && readFileSync(stamp, 'utf8') === inputs)
      continue;
    const result = spawnSync('npm', ['install', '--prefix', tree.dir, '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, RQB_TOOLS_INSTALL: '1' },
    });
    if (result.status !== 0) {
      console.error(`Installing ${tree.dir} failed: run \`npm install --prefix ${tree.dir}\` to see why.`);
      process.exit(result.status ?? 1);
    }
    writeFileSync(stamp, inputs);
  }
}

if (process.argv[2] === 'install' && resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) install();
