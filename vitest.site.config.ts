import { defineConfig } from 'vitest/config';
import { packageSourceAliases } from './src/flavours/packageSources.mjs';

/** Tests that read what `npm run build` generated; `npm test` runs them after the build. */
export default defineConfig({
  // The registry's code half imports our flavour packages; a fresh clone has no dist/ for them (the packing test builds its own).
  resolve: { alias: packageSourceAliases() },
  // Generous per-test limit: these read hundreds of built files and the machines are shared; no test asserts a timing.
  // One worker: two CPU-bound workers on a 2-core machine slow each other for nothing. "Timeout calling onTaskUpdate" was
  // the worker's own event loop never turning, between tests (scripts/testing/turnEventLoop.ts) and inside the relevance
  // loops (tests/site/searchHits.ts, hitPages), not a starved Vitest.
  test: {
    include: ['tests/site/**/*.test.ts'],
    setupFiles: ['scripts/testing/turnEventLoop.ts'],
    environment: 'node',
    testTimeout: 60_000,
    maxWorkers: 1,
    minWorkers: 1,
  },
});
