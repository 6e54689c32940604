import type { RuleGroupType } from 'react-querybuilder';
import { libraryVersionOfDocs, siteDocsVersion } from '../../config/docsVersions';

/**
 * The contract between the query lab's engines (plain modules that run in Node for the property tests and
 * in a worker for the demo's Run tab) and the Run tab that shows their results. Engines and UI are built
 * apart, so both sides read only this file.
 */

/**
 * The react-querybuilder releases whose `formatQuery` the lab runs: the v7 docs' (the site's own) and the Next docs',
 * as config/docsVersions.ts names them.
 */
export const release7 = libraryVersionOfDocs[siteDocsVersion];
export const release8 = libraryVersionOfDocs.current;
export type LabVersion = typeof release7 | typeof release8;
export const labVersions = [release7, release8] as const satisfies readonly LabVersion[];

/**
 * One real engine per target language; the SQL presets each get their own database. The ORMs and query
 * libraries of version 8 (Drizzle, TanStack DB, Prisma, Sequelize) are engines of their own, each over its
 * own copy of the sample table.
 */
export type LabEngineId =
  | 'postgresql'
  | 'sqlite'
  | 'mongodb'
  | 'jsonlogic'
  | 'cel'
  | 'spel'
  | 'jsonata'
  | 'drizzle'
  | 'tanstack'
  | 'ldap'
  | 'sparql'
  | 'cypher'
  | 'prisma'
  | 'sequelize';

/** The `formatQuery` formats the lab runs (`mongodb` is 7.7.1's, `mongodb_query` 8.24.1's, the rest as named). */
export type LabFormat =
  | 'sql'
  | 'parameterized'
  | 'parameterized_named'
  | 'mongodb'
  | 'mongodb_query'
  | 'jsonlogic'
  | 'cel'
  | 'spel'
  | 'jsonata'
  | 'drizzle'
  | 'tanstack_db'
  | 'ldap'
  | 'sparql'
  | 'cypher'
  | 'prisma'
  | 'sequelize';

/** One row of the sample table; its columns are the demo's fields. */
export interface LabRow {
  readonly id: number;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly age: number | null;
  readonly country: string | null;
  /** Codes as the demo's multiselect stores them ("en", "es"…). */
  readonly languages: readonly string[] | null;
  readonly plan: string | null;
  readonly isMember: boolean | null;
  readonly newsletter: boolean | null;
  readonly orders: number | null;
  /** ISO date, `YYYY-MM-DD`. */
  readonly birthdate: string | null;
  readonly notes: string | null;
}

export interface LabRunOptions {
  /** Passed to `formatQuery` as `parseNumbers`. */
  readonly parseNumbers: boolean;
  /** Whose `formatQuery` exports the query (default 7.7.1). */
  readonly version?: LabVersion;
  /**
   * For the SQL engines: the reader's own statement around the export, with `{where}` where the exported
   * condition goes (default `SELECT id FROM people WHERE {where}`).
   */
  readonly sqlTemplate?: string;
  /** Stop and report a timeout after this many milliseconds (default 2000). */
  readonly timeoutMs?: number;
  /**
   * Node only (a function cannot reach a worker): exports the query in place of 7.7.1's `formatQuery`, so
   * that tests run another version's export, or a page's recommended options, on the same engines.
   */
  readonly exportQuery?: (query: RuleGroupType, format: LabFormat, preset?: 'postgresql' | 'sqlite') => unknown;
}

/** What one engine did with one export format of the query. */
export interface LabResult {
  readonly engine: LabEngineId;
  readonly format: LabFormat;
  /** The react-querybuilder whose `formatQuery` made the export. */
  readonly version: LabVersion;
  /** The exact text the engine ran (SQL statement, JSON, expression). */
  readonly ran: string;
  /** Bound parameters, for the parameterized formats. */
  readonly params?: readonly unknown[] | Readonly<Record<string, unknown>>;
  /** Ids of the matching rows, ascending; absent when the engine rejected the export. */
  readonly matches?: readonly number[];
  /** The engine's own message when it rejected the export or the run timed out. */
  readonly error?: string;
  /**
   * SQL engines only: whether the guard table the export must never touch is byte-for-byte as before
   * the run (checked after every run).
   */
  readonly guardIntact?: boolean;
  /**
   * Engines that evaluate one row at a time (CEL, SpEL, JsonLogic, JSONata, MongoDB): rows on which the
   * engine raised an error. Such a row does not match; when every row raises, `error` is set instead.
   */
  readonly rowErrors?: readonly { readonly id: number; readonly message: string }[];
  readonly durationMs: number;
}

/**
 * Where an engine fetches its WebAssembly or data file, by the file's name in its npm package (e.g.
 * "sql-wasm.wasm", "pglite.wasm"). The site serves them itself; in Node the engines find them unaided.
 */
export type LabLocateFile = (fileName: string) => string;

export interface LabEngineOptions {
  readonly locateFile?: LabLocateFile;
}

export interface LabEngine {
  readonly id: LabEngineId;
  /** Name and version as readers know it, e.g. "PostgreSQL 18 (PGlite 0.5.16)". */
  readonly label: string;
  /** The formats it runs for each version it serves; a version it lacks gives no results. */
  readonly formats: Readonly<Partial<Record<LabVersion, readonly LabFormat[]>>>;
  /** Loads the engine (and its WebAssembly, if any) once; later calls reuse it. */
  readonly load: () => Promise<void>;
  /** Runs every format of `options.version` (7.7.1 by default); none when the engine does not serve it. */
  readonly run: (query: RuleGroupType, options: LabRunOptions) => Promise<LabResult[]>;
  /** Closes what outlives a run in Node (a socket server, a client's connections). */
  readonly dispose?: () => Promise<void>;
}
