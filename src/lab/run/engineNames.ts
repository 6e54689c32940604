import type { LabEngineId } from '../types';

/**
 * The engines in the order the Run tab shows them, with the names it shows before an engine has loaded
 * (a loaded engine names its own version). Kept apart from the engines' module so that the page's code
 * does not reach the engines' loaders, which only the worker runs.
 */
export const runTabEngineNames = {
  postgresql: 'PostgreSQL (PGlite)',
  sqlite: 'SQLite (sql.js)',
  mongodb: 'MongoDB (mingo)',
  jsonlogic: 'JsonLogic (json-logic-js)',
  cel: 'CEL (cel-js)',
  spel: 'SpEL (spel2js)',
  jsonata: 'JSONata',
} as const satisfies Record<LabEngineId, string>;

export const runTabEngines = Object.keys(runTabEngineNames) as LabEngineId[];

/** Engines that fetch a WebAssembly file while they load. */
export const wasmEngines: readonly LabEngineId[] = ['postgresql', 'sqlite'];
