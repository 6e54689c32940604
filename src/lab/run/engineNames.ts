import { release8, type LabEngineId, type LabVersion } from '../types';

/**
 * The engines the Run tab runs, in the order it shows them, with the names it shows before an engine has loaded
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
  drizzle: 'Drizzle ORM (on PGlite)',
  tanstack: 'TanStack DB',
  ldap: 'LDAP (@ldapjs/filter)',
  sparql: 'SPARQL (Oxigraph)',
  cypher: 'Cypher (Apache AGE)',
} as const satisfies Partial<Record<LabEngineId, string>>;

export type RunTabEngineId = keyof typeof runTabEngineNames;

export const runTabEngines = Object.keys(runTabEngineNames) as RunTabEngineId[];

/** The engines that only 8.24.1 exports for. */
export const version8Engines: readonly RunTabEngineId[] = ['drizzle', 'tanstack', 'ldap', 'sparql', 'cypher'];

/** The engines a choice of releases needs: 7.7.1's seven, and the five of 8.24.1 when it is chosen. */
export const enginesFor = (versions: readonly LabVersion[]): RunTabEngineId[] =>
  runTabEngines.filter((id) => versions.includes(release8) || !version8Engines.includes(id));

/** Engines that fetch a WebAssembly file while they load. */
export const wasmEngines: readonly RunTabEngineId[] = ['postgresql', 'sqlite', 'drizzle', 'sparql', 'cypher'];

/** What sentences call each engine (the Node-only ones too): the language, without the implementation. */
export const shortEngineNames = {
  postgresql: 'PostgreSQL',
  sqlite: 'SQLite',
  mongodb: 'MongoDB',
  jsonlogic: 'JsonLogic',
  cel: 'CEL',
  spel: 'SpEL',
  jsonata: 'JSONata',
  drizzle: 'Drizzle',
  tanstack: 'TanStack DB',
  ldap: 'LDAP',
  sparql: 'SPARQL',
  cypher: 'Cypher',
  prisma: 'Prisma',
  sequelize: 'Sequelize',
} as const satisfies Record<LabEngineId, string>;

/** Engines that run more than one format, whose columns need the format in their name. */
export const multiFormatEngines: readonly LabEngineId[] = ['postgresql', 'sqlite'];

/**
 * 8.24.1's formats the Run tab does not run, each with the one reason: no engine for it runs in a browser worker
 * from our registry (Prisma and Sequelize run in the Node property tests, src/lab/semanticsChecks.test.ts).
 */
export const notRunIn8 = [
  {
    format: 'prisma',
    reason: 'its generated client is built for Node’s module loader, not a browser worker: run it on your server.',
  },
  {
    format: 'sequelize',
    reason: 'Sequelize needs a database driver with a network socket, which a browser has not: run it on your server.',
  },
  {
    format: 'gql',
    reason: 'the same text as cypher, which Apache AGE runs above.',
  },
  {
    format: 'gremlin',
    reason: 'the gremlin package is a client for a Gremlin Server, a JVM server that does not run in a page.',
  },
  {
    format: 'elasticsearch',
    reason: 'Elasticsearch is a server (a JVM); no engine that runs its query DSL embeds in a page.',
  },
  {
    format: 'natural_language',
    reason: 'a sentence for people to read; no engine runs it.',
  },
] as const;
