/**
 * Node built-ins that the lab's engines import only on the path they take under Node (PGlite's and sql.js'
 * Emscripten glue checks ENVIRONMENT_IS_NODE first). The browser build gets empty modules for them.
 */
export const nodeOnlyModules = ['fs', 'module', 'path', 'stream', 'util', 'zlib', 'ws', 'crypto', 'url'] as const;

/** A `node:` request of an engine's package: rspack reads no `node:` scheme in a browser build. */
export const nodeSchemeRequest = /^node:/;

/**
 * The engines' packages whose Node-only imports are emptied (nothing else in the site is touched): PGlite and its
 * Apache AGE extension, sql.js, Oxigraph, and @ldapjs with its process-warning (a hex dump helper reads fs; a
 * warning formatter, util).
 */
export const enginePackages =
  /[\\/]node_modules[\\/](?:@electric-sql[\\/]pglite(?:-age)?|sql\.js|oxigraph|process-warning|@ldapjs[\\/][^\\/]+)[\\/]/;

/**
 * The engines' WebAssembly and data files (src/lab/run/labAssets.ts points the bundler at them; the AGE extension's
 * archive is named by its own package).
 */
export const engineFiles = /\.(?:wasm|data|tar\.gz)$/;

/** PGlite extensions' archives among the engine files. */
export const engineArchives = /\.tar\.gz$/;
