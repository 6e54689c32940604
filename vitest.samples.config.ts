import { defineConfig } from 'vitest/config';
import { nextAddonsVitePlugin } from './plugins/nextAddons/vitePlugin';
import { packageSourceAliases } from './src/flavours/packageSources.mjs';
import { vitestWorkers } from './scripts/testing/vitestWorkers.mjs';

/** The docs' code samples, checked against the library version each docs version documents. */
export default defineConfig({
  // Our flavour packages from their sources: a fresh clone has not built their dist/ yet when the samples run.
  resolve: { alias: packageSourceAliases() },
  plugins: [nextAddonsVitePlugin()],
  test: {
    include: ['tests/samples/**/*.test.ts'],
    setupFiles: ['scripts/testing/turnEventLoop.ts'],
    // Samples that import the site's own packages load their dist/, as npm users do: built here when missing.
    globalSetup: ['scripts/docSamples/packageBuilds.ts'],
    environment: 'node',
    ...vitestWorkers,
    reporters: ['default'],
    // antd's ES build imports its own files without extensions, which Node's resolver refuses; Vite's accepts them.
    server: {
      deps: {
        inline: [
          /[\\/]node_modules[\\/](antd|@ant-design|@react-querybuilder[\\/]antd|rc-[\w-]+|@rc-component)[\\/]/,
          // 8.24.1 and its add-ons, so that their `react-querybuilder` goes through nextAddonsVitePlugin.
          /[\\/]node_modules[\\/]rqb8(?:-[^\\/]+)?[\\/]/,
        ],
      },
    },
  },
});
