// The browser's @docusaurus/utils-common: its CommonJS index requires all of tslib (3.3 KB of gzip in every
// page's main bundle) for one helper. Same exports, from the same files (utilsCommon.test.ts compares them).
import trailingSlashModule from '@docusaurus/utils-common/lib/applyTrailingSlash.js';

export {
  addLeadingSlash,
  addTrailingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export { getErrorCausalChain } from '@docusaurus/utils-common/lib/errorUtils.js';
export { addPrefix, addSuffix, removePrefix, removeSuffix } from '@docusaurus/utils-common/lib/stringUtils.js';
export const blogPostContainerID = '__blog-post-container';
// A CommonJS default: the production bundle hands over its `exports.default`, the dev server (and Node) the whole
// `module.exports`, which crashed every page of `npm start` when re-exported as is.
/** @type {unknown} */
const loaded = trailingSlashModule;
export const applyTrailingSlash = /** @type {typeof trailingSlashModule} */ (
  typeof loaded === 'function' ? loaded : /** @type {{ default: typeof trailingSlashModule }} */ (loaded).default
);
