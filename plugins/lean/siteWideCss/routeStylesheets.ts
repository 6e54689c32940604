import { createRequire } from 'node:module';

/** The parts of react-loadable-ssr-addon's client manifest that Docusaurus reads to link a page's assets. */
export interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, (string | number)[]>;
  assets: Record<string, Record<string, { file: string; hash?: string; publicPath?: string }[]>>;
}

const require = createRequire(import.meta.url);
type RegistryEntry = { chunkName: string; module: string };
const { readRegistry } = require('../routeFiles/read.cjs') as {
  readRegistry: (source: string, patch: string) => RegistryEntry[];
};
const { chunkNameMap } = require('../routeFiles/rewrite.cjs') as {
  chunkNameMap: (files: { registry: RegistryEntry[] }, patches: { shortChunkNames: boolean }) => Map<string, string>;
};

/**
 * The browser's chunk name of each route chunk (short when the route files' shortChunkNames patch is on, as
 * plugins/lean/routeFiles/rewrite.cjs names them) → the module server rendering reports for it
 * (`@site/src/pages/index.tsx`), from the registry Docusaurus wrote.
 */
export function registryModules(registrySource: string, shortChunkNames: boolean): Map<string, string> {
  const registry = readRegistry(registrySource, 'siteWideCss');
  const names = chunkNameMap({ registry }, { shortChunkNames });
  return new Map(registry.map((entry) => [names.get(entry.chunkName) ?? entry.chunkName, entry.module]));
}

const cssAssetKey = (file: string) => `route-css:${file}`;

/**
 * Server rendering reports the route modules it rendered by their request (`@site/...`), while the manifest knows
 * their chunks by chunk name, so Docusaurus links no route's assets in the HTML. This lets it find each route's
 * stylesheets (and only those: its scripts still load as before), so a page that needs its own CSS at first paint
 * links it.
 */
export function withRouteStylesheets(
  manifest: ClientManifest,
  modulesByChunk: ReadonlyMap<string, string>,
): ClientManifest {
  const cssOf = (origin: string) =>
    (manifest.origins[origin] ?? []).flatMap((id) => manifest.assets[String(id)]?.css ?? []);
  // Every page links the entry's stylesheets already (a route's chunk group can list the site-wide one too).
  const linkedEverywhere = new Set(manifest.entrypoints.flatMap(cssOf).map((css) => css.file));
  const origins = { ...manifest.origins };
  const assets = { ...manifest.assets };
  for (const [chunkName, modulePath] of modulesByChunk) {
    const files = cssOf(chunkName).filter((css) => !linkedEverywhere.has(css.file));
    if (files.length === 0 || origins[modulePath]) continue;
    origins[modulePath] = [...new Set(files.map((css) => cssAssetKey(css.file)))];
    for (const css of files) assets[cssAssetKey(css.file)] = { css: [css] };
  }
  return { ...manifest, origins, assets };
}
