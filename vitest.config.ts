import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { packageSourceAliases } from './src/flavours/packageSources.mjs';
import { vitestWorkers } from './scripts/testing/vitestWorkers.mjs';

const testFiles = [
  'src/**/*.test.{ts,tsx}',
  'scripts/**/*.test.ts',
  'plugins/**/*.test.ts',
  'config/**/*.test.ts',
  'tests/unit/**/*.test.ts',
  'packages/*/src/**/*.test.{ts,tsx}',
  'tests/conformance/**/*.test.{ts,tsx}',
];

// Files that pick jsdom (// @vitest-environment jsdom) render into one shared document, so they need a fresh module
// graph each; `npm run test:unit` runs the Node-only project without isolation (Vitest 3.2 takes isolation per run,
// not per project), which cuts the unit stage from about 110 s to 55 s on two cores.
const domTestFiles = ['src', 'scripts', 'plugins', 'config', 'tests/unit', 'tests/conformance', 'packages']
  .flatMap((root) => testFilesUnder(root))
  .filter((file) => readFileSync(file, 'utf8').includes('@vitest-environment jsdom'));

function testFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : testFilesUnder(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

export default defineConfig({
  // The flavour packages are tested from their sources (their package.json names the npm build).
  resolve: { alias: packageSourceAliases() },
  // Components use the automatic JSX runtime, as the site's bundler compiles them.
  esbuild: { jsx: 'automatic' },
  test: {
    environment: 'node',
    ...vitestWorkers,
    // Its ESM build imports paths without file extensions, which only a bundler (or Docusaurus' config loader) resolves.
    server: { deps: { inline: ['@signalwire/docusaurus-plugin-llms-txt'] } },
    // The flavour packages' tests click through whole query builders in jsdom; on a busy machine one can take seconds.
    testTimeout: 20_000,
    projects: [
      { extends: true, test: { name: 'node', include: testFiles, exclude: domTestFiles } },
      { extends: true, test: { name: 'dom', include: domTestFiles } },
    ],
  },
});
