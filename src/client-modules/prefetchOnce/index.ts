import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { firstTimeOnly } from './firstTimeOnly';

/**
 * Docusaurus prefetches a route's chunks when a link to it scrolls into view, adding one
 * <link rel="prefetch"> per chunk of every route the target nests in, shared ones again each time:
 * an API page ended with 553 such elements in its head for 43 distinct files (a default site: 475).
 * Its prefetch asks the bundler runtime's `gca` (chunk name → URL, used for nothing else) and skips a
 * chunk it gets no URL for, so answering each URL once leaves one element per file. There is no option
 * for it, and re-implementing the prefetch would copy more of the core.
 */
declare const __webpack_require__: { gca?: (chunkName: string) => string | undefined } | undefined;

if (ExecutionEnvironment.canUseDOM && typeof __webpack_require__ !== 'undefined' && typeof __webpack_require__.gca === 'function') {
  __webpack_require__.gca = firstTimeOnly(__webpack_require__.gca);
}
