// @ts-check
/**
 * The flavour registry (src/flavours/registry.ts) for the Node scripts: it is TypeScript, so jiti reads it, as
 * Docusaurus' config loader does. Nothing here runs a flavour's loader; they stay unevaluated functions.
 */
import { createRequire } from 'node:module';

const jiti = createRequire(import.meta.url)('jiti')(import.meta.url, { interopDefault: true });

/** @type {typeof import('../src/flavours/registry')} */
const registry = jiti('../src/flavours/registry.ts');

export const { flavours, flavourIds } = registry;
