import initSqlJs, { type BindParams, type Database, type SqlValue, type Statement } from 'sql.js';
import type { RuleGroupType } from 'react-querybuilder';
import {
  checkDeadline,
  errorMessage,
  exportFor,
  finish,
  formatQueryOf,
  formatsFor,
  startRun,
  versionOf,
  type RunContext,
} from '../engineSupport';
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

/**
 * SQLite through sql.js: the same engine as @sqlite.org/sqlite-wasm, but with one synchronous API that
 * runs unchanged in Node and in a worker, a `locateFile` hook for its single .wasm file, and a current
 * SQLite (the registry's sqlite-wasm is 3.41, from 2023).
 */
export function createSqliteEngine(options: LabEngineOptions = {}): LabEngine {
  let database: Database | undefined;
  let loading: Promise<Database> | undefined;
  let version = '';

  const reset = (db: Database) => {
    for (const statement of schemaStatements('sqlite')) db.run(statement);
    for (const insert of insertStatements('sqlite')) db.run(insert.sql, insert.params as SqlValue[]);
  };

  const load = async (): Promise<Database> => {
    loading ??= initSqlJs(options.locateFile ? { locateFile: options.locateFile } : undefined).then((SQL) => {
      const db = new SQL.Database();
      reset(db);
      version = String(db.exec('SELECT sqlite_version()')[0]?.values[0]?.[0] ?? '');
      database = db;
      return db;
    });
    return loading;
  };

  const guardIntact = (db: Database): boolean => {
    try {
      const snapshot = db.exec(guardSnapshotQuery)[0]?.values ?? [];
      return JSON.stringify(snapshot) === expectedGuardSnapshot;
    } catch {
      return false;
    }
  };

  /** Steps through a statement's rows one at a time so the deadline is checked between rows. */
  const stepRows = (context: RunContext, statement: Statement) => {
    const values: SqlValue[][] = [];
    while (statement.step()) {
      checkDeadline(context);
      values.push(statement.get());
    }
    return { columns: statement.getColumnNames(), values };
  };

  const selectIds = (context: RunContext, db: Database, sql: string, params: BindParams) => {
    const statement = db.prepare(sql);
    try {
      statement.bind(params);
      const { columns, values } = stepRows(context, statement);
      return idsFromColumns(columns, values);
    } finally {
      statement.free();
    }
  };

  /** Every statement of a script in turn, the ids from the last one that returns columns. */
  const scriptIds = (context: RunContext, db: Database, sql: string) => {
    let last: { columns: string[]; values: SqlValue[][] } | undefined;
    for (const statement of db.iterateStatements(sql)) {
      try {
        const rows = stepRows(context, statement);
        if (rows.columns.length > 0) last = rows;
      } finally {
        statement.free();
      }
    }
    return last ? idsFromColumns(last.columns, last.values) : [];
  };

  const runFormat = async (db: Database, query: RuleGroupType, format: SqlFormat, options: LabRunOptions) => {
    // Made before the transaction and the clock start: the first 8.24.1 run downloads its formatQuery.
    const exported = await exportFor(query, format, options, engineSqlPresets.sqlite).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    const context = startRun('sqlite', format, options);
    let ran = '';
    let params: LabResult['params'];
    let outcome: Pick<LabResult, 'matches' | 'error'>;
    db.run('BEGIN');
    try {
      if ('error' in exported) throw exported.error;
      if (format === 'sql') {
        ran = applySqlTemplate(options.sqlTemplate, exported.value as string);
        // Run as a script, not a single prepared statement, so an export that smuggled in a second
        // statement would run it: the guard table then proves the escaping, not the driver.
        outcome = { matches: scriptIds(context, db, ran) };
      } else {
        const { sql, params: bound } = exported.value as {
          sql: string;
          params: SqlValue[] | Record<string, SqlValue>;
        };
        ran = applySqlTemplate(options.sqlTemplate, sql);
        params = bound;
        outcome = { matches: selectIds(context, db, ran, bound) };
      }
    } catch (error) {
      outcome = { error: errorMessage(error) };
    }
    const intact = guardIntact(db);
    try {
      db.run('ROLLBACK');
    } catch {
      // The statement ended the transaction itself (COMMIT or ROLLBACK in the reader's SQL).
    }
    // A statement that committed its own change is undone by starting again from the known tables.
    if (!intact || !guardIntact(db)) reset(db);
    return finish(context, { ran, ...(params === undefined ? {} : { params }), ...outcome, guardIntact: intact });
  };

  return {
    id: 'sqlite',
    get label() {
      return `SQLite ${version || '3'} (sql.js 1.16.0)`;
    },
    formats,
    load: async () => {
      await load();
    },
    run: async (query, runOptions) => {
      const db = database ?? (await load());
      await formatQueryOf(versionOf(runOptions));
      const results: LabResult[] = [];
      for (const format of formatsFor(formats, runOptions))
        results.push(await runFormat(db, query, format, runOptions));
      return results;
    },
  };
}
