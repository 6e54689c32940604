import { defineConfig } from 'vitest/config';
import { packageSourceAliases } from './scripts/packages/sources.mjs';

export default defineConfig({
  // The flavour packages are tested from their sources (their package.json names the npm build).
  resolve: { alias: packageSourceAliases() },
  // Components use the automatic JSX runtime, as the site's bundler compiles them.
  esbuild: { jsx: 'automatic' },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'plugins/**/*.test.ts',
      'config/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      // The flavour packages' tests pick jsdom per file (// @vitest-environment jsdom).
      'packages/*/src/**/*.test.{ts,tsx}',
      'tests/conformance/**/*.test.{ts,tsx}',
    ],
    environment: 'node',
    // Its ESM build imports paths without file extensions, which only a bundler (or Docusaurus' config loader) resolves.
    server: { deps: { inline: ['@signalwire/docusaurus-plugin-llms-txt'] } },
    // The flavour packages' tests click through whole query builders in jsdom; on a busy machine one can take seconds.
    testTimeout: 20_000,
  },
});
