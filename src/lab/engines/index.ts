import type { LabEngine, LabEngineOptions } from '../types';
import { labEngineIds } from './ids';

export { labEngineIds };

export type BrowserEngineId = (typeof labEngineIds)[number];

/**
 * Each engine is its own chunk, fetched only when asked for: nothing of the lab is in a page's first
 * load, and one slow WebAssembly file does not hold back the others. The chunk names say which engine a file is (in
 * a reader's network panel, and for the Run tab's benchmark, scripts/bench/lab.mjs).
 */
const loaders: Record<BrowserEngineId, (options: LabEngineOptions) => Promise<LabEngine>> = {
  postgresql: async (options) =>
    (await import(/* webpackChunkName: "lab-engine-postgresql" */ './postgresql')).createPostgresqlEngine(options),
  sqlite: async (options) =>
    (await import(/* webpackChunkName: "lab-engine-sqlite" */ './sqlite')).createSqliteEngine(options),
  mongodb: async () => (await import(/* webpackChunkName: "lab-engine-mongodb" */ './mongodb')).createMongodbEngine(),
  jsonlogic: async () =>
    (await import(/* webpackChunkName: "lab-engine-jsonlogic" */ './jsonlogic')).createJsonlogicEngine(),
  cel: async () => (await import(/* webpackChunkName: "lab-engine-cel" */ './cel')).createCelEngine(),
  spel: async () => (await import(/* webpackChunkName: "lab-engine-spel" */ './spel')).createSpelEngine(),
  jsonata: async () => (await import(/* webpackChunkName: "lab-engine-jsonata" */ './jsonata')).createJsonataEngine(),
  drizzle: async (options) =>
    (await import(/* webpackChunkName: "lab-engine-drizzle" */ './drizzle')).createDrizzleEngine(options),
  tanstack: async () =>
    (await import(/* webpackChunkName: "lab-engine-tanstack" */ './tanstack')).createTanstackEngine(),
  ldap: async () => (await import(/* webpackChunkName: "lab-engine-ldap" */ './ldap')).createLdapEngine(),
  sparql: async (options) =>
    (await import(/* webpackChunkName: "lab-engine-sparql" */ './sparql')).createSparqlEngine(options),
  cypher: async (options) =>
    (await import(/* webpackChunkName: "lab-engine-cypher" */ './cypher')).createCypherEngine(options),
};

/** Imports one engine and loads it (its WebAssembly too), ready to run. */
export async function loadLabEngine(id: BrowserEngineId, options: LabEngineOptions = {}): Promise<LabEngine> {
  const engine = await loaders[id](options);
  await engine.load();
  return engine;
}
