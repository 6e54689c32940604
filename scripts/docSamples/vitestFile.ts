import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { expect } from 'vitest';

type TestBody = () => unknown;

/** Whether a compiled check is a test file written for Vitest (it imports `vitest`), rather than a plain script. */
export const isVitestFile = (compiledSource: string): boolean => /\brequire\("vitest"\)/.test(compiledSource);

/**
 * Runs a docs page's Vitest test file inside the check that is already running: Vitest refuses a `test()` declared
 * inside a running test, so the file gets a `vitest` whose `test`/`it` only collect and whose `expect` is Vitest's
 * own; each collected test then runs in order, followed by the file's `afterEach` hooks (its `cleanup`, say).
 */
export async function runVitestFile(compiled: string): Promise<void> {
  const tests: [string, TestBody][] = [];
  const afterEachHooks: TestBody[] = [];
  const collect = (name: string, body: TestBody) => void tests.push([name, body]);
  const vitest = { expect, test: collect, it: collect, afterEach: (hook: TestBody) => void afterEachHooks.push(hook) };
  const load = createRequire(compiled);
  const module = { exports: {} };
  const requireForFile = (id: string): unknown => (id === 'vitest' ? vitest : load(id));
  new Function('exports', 'require', 'module', '__filename', '__dirname', readFileSync(compiled, 'utf8'))(
    module.exports,
    requireForFile,
    module,
    compiled,
    dirname(compiled),
  );
  if (tests.length === 0) throw new Error('a Vitest test file must declare a test');
  // A test file starts in an empty document, as in the environment Vitest gives each file.
  globalThis.document?.body.replaceChildren();
  for (const [name, body] of tests) {
    try {
      await body();
    } catch (error) {
      throw new Error(`test "${name}" failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    } finally {
      for (const hook of afterEachHooks) await hook();
    }
  }
}
