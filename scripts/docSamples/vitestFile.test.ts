import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isVitestFile, runVitestFile } from './vitestFile';

const dir = mkdtempSync(join(tmpdir(), 'vitest-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let count = 0;
/** Writes CommonJS as the samples' compiler emits it for a file that imports `vitest`. */
function compiledFile(body: string): string {
  const file = join(dir, `sample${++count}.cjs`);
  writeFileSync(file, `const vitest_1 = require("vitest");\n${body}`);
  return file;
}

describe('a docs test file run inside a check', () => {
  it('is recognised by its vitest import', () => {
    expect(isVitestFile('const vitest_1 = require("vitest");')).toBe(true);
    expect(isVitestFile('const assert = require("node:assert/strict");')).toBe(false);
  });

  it('runs every test in order, each followed by the afterEach hooks', async () => {
    const file = compiledFile(`
      globalThis.__order = [];
      (0, vitest_1.afterEach)(() => globalThis.__order.push('cleanup'));
      (0, vitest_1.test)('one', () => globalThis.__order.push('one'));
      (0, vitest_1.it)('two', async () => { globalThis.__order.push('two'); });`);
    await runVitestFile(file);
    expect((globalThis as { __order?: string[] }).__order).toEqual(['one', 'cleanup', 'two', 'cleanup']);
  });

  it("fails with the test's name when its expect fails", async () => {
    const file = compiledFile(`(0, vitest_1.test)('sums', () => (0, vitest_1.expect)(1 + 1).toBe(3));`);
    await expect(runVitestFile(file)).rejects.toThrow(/test "sums" failed: expected 2 to be 3/);
  });

  it('refuses a file that declares no test', async () => {
    await expect(runVitestFile(compiledFile(''))).rejects.toThrow(/must declare a test/);
  });
});
