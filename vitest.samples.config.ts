import { defineConfig } from 'vitest/config';

/** The docs' code samples, checked against the library version each docs version documents. */
export default defineConfig({
  test: { include: ['tests/samples/**/*.test.ts'], environment: 'node', reporters: ['default'] },
});
