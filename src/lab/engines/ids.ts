import type { LabEngineId } from '../types';

/**
 * The engine ids alone, apart from their loaders: the semantics table (in the Run tab's bundle) names every engine
 * without pulling in a loader, above all not the Node-only ones.
 */

/** The engines the Run tab runs, in the order it shows them: 7.7.1's seven, then those only 8.24.1 exports for. */
export const labEngineIds = [
  'postgresql',
  'sqlite',
  'mongodb',
  'jsonlogic',
  'cel',
  'spel',
  'jsonata',
  'drizzle',
  'tanstack',
  'ldap',
  'sparql',
  'cypher',
] as const satisfies readonly LabEngineId[];

/**
 * Engines that run in Node only (the property tests), never in the Run tab: their packages live in tools/lab-node.
 * The Run tab names them with the reason (src/lab/run/engineNames.ts).
 */
export const nodeOnlyEngineIds = ['prisma', 'sequelize'] as const satisfies readonly LabEngineId[];
