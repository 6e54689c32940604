#!/usr/bin/env node
// Where the browser suite's time goes: worker time per spec file and project, and the slowest tests, read from the
// JSON report Playwright writes (playwright.config.ts). Playwright's own reporters list tests, not totals per file.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    report: { type: 'string', default: 'test-results/e2e-results.json' },
    slowest: { type: 'string', default: '15' },
  },
});

const report = JSON.parse(readFileSync(values.report, 'utf8'));

/** @type {{ file: string; title: string; project: string; ms: number; status: string }[]} */
const runs = [];
/**
 * @typedef {{ file?: string; specs?: Array<{ file?: string; title: string; tests: Array<{ projectName: string; results: Array<{ duration: number; status: string }> }> }>; suites?: Suite[] }} Suite
 * @param {Suite} suite @param {string | undefined} file
 */
function walk(suite, file) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      for (const result of test.results) {
        runs.push({
          file: spec.file ?? file ?? '?',
          title: spec.title,
          project: test.projectName,
          ms: result.duration,
          status: result.status,
        });
      }
    }
  }
  for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
}
for (const suite of report.suites) walk(suite, suite.file);

const seconds = (/** @type {number} */ ms) => (ms / 1000).toFixed(0).padStart(6);
const byKey = new Map();
for (const run of runs) {
  const key = `${run.file} [${run.project}]`;
  const entry = byKey.get(key) ?? { ms: 0, count: 0 };
  entry.ms += run.ms;
  entry.count += 1;
  byKey.set(key, entry);
}
const total = runs.reduce((sum, run) => sum + run.ms, 0);
console.log(
  `Wall time ${seconds(report.stats.duration)} s; worker time ${seconds(total)} s over ${runs.length} test runs`,
);
console.log('\nWorker time per spec file and project (s, runs):');
for (const [key, { ms, count }] of [...byKey].sort((a, b) => b[1].ms - a[1].ms)) {
  console.log(`${seconds(ms)}  ${String(count).padStart(4)}  ${key}`);
}
console.log(`\nSlowest ${values.slowest} test runs (s):`);
for (const run of [...runs].sort((a, b) => b.ms - a.ms).slice(0, Number(values.slowest))) {
  console.log(`${seconds(run.ms)}  ${run.status.padEnd(8)} ${run.file} [${run.project}] ${run.title}`);
}
