import type { PGlite } from '@electric-sql/pglite';
import { getOperators, type SQL } from 'drizzle-orm';
import { boolean, date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import type { RuleGroupType } from 'react-querybuilder';
import { beforeDeadline, errorMessage, exportFor, finish, formatQueryOf, startRun, versionOf } from '../engineSupport';
import { release8, type LabEngine, type LabEngineOptions, type LabResult, type LabRunOptions } from '../types';
import { openSampleDatabase } from './postgresql';

/** The sample table as Drizzle declares it: the same columns as the PostgreSQL engine's (src/lab/sqlSchema.ts). */
export const people = pgTable('people', {
  id: integer('id').primaryKey(),
  firstName: text('firstName'),
  lastName: text('lastName'),
  age: integer('age'),
  country: text('country'),
  languages: text('languages'),
  plan: text('plan'),
  isMember: boolean('isMember'),
  newsletter: boolean('newsletter'),
  orders: integer('orders'),
  birthdate: date('birthdate', { mode: 'string' }),
  notes: text('notes'),
});

type DrizzleWhere = (columns: typeof people, operators: ReturnType<typeof getOperators>) => SQL | undefined;

/**
 * 8.24.1's `drizzle` export is a function of the table's columns and Drizzle's operators: the lab calls it as its
 * docs say for the query builder API, and drizzle-orm's PGlite driver runs the statement Drizzle builds on a
 * PostgreSQL of its own (PGlite). The statement Drizzle sent, with its parameters, is what the reader sees.
 */
export function createDrizzleEngine(options: LabEngineOptions = {}): LabEngine {
  let loading: Promise<PGlite> | undefined;
  const load = () => (loading ??= openSampleDatabase(options.locateFile));

  const run = async (query: RuleGroupType, runOptions: LabRunOptions): Promise<LabResult[]> => {
    if (versionOf(runOptions) !== release8) return [];
    const client = await load();
    await formatQueryOf(release8);
    const context = startRun('drizzle', 'drizzle', runOptions);
    let ran = '';
    let params: unknown[] | undefined;
    try {
      const where = (await exportFor(query, 'drizzle', runOptions)) as DrizzleWhere;
      const statement = drizzle(client)
        .select({ id: people.id })
        .from(people)
        .where(where(people, getOperators()))
        .orderBy(people.id);
      const sql = statement.toSQL();
      ran = sql.sql;
      params = sql.params;
      const rows = await beforeDeadline(context, statement.execute());
      return [finish(context, { ran, params, matches: rows.map((row) => row.id) })];
    } catch (error) {
      // Drizzle wraps the database's error in its own "Failed query: …": the database's message is the cause.
      const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
      return [finish(context, { ran, ...(params ? { params } : {}), error: errorMessage(cause) })];
    }
  };

  return {
    id: 'drizzle',
    label: 'Drizzle ORM (drizzle-orm 0.45.4 on PGlite 0.5.16)',
    formats: { [release8]: ['drizzle'] },
    load: async () => {
      await load();
    },
    run,
  };
}
