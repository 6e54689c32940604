import { defineConfig } from 'vitest/config';
import { packageSourceAliases } from './src/flavours/packageSources.mjs';

/** Tests that read what `npm run build` generated; `npm test` runs them after the build. */
export default defineConfig({
  // The registry's code half imports our flavour packages; a fresh clone has no dist/ for them (the packing test builds its own).
  resolve: { alias: packageSourceAliases() },
  // Generous per-test limit: these read hundreds of built files and the machines are shared; no test asserts a timing.
  // One worker: on a 2-core machine two CPU-bound workers (the relevance runs search hundreds of questions in a loop)
  // starved Vitest's own process past its 60 s reply limit ("Timeout calling onTaskUpdate") in two clean-clone runs,
  // with every test passed.
  test: {
    include: ['tests/site/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    maxWorkers: 1,
    minWorkers: 1,
  },
});
