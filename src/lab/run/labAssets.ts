import type { LabLocateFile } from '../types';

/**
 * The engines' WebAssembly and data files, by their names in the npm packages. Each `new URL(…,
 * import.meta.url)` makes the bundler copy the file from node_modules into the build under a hashed name,
 * so the site serves it itself (offline, cached for good) and no binary is committed.
 */
const files: Readonly<Record<string, URL>> = {
  'pglite.wasm': new URL('@electric-sql/pglite/pglite.wasm', import.meta.url),
  'initdb.wasm': new URL('@electric-sql/pglite/initdb.wasm', import.meta.url),
  'pglite.data': new URL('@electric-sql/pglite/pglite.data', import.meta.url),
  // sql.js's browser build asks for this name; its Node build for sql-wasm.wasm, the same bytes.
  'sql-wasm-browser.wasm': new URL('sql.js/dist/sql-wasm-browser.wasm', import.meta.url),
  'sql-wasm.wasm': new URL('sql.js/dist/sql-wasm-browser.wasm', import.meta.url),
  // Oxigraph's browser build (web.js) with its own WebAssembly.
  'oxigraph.wasm': new URL('oxigraph/web_bg.wasm', import.meta.url),
};

/** Where the site serves an engine's file; a name the lab does not know is an error, not a guess. */
export const locateLabFile: LabLocateFile = (fileName) => {
  const url = files[fileName];
  if (!url) throw new Error(`The lab does not serve ${fileName}.`);
  return url.href;
};
