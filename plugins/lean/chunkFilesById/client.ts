import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { mergedChunksAsUndefined } from './mergedChunks';

// Docusaurus' prefetch asks the runtime's gca (chunk name → URL) for every chunk a route names; see mergedChunks.ts.
declare const __webpack_require__: { gca?: (chunkName: string) => string | undefined } | undefined;

if (
  ExecutionEnvironment.canUseDOM &&
  typeof __webpack_require__ !== 'undefined' &&
  typeof __webpack_require__.gca === 'function'
) {
  __webpack_require__.gca = mergedChunksAsUndefined(__webpack_require__.gca);
}
