// Entry of the Markdown twins worker (markdownTwins.ts). Node cannot load the TypeScript module or the converter's
// extensionless ES modules by itself; jiti, which Docusaurus loads the site's config and plugins with, can.
const { workerData } = require('node:worker_threads');
// jiti's types describe its ES build; its CommonJS entry exports the function itself.
const createJiti = /** @type {typeof import('jiti').default} */ (/** @type {unknown} */ (require('jiti')));
const jiti = createJiti(__filename, { interopDefault: true });

// A rejection here is an uncaught error of the worker: the parent's 'error' event receives it.
jiti('./markdownTwins.ts').writeMarkdownTwins(workerData);
