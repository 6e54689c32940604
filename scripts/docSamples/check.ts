import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { compileSample } from './run';
import type { PlacedSample } from './workspace';

const repoRoot = resolve(__dirname, '../..');

/**
 * Runs a `check` sample in its workspace (the docs version's library): its top level asserts, and a default export
 * that is a function (an async check) is called and awaited. Throwing, or a rejected promise, fails the claim.
 * `process.env.DOC_CHECK_PAGE` names the page the check sits on.
 */
export async function runCheck(sample: PlacedSample): Promise<void> {
  const compiled = compileSample(sample);
  // A check about the page itself (say, that its install command fails) reads the page from here.
  process.env.DOC_CHECK_PAGE = join(repoRoot, sample.page);
  const exports = createRequire(compiled)(compiled) as { default?: unknown };
  if (typeof exports.default === 'function') await (exports.default as () => unknown)();
  else if (exports.default instanceof Promise) await exports.default;
}
