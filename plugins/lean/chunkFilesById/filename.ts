/** Where Docusaurus puts a production build's lazy chunks: named after the chunk, or its id when it has no name. */
export const stockChunkFilename = 'assets/js/[name].[contenthash:8].js';
/**
 * The same folder and hash, named after the chunk's id. A file named after its chunk makes the bundler's runtime carry
 * a map from every named chunk's id to its name (here about 340, the route chunks' short names among them: 1.8 KB
 * gzip on every page); named after the id, no chunk needs an entry there. Docusaurus finds a route's chunks by name in
 * the client manifest and in the runtime's name → id map (`gca`), neither of which depends on the file's name. (A
 * function choosing per chunk makes rspack spell every chunk's whole file name in the runtime: larger still.)
 */
export const idChunkFilename = 'assets/js/[id].[contenthash:8].js';

/**
 * What the built runtime must show: its chunk file names (`__webpack_require__.u`) are the id, a dot and a hash from a
 * map of ids to 8 hex digits, with no map of ids to names. Returns the problem, or undefined.
 */
export function runtimeProblem(runtime: string): string | undefined {
  const start = runtime.search(/\.u=\w+=>/);
  if (start === -1) return 'the bundler runtime defines no chunk file name function (`__webpack_require__.u=`)';
  const end = runtime.indexOf('".js"', start);
  const filename = runtime.slice(start, end === -1 ? undefined : end);
  if (!/^\.u=(\w+)=>"assets\/js\/"\+\1\+"\."\+\(?\{\d+:"[0-9a-f]{8}"/.test(filename))
    return `the bundler runtime names chunk files another way: ${filename.slice(0, 120)}…`;
  if (/[{,]\d+:"(?![0-9a-f]{8}")/.test(filename)) return 'the bundler runtime still maps chunk ids to names';
  return undefined;
}
