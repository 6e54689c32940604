import initSqlJs, { type Database, type SqlValue } from 'sql.js';
import type { RuleGroupType } from 'react-querybuilder';
import { checkDeadline, errorMessage, exportFor, finish, startRun, type RunContext } from '../engineSupport';
import {
  applySqlTemplate,
  expectedGuardSnapshot,
  guardSnapshotQuery,
  idsFromColumns,
  insertStatements,
  schemaStatements,
} from '../sqlSchema';
import type { LabEngine, LabEngineOptions, LabFormat, LabResult, LabRunOptions } from '../types';

const formats = ['sql', 'parameterized', 'parameterized_named'] as const satisfies readonly LabFormat[];

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

  /** Steps through the result one row at a time so the deadline is checked between rows. */
  const selectIds = (
    context: RunContext,
    db: Database,
    sql: string,
    params?: SqlValue[] | Record<string, SqlValue>,
  ) => {
    const statement = db.prepare(sql);
    try {
      if (params) statement.bind(params);
      const values: SqlValue[][] = [];
      while (statement.step()) {
        checkDeadline(context);
        values.push(statement.get());
      }
      return idsFromColumns(statement.getColumnNames(), values);
    } finally {
      statement.free();
    }
  };

  const runFormat = (db: Database, query: RuleGroupType, format: (typeof formats)[number], options: LabRunOptions) => {
    const context = startRun('sqlite', format, options);
    let ran = '';
    let params: LabResult['params'];
    let outcome: Pick<LabResult, 'matches' | 'error'>;
    db.run('BEGIN');
    try {
      const exported = exportFor(query, format, options, 'sqlite');
      if (format === 'sql') {
        ran = applySqlTemplate(options.sqlTemplate, exported as string);
        // Run as a script, not a single prepared statement, so an export that smuggled in a second
        // statement would run it: the guard table then proves the escaping, not the driver.
        const results = db.exec(ran);
        const last = results.at(-1);
        outcome = { matches: last ? idsFromColumns(last.columns, last.values) : [] };
      } else {
        const { sql, params: bound } = exported as { sql: string; params: SqlValue[] | Record<string, SqlValue> };
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
      return formats.map((format) => runFormat(db, query, format, runOptions));
    },
  };
}
