/** The parts of react-loadable-ssr-addon's client manifest that Docusaurus reads to link a page's assets. */
export interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, (string | number)[]>;
  assets: Record<string, Record<string, { file: string; hash?: string; publicPath?: string }[]>>;
}

const registryEntry = /"([^"]+)":\s*\[\s*\(\)\s*=>\s*import\(\/\*\s*webpackChunkName:\s*"[^"]*"\s*\*\/\s*"([^"]+)"\)/g;

/** Chunk name → the module the route registry reports to server rendering for it (`@site/src/pages/index.tsx`). */
export function registryModules(registrySource: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, chunkName, modulePath] of registrySource.matchAll(registryEntry)) modules.set(chunkName!, modulePath!);
  return modules;
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
