import { defineConfig } from 'vitest/config';

/** Tests that read what `npm run build` generated; `npm test` runs them after the build. */
export default defineConfig({
  test: { include: ['tests/site/**/*.test.ts'], environment: 'node' },
});
