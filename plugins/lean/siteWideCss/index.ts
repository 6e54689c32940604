import type { LoadContext, Plugin } from '@docusaurus/types';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { registryModules, withRouteStylesheets, type ClientManifest } from './routeStylesheets';
import { isSiteWideStylesheet } from './siteWide';
import { findPurgedClasses, purgeInfimaClasses } from './unusedInfima';

const require = createRequire(import.meta.url);

interface NamedModule {
  nameForCondition?: () => string | null | undefined;
}

interface EmitHooks {
  hooks: { afterEmit: { tap: (name: string, callback: () => void) => void } };
}

const name = 'site-wide-css';

/**
 * Docusaurus merges every stylesheet of the site into one render-blocking file (its `styles` split-chunks
 * group). This narrows that group to the site-wide stylesheets; the rest stay with the route or lazy component
 * that imports them and load with its chunk. Server-rendered pages link their routes' stylesheets (see
 * routeStylesheets.ts), so a page is styled at first paint and other pages do not pay for it.
 */
export default function siteWideCss(context: LoadContext, { shortChunkNames }: { shortChunkNames: boolean }): Plugin {
  const manifestPath = join(context.generatedFilesDir, 'client-manifest.json');
  const registryPath = join(context.generatedFilesDir, 'registry.js');
  const linkRouteStylesheets = () => {
    if (!existsSync(manifestPath) || !existsSync(registryPath)) return;
    // By the names the browser build gives route chunks, which the manifest knows them by. A registry of another
    // shape stops the build (pages with their own CSS would otherwise paint unstyled until their scripts ran).
    const modulesByChunk = registryModules(readFileSync(registryPath, 'utf8'), shortChunkNames);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ClientManifest;
    const patched = withRouteStylesheets(manifest, modulesByChunk);
    writeFileSync(manifestPath, JSON.stringify(patched));
  };
  return {
    name,
    // Infima rules for classes no page renders would only weigh down the render-blocking stylesheet.
    configurePostCss(options) {
      options.plugins.push(purgeInfimaClasses());
      // The site has no PostCSS config file (Docusaurus passes its plugins here), so postcss-loader's search
      // for one in the folders of every stylesheet, about 2 s of a cold build, is switched off.
      return { ...options, config: false };
    },
    async postBuild({ outDir }) {
      const scriptsDir = join(outDir, 'assets/js');
      const scripts = (await readdir(scriptsDir, { recursive: true })).filter((file) => file.endsWith('.js'));
      for (const file of scripts) {
        const found = findPurgedClasses(await readFile(join(scriptsDir, file), 'utf8'));
        if (found.length > 0) {
          throw new Error(
            `${name}: assets/js/${file} renders Infima class(es) ${found.join(', ')} whose rules the build drops; remove them from plugins/lean/siteWideCss/unusedInfima.ts.`,
          );
        }
      }
    },
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const splitChunks = config.optimization?.splitChunks;
      const styles = splitChunks ? splitChunks.cacheGroups?.styles : undefined;
      if (typeof styles !== 'object' || styles === null || styles instanceof RegExp || typeof styles === 'function') {
        throw new Error(
          `${name}: Docusaurus no longer has its \`styles\` split-chunks group; check how it bundles CSS now.`,
        );
      }
      styles.test = (module: NamedModule) => isSiteWideStylesheet(module.nameForCondition?.() ?? '', context.siteDir);
      return {
        resolve: {
          // The theme imports all of DocSearch's CSS with the modal; the button's part is already site-wide, in
          // plugins/localSearch/theme/SearchBar/searchButton.css with the few variables it reads.
          alias: { '@docsearch/react/style$': require.resolve('./docSearchModalStyle.ts') },
        },
        // The manifest is written while assets are emitted; server rendering reads it after the build.
        plugins: [{ apply: (compiler: EmitHooks) => compiler.hooks.afterEmit.tap(name, linkRouteStylesheets) }],
      };
    },
  };
}
