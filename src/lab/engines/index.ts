import type { LabEngine, LabEngineId, LabEngineOptions } from '../types';

/** The engines in the order the Run tab shows them. */
export const labEngineIds = [
  'postgresql',
  'sqlite',
  'mongodb',
  'jsonlogic',
  'cel',
  'spel',
  'jsonata',
] as const satisfies readonly LabEngineId[];

/**
 * Each engine is its own chunk, fetched only when asked for: nothing of the lab is in a page's first
 * load, and one slow WebAssembly file does not hold back the others.
 */
const loaders: Record<LabEngineId, (options: LabEngineOptions) => Promise<LabEngine>> = {
  postgresql: async (options) => (await import('./postgresql')).createPostgresqlEngine(options),
  sqlite: async (options) => (await import('./sqlite')).createSqliteEngine(options),
  mongodb: async () => (await import('./mongodb')).createMongodbEngine(),
  jsonlogic: async () => (await import('./jsonlogic')).createJsonlogicEngine(),
  cel: async () => (await import('./cel')).createCelEngine(),
  spel: async () => (await import('./spel')).createSpelEngine(),
  jsonata: async () => (await import('./jsonata')).createJsonataEngine(),
};

/** Imports one engine and loads it (its WebAssembly too), ready to run. */
export async function loadLabEngine(id: LabEngineId, options: LabEngineOptions = {}): Promise<LabEngine> {
  const engine = await loaders[id](options);
  await engine.load();
  return engine;
}
