import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type ChunkAsset = (chunkName: string) => string | undefined;
declare const __webpack_require__: { gca?: ChunkAsset } | undefined;

/**
 * Wraps the bundler runtime's `gca` (chunk name → URL), which Docusaurus' prefetch asks for every chunk a route names:
 * in the browser only, and only where the runtime defines it (the patches' builds check that it does).
 */
export function wrapChunkAsset(wrap: (chunkAsset: ChunkAsset) => ChunkAsset): void {
  if (
    ExecutionEnvironment.canUseDOM &&
    typeof __webpack_require__ !== 'undefined' &&
    typeof __webpack_require__.gca === 'function'
  ) {
    __webpack_require__.gca = wrap(__webpack_require__.gca);
  }
}
