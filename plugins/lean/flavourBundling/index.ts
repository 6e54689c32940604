import type { LoadContext, Plugin } from '@docusaurus/types';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { packageSourceAliases } from '../../../src/flavours/packageSources.mjs';
import { browserOnlyRequest } from './serverReplacements';
import { flavours } from '../../../src/flavours/registry';
import { packagePathPattern } from './packagePathPattern';

const require = createRequire(import.meta.url);

const browserOnlyModule = fileURLToPath(new URL('./browserOnlyModule.ts', import.meta.url));

const olderAddonsShim = fileURLToPath(
  new URL('../../../src/flavours/compat/reactQuerybuilderForOlderAddons.ts', import.meta.url),
);

const registered = Object.values(flavours);
const olderAddons = registered.filter((flavour) => flavour.bundling?.olderReactQuerybuilder);
const sideEffectFreePackages = registered.flatMap((flavour) => flavour.bundling?.sideEffectFreePackages ?? []);

/** Bundling adjustments the flavour demos need from their UI-library packages, and the server bundle's shape. */
export default function flavourBundling(
  _context: LoadContext,
  { tremorSideEffects }: { tremorSideEffects: boolean },
): Plugin {
  return {
    name: 'flavour-bundling',
    configureWebpack(_config, isServer, { currentBundler }) {
      return {
        plugins: isServer
          ? [new currentBundler.instance.NormalModuleReplacementPlugin(browserOnlyRequest, browserOnlyModule)]
          : [],
        // The server bundle only renders the static pages and is deleted afterwards: as one file it saves the
        // chunk work and the 700 route chunks the browser's code splitting would otherwise give it.
        ...(isServer ? { output: { asyncChunks: false } } : {}),
        resolve: {
          // Webpack (the bundler without future.faster) looks the query of a scoped-stylesheet import up in the
          // package's exports map and fails; rspack does not. Resolving these stylesheets to files avoids that.
          alias: {
            ...Object.fromEntries(
              ['@mantine/core/styles.css', '@mantine/dates/styles.css'].map((request) => [
                `${request}$`,
                require.resolve(request),
              ]),
            ),
            // The site's own flavour packages are bundled from their sources (their package.json names the npm build).
            ...Object.fromEntries(Object.entries(packageSourceAliases()).map(([name, file]) => [`${name}$`, file])),
          },
        },
        module: {
          rules: [
            {
              // The add-ons published for earlier 7.x releases get react-querybuilder through a thin
              // compatibility module, so they run on the one copy the site has.
              test: packagePathPattern(olderAddons.map((flavour) => flavour.packageName)),
              resolve: { alias: { 'react-querybuilder$': olderAddonsShim } },
            },
            // Packages that do not declare themselves free of side effects, although their modules have none:
            // without this their whole barrel (Tremor's charts, say) would ship with a demo that uses a few controls.
            ...(tremorSideEffects ? [{ test: packagePathPattern(sideEffectFreePackages), sideEffects: false }] : []),
          ],
        },
      };
    },
  };
}
