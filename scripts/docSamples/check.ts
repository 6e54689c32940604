import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { compileSample } from './run';
import { isVitestFile, runVitestFile } from './vitestFile';
import type { PlacedSample } from './workspace';

const repoRoot = resolve(__dirname, '../..');

// The library keeps process-wide state (a store whose development warnings fire once, react-dnd's singleton): every
// check gets its own copy of the libraries it documents, so that one check's warning is not another's silence.
const libraryPath =
  /[\\/]node_modules[\\/](?:react-querybuilder|rqb\d|@react-querybuilder|react-dnd[\w-]*|dnd-core)[\\/]/;

function freshLibraries() {
  const cache = createRequire(__filename).cache;
  for (const path of Object.keys(cache)) if (libraryPath.test(path)) delete cache[path];
}

/**
 * Runs a `check` sample in its workspace (the docs version's library): its top level asserts, and a default export
 * that is a function (an async check) is called and awaited. Throwing, or a rejected promise, fails the claim.
 * A check that imports `vitest` is a test file as a reader would save it: its tests run (./vitestFile).
 * `process.env.DOC_CHECK_PAGE` names the page the check sits on.
 */
export async function runCheck(sample: PlacedSample): Promise<void> {
  freshLibraries();
  const compiled = compileSample(sample);
  // A check about the page itself (say, that its install command fails) reads the page from here.
  process.env.DOC_CHECK_PAGE = join(repoRoot, sample.page);
  if (isVitestFile(readFileSync(compiled, 'utf8'))) return runVitestFile(compiled);
  const exports = createRequire(compiled)(compiled) as { default?: unknown };
  if (typeof exports.default === 'function') await (exports.default as () => unknown)();
  else if (exports.default instanceof Promise) await exports.default;
}
