import { createRequire } from 'node:module';
import { compileSample } from './run';
import type { PlacedSample } from './workspace';

/**
 * Runs a `check` sample in its workspace (the docs version's library): its top level asserts, and a default export
 * that is a function (an async check) is called and awaited. Throwing, or a rejected promise, fails the claim.
 */
export async function runCheck(sample: PlacedSample): Promise<void> {
  const compiled = compileSample(sample);
  const exports = createRequire(compiled)(compiled) as { default?: unknown };
  if (typeof exports.default === 'function') await (exports.default as () => unknown)();
  else if (exports.default instanceof Promise) await exports.default;
}
