import { labColumns, labRows } from './dataset';
import { release7, release8, type LabFormat, type LabRow } from './types';

export type SqlDialect = 'postgresql' | 'sqlite';

/** The SQL exports both SQL engines run, the same in each release. */
export const sqlFormats = ['sql', 'parameterized', 'parameterized_named'] as const satisfies readonly LabFormat[];
export type SqlFormat = (typeof sqlFormats)[number];
export const sqlFormatsByVersion = { [release7]: sqlFormats, [release8]: sqlFormats } as const;

/** The table the exported conditions query. */
export const peopleTable = 'people';
/** A table no export may read or change: every SQL run checks it is as it was. */
export const guardTable = 'lab_guard';

export const defaultSqlTemplate = `SELECT id FROM ${peopleTable} WHERE {where}`;

const columnTypes: Record<SqlDialect, Record<(typeof labColumns)[number], string>> = {
  postgresql: {
    firstName: 'text',
    lastName: 'text',
    age: 'integer',
    country: 'text',
    languages: 'text',
    plan: 'text',
    isMember: 'boolean',
    newsletter: 'boolean',
    orders: 'integer',
    birthdate: 'date',
    notes: 'text',
  },
  // SQLite has no boolean or date type: booleans are 0 and 1, dates ISO text, as SQLite's docs advise.
  sqlite: {
    firstName: 'TEXT',
    lastName: 'TEXT',
    age: 'INTEGER',
    country: 'TEXT',
    languages: 'TEXT',
    plan: 'TEXT',
    isMember: 'INTEGER',
    newsletter: 'INTEGER',
    orders: 'INTEGER',
    birthdate: 'TEXT',
    notes: 'TEXT',
  },
};

/** PostgreSQL folds unquoted names to lower case, and 7.7.1 quotes the demo's camelCase names for it. */
const columnName = (dialect: SqlDialect, column: string) => (dialect === 'postgresql' ? `"${column}"` : column);

export const guardRows = [
  { id: 1, secret: 'payroll-2024.xlsx' },
  { id: 2, secret: 'admin password hash' },
  { id: 3, secret: "O'Brien's bank account" },
] as const;

/** Statements that create both tables, without data. */
export function schemaStatements(dialect: SqlDialect): string[] {
  const columns = labColumns.map((c) => `${columnName(dialect, c)} ${columnTypes[dialect][c]}`).join(', ');
  return [
    `DROP TABLE IF EXISTS ${peopleTable}`,
    `DROP TABLE IF EXISTS ${guardTable}`,
    `CREATE TABLE ${peopleTable} (id integer PRIMARY KEY, ${columns})`,
    `CREATE TABLE ${guardTable} (id integer PRIMARY KEY, secret text NOT NULL)`,
  ];
}

/**
 * Languages are one text column, the codes joined with commas: SQL has no list type that every dialect
 * shares, and this is how such a multiselect is commonly stored.
 */
export const sqlLanguages = (languages: LabRow['languages']): string | null => languages?.join(',') ?? null;

/** One parameterized insert per row, with the dialect's placeholders. */
export function insertStatements(dialect: SqlDialect): { sql: string; params: unknown[] }[] {
  const placeholder = (index: number) => (dialect === 'postgresql' ? `$${index + 1}` : '?');
  const columns = ['id', ...labColumns];
  const insertPerson = `INSERT INTO ${peopleTable} (${columns.map((c) => columnName(dialect, c)).join(', ')}) VALUES (${columns.map((_, i) => placeholder(i)).join(', ')})`;
  const people = labRows.map((row) => ({
    sql: insertPerson,
    params: columns.map((c) => {
      const value = c === 'languages' ? sqlLanguages(row.languages) : row[c as keyof LabRow];
      return dialect === 'sqlite' && typeof value === 'boolean' ? Number(value) : value;
    }),
  }));
  const guard = guardRows.map((g) => ({
    sql: `INSERT INTO ${guardTable} (id, secret) VALUES (${placeholder(0)}, ${placeholder(1)})`,
    params: [g.id, g.secret],
  }));
  return [...people, ...guard];
}

export const guardSnapshotQuery = `SELECT id, secret FROM ${guardTable} ORDER BY id`;
export const expectedGuardSnapshot = JSON.stringify(guardRows.map((g) => [g.id, g.secret]));

/** The reader's statement with the exported condition in place of `{where}`. */
export function applySqlTemplate(template: string | undefined, where: string): string {
  const statement = template ?? defaultSqlTemplate;
  if (!statement.includes('{where}')) {
    throw new Error('Put {where} in the statement where the exported condition goes.');
  }
  return statement.split('{where}').join(where);
}

/** Ids from a result set: the `id` column, ascending. */
export function idsFromColumns(columns: readonly string[], values: readonly (readonly unknown[])[]): number[] {
  const index = columns.indexOf('id');
  if (index === -1) throw new Error('The statement must return the id column (SELECT id FROM people …).');
  return values.map((v) => Number(v[index])).sort((a, b) => a - b);
}
