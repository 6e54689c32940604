import { PGlite, type PGliteOptions, type Results } from '@electric-sql/pglite';
import type { RuleGroupType } from 'react-querybuilder';
import { beforeDeadline, errorMessage, exportFor, finish, formatsFor, startRun } from '../engineSupport';
import {
  applySqlTemplate,
  expectedGuardSnapshot,
  guardSnapshotQuery,
  idsFromColumns,
  insertStatements,
  schemaStatements,
  sqlFormatsByVersion as formats,
  type SqlFormat,
} from '../sqlSchema';
import type { LabEngine, LabEngineOptions, LabResult, LabRunOptions } from '../types';
import { engineSqlPresets } from './sqlPresets';

/** The files PGlite loads besides its JavaScript; the site serves them under these names. */
export const pgliteFiles = ['pglite.wasm', 'initdb.wasm', 'pglite.data'] as const;

async function fetchFile(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load ${url} (HTTP ${response.status}).`);
  return response;
}

/** PGlite's files fetched from where the site serves them; without `locateFile` PGlite finds them itself. */
export async function pgliteAssets(locateFile: LabEngineOptions['locateFile']): Promise<Partial<PGliteOptions>> {
  if (!locateFile) return {};
  const [pglite, initdb, data] = await Promise.all(pgliteFiles.map((file) => fetchFile(locateFile(file))));
  const [pgliteWasmModule, initdbWasmModule, fsBundle] = await Promise.all([
    pglite!.arrayBuffer().then((bytes) => WebAssembly.compile(bytes)),
    initdb!.arrayBuffer().then((bytes) => WebAssembly.compile(bytes)),
    data!.blob(),
  ]);
  return { pgliteWasmModule, initdbWasmModule, fsBundle };
}

/**
 * PostgreSQL has no named parameters: drivers take `$1, $2…`. The lab rewrites 7.7.1's `$name`
 * placeholders to positions, as a reader sending `parameterized_named` to PostgreSQL must.
 */
export function positionalFromNamed(sql: string, params: Record<string, unknown>): { sql: string; params: unknown[] } {
  const names = Object.keys(params).sort((a, b) => b.length - a.length);
  const ordered: unknown[] = [];
  const positions = new Map<string, number>();
  const pattern = new RegExp(`\\$(${names.map((n) => n.replace(/[^\w]/g, '\\$&')).join('|')})(?!\\w)`, 'g');
  const rewritten =
    names.length === 0
      ? sql
      : sql.replace(pattern, (_, name: string) => {
          if (!positions.has(name)) {
            ordered.push(params[name]);
            positions.set(name, ordered.length);
          }
          return `$${positions.get(name)}`;
        });
  return { sql: rewritten, params: ordered };
}

const ids = (result: Results | undefined) =>
  result
    ? idsFromColumns(
        result.fields.map((f) => f.name),
        result.rows as unknown[][],
      )
    : [];

/** The sample table and the guard table, filled anew. */
export async function resetSampleTables(db: PGlite): Promise<void> {
  for (const statement of schemaStatements('postgresql')) await db.exec(statement);
  for (const insert of insertStatements('postgresql')) await db.query(insert.sql, insert.params);
}

/** A PostgreSQL (PGlite) holding the sample table, for this engine and the ORMs that run on PostgreSQL. */
export async function openSampleDatabase(locateFile: LabEngineOptions['locateFile']): Promise<PGlite> {
  const db = await PGlite.create(await pgliteAssets(locateFile));
  await resetSampleTables(db);
  return db;
}

export function createPostgresqlEngine(options: LabEngineOptions = {}): LabEngine {
  let loading: Promise<PGlite> | undefined;
  let version = '';
  const reset = resetSampleTables;

  const load = () => {
    loading ??= (async () => {
      const db = await openSampleDatabase(options.locateFile);
      const result = await db.query<{ server_version: string }>('SHOW server_version');
      version = result.rows[0]?.server_version ?? '';
      return db;
    })();
    return loading;
  };

  const guardIntact = async (db: PGlite): Promise<boolean> => {
    try {
      const result = await db.query(guardSnapshotQuery, [], { rowMode: 'array' });
      return JSON.stringify(result.rows) === expectedGuardSnapshot;
    } catch {
      return false;
    }
  };

  const runFormat = async (
    db: PGlite,
    query: RuleGroupType,
    format: SqlFormat,
    runOptions: LabRunOptions,
  ): Promise<LabResult> => {
    // Made before the clock starts: the first 8.24.1 run downloads its formatQuery.
    const exported = await exportFor(query, format, runOptions, engineSqlPresets.postgresql).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    const context = startRun('postgresql', format, runOptions);
    let ran = '';
    let params: LabResult['params'];
    let outcome: Pick<LabResult, 'matches' | 'error'>;
    await db.exec('BEGIN');
    try {
      if ('error' in exported) throw exported.error;
      if (format === 'sql') {
        ran = applySqlTemplate(runOptions.sqlTemplate, exported.value as string);
        // The simple protocol runs several statements, so an export that smuggled in a second one
        // would run it: the guard table then proves the escaping, not the driver.
        const results = await beforeDeadline(context, db.exec(ran, { rowMode: 'array' }));
        outcome = { matches: ids(results.filter((r) => r.fields.length > 0).at(-1)) };
      } else {
        const bound = exported.value as { sql: string; params: unknown[] | Record<string, unknown> };
        const positional = Array.isArray(bound.params)
          ? { sql: bound.sql, params: bound.params }
          : positionalFromNamed(bound.sql, bound.params);
        ran = applySqlTemplate(runOptions.sqlTemplate, positional.sql);
        params = positional.params;
        outcome = {
          matches: ids(await beforeDeadline(context, db.query(ran, positional.params, { rowMode: 'array' }))),
        };
      }
    } catch (error) {
      outcome = { error: errorMessage(error) };
    }
    // A failed statement aborts PostgreSQL's transaction (its own changes undone): read the guard after
    // the rollback then; after a success, before it, so a change the export made is still there to see.
    if (outcome.error !== undefined) await db.exec('ROLLBACK').catch(() => undefined);
    const intact = await guardIntact(db);
    if (outcome.error === undefined) await db.exec('ROLLBACK').catch(() => undefined);
    // A statement that committed its own change is undone by starting again from the known tables.
    if (!intact || !(await guardIntact(db))) await reset(db);
    return finish(context, { ran, ...(params === undefined ? {} : { params }), ...outcome, guardIntact: intact });
  };

  return {
    id: 'postgresql',
    get label() {
      return `PostgreSQL ${version.split(' ')[0] || '17'} (PGlite 0.5.16)`;
    },
    formats,
    load: async () => {
      await load();
    },
    run: async (query, runOptions) => {
      const db = await load();
      const results: LabResult[] = [];
      for (const format of formatsFor(formats, runOptions))
        results.push(await runFormat(db, query, format, runOptions));
      return results;
    },
  };
}
