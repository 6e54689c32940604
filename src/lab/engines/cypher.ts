import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { age } from '@electric-sql/pglite-age';
import type { RuleGroupType } from 'react-querybuilder';
import { labColumns, labRows } from '../dataset';
import { beforeDeadline, errorMessage, exportFor, finish, formatQueryOf, startRun, versionOf } from '../engineSupport';
import { release8, type LabEngine, type LabEngineOptions, type LabResult, type LabRunOptions } from '../types';
import { pgliteAssets } from './postgresql';

const graph = 'lab';

/** A value as a Cypher literal: text quoted with its quotes and backslashes escaped, lists as lists. */
export function cypherLiteral(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(cypherLiteral).join(', ')}]`;
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  return String(value);
}

/** One node per row, labelled Person; a null value is no property at all (Cypher has no stored null). */
const createNodes = (): string =>
  `CREATE ${labRows
    .map((row) => {
      const properties = ['id', ...labColumns]
        .filter((column) => row[column as keyof typeof row] !== null)
        .map((column) => `${column}: ${cypherLiteral(row[column as keyof typeof row])}`);
      return `(:Person {${properties.join(', ')}})`;
    })
    .join(', ')}`;

/**
 * The statement around the export: 8.24.1's `cypher` export is a WHERE condition over bare field names, so each
 * property of the matched node is named first (`WITH n.age AS age, …`), as a reader's own MATCH would.
 */
export const cypherStatement = (condition: string): string =>
  [
    'MATCH (n:Person)',
    `WITH ${['id', ...labColumns].map((column) => `n.${column} AS ${column}`).join(', ')}`,
    `WHERE ${condition}`,
    'RETURN id ORDER BY id',
  ].join('\n');

/**
 * Cypher runs inside SQL in Apache AGE: the statement between dollar quotes, the columns it returns declared. The
 * quote's tag is one the statement does not contain, so no value can end the quote early.
 */
export function sqlAround(cypher: string, columns = 'id agtype'): string {
  let tag = '$lab$';
  for (let n = 1; cypher.includes(tag); n++) tag = `$lab${n}$`;
  return `SELECT * FROM cypher('${graph}', ${tag} ${cypher} ${tag}) AS (${columns})`;
}

/**
 * 8.24.1's `cypher` export (`gql` is the same text) on Apache AGE, the openCypher extension of PostgreSQL, loaded
 * into a PGlite of its own: the sample table is a graph of Person nodes.
 */
export function createCypherEngine(options: LabEngineOptions = {}): LabEngine {
  let loading: Promise<PGlite> | undefined;
  let ageVersion = '';
  const load = () =>
    (loading ??= (async () => {
      const assets: Partial<PGliteOptions> = await pgliteAssets(options.locateFile);
      const db = await PGlite.create({ ...assets, extensions: { age } });
      await db.exec(`CREATE EXTENSION IF NOT EXISTS age; LOAD 'age'; SET search_path = ag_catalog, "$user", public;`);
      await db.exec(`SELECT create_graph('${graph}')`);
      await db.exec(sqlAround(createNodes(), 'v agtype'));
      const result = await db.query<{ extversion: string }>(
        `SELECT extversion FROM pg_extension WHERE extname = 'age'`,
      );
      ageVersion = result.rows[0]?.extversion ?? '';
      return db;
    })());

  const run = async (query: RuleGroupType, runOptions: LabRunOptions): Promise<LabResult[]> => {
    if (versionOf(runOptions) !== release8) return [];
    const db = await load();
    await formatQueryOf(release8);
    const context = startRun('cypher', 'cypher', runOptions);
    let ran = '';
    try {
      ran = cypherStatement(String(await exportFor(query, 'cypher', runOptions)));
      // Each run in a transaction that is undone: a condition cannot change the graph for the next one.
      await db.exec('BEGIN');
      try {
        const result = await beforeDeadline(context, db.query<{ id: string }>(sqlAround(ran)));
        const matches = result.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
        return [finish(context, { ran, matches })];
      } finally {
        await db.exec('ROLLBACK').catch(() => undefined);
      }
    } catch (error) {
      return [finish(context, { ran, error: errorMessage(error) })];
    }
  };

  return {
    id: 'cypher',
    get label() {
      return `Cypher (Apache AGE ${ageVersion || ''} in PGlite 0.5.16)`.replace('AGE  in', 'AGE in');
    },
    formats: { [release8]: ['cypher'] },
    load: async () => {
      await load();
    },
    run,
  };
}
