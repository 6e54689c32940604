/** Where Docusaurus puts a production build's lazy chunks: named after the chunk, or its id when it has no name. */
export const stockChunkFilename = 'assets/js/[name].[contenthash:8].js';
/**
 * The same folder, named after the chunk's id and the build's hash. A file named after its chunk makes the bundler's
 * runtime carry a map from every named chunk's id to its name (about 340, the route chunks' short names among them:
 * 1.8 KB gzip on every page); a file hashed by its own content makes it carry a map from every chunk's id to its hash
 * (about 590 random 8-digit hashes: 5.2 KB gzip on every page, half the runtime). Named after the id and hashed by the
 * build, no chunk needs an entry in either map: the runtime holds one hash. The cost: a deploy renames every lazy chunk,
 * so a returning reader fetches again the chunks of the pages they open (a first visit, most readers' case, pays
 * nothing), and a tab left open across a deploy makes its next in-site navigation a full page load (Docusaurus'
 * PendingNavigation reloads when a route's chunk fails to load). Docusaurus finds a route's chunks by name in the client manifest and in the runtime's name → id map
 * (`gca`), neither of which depends on the file's name. (A function choosing per chunk makes rspack spell every
 * chunk's whole file name in the runtime: larger still.)
 */
export const idChunkFilename = 'assets/js/[id].[fullhash:8].js';

/**
 * What the built runtime must show: its chunk file names (`__webpack_require__.u`) are the id, a dot and the first 8
 * digits of the build's hash, with no map of ids to names or hashes. Returns the problem, or undefined.
 */
export function runtimeProblem(runtime: string): string | undefined {
  const start = runtime.search(/\.u=\w+=>/);
  if (start === -1) return 'the bundler runtime defines no chunk file name function (`__webpack_require__.u=`)';
  const end = runtime.indexOf('".js"', start);
  const filename = runtime.slice(start, end === -1 ? undefined : end);
  if (/[{,]\d+:"/.test(filename)) return 'the bundler runtime still maps chunk ids to names or hashes';
  if (!/^\.u=(\w+)=>"assets\/js\/"\+\1\+"\."\+\w+\.h\(\)\.slice\(0,8\)\+$/.test(filename))
    return `the bundler runtime names chunk files another way: ${filename.slice(0, 120)}…`;
  return undefined;
}
