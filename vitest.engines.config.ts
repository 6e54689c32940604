import { defineConfig } from 'vitest/config';

/**
 * The cross-engine smoke run (`npm run test:engines`): the same checks in Firefox ESR and WebKit against the
 * production build. Vitest rather than a hand-written runner: it gives per-check timeouts, failure messages
 * naming engine and check, and a summary line, all of which a script would redo.
 */
export default defineConfig({
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/engines/server.ts'],
    // One engine at a time: the machine has two cores and each browser wants both.
    fileParallelism: false,
    testTimeout: 30_000,
  },
});
