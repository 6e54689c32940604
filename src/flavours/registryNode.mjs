// @ts-check
/**
 * The flavour registry (registry.ts) for Node code that does not compile TypeScript (scripts, the vitest configs, the
 * API reference's module list): jiti reads it, as Docusaurus' config loader does. Nothing here runs a flavour's
 * loader; they stay unevaluated functions.
 */
import { createRequire } from 'node:module';

const jiti = createRequire(import.meta.url)('jiti')(import.meta.url, { interopDefault: true });

/** @type {typeof import('./registry')} */
const registry = jiti('./registry.ts');

export const { flavours, flavourIds } = registry;
