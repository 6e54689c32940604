import { defineConfig } from 'vitest/config';

/** Tests that read what `npm run build` generated; `npm test` runs them after the build. */
export default defineConfig({
  // Generous per-test limit: these read hundreds of built files and the machines are shared; no test asserts a timing.
  test: { include: ['tests/site/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
});
