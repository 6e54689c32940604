import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import type { RuleGroupType } from 'react-querybuilder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStatements, schemaStatements } from '../../../src/lab/sqlSchema';
import { builderBody } from './hostileBodies';
import { pageReadQuery, pageSample, serverSidePages, loadSample, type PageVersion } from './pageSample';
import { expectedRows, specRead, type SpecGroup } from './reference';
import { PGliteStream } from './pgliteStream';

/**
 * The server-side pages' database recipes, run as printed on the real drivers: better-sqlite3 on a file of the
 * demo's sample table, pg talking to PGlite. Every query the builder could send, once `readQuery` accepts it,
 * must return the rows the pages' rules give it.
 */
const versions = Object.keys(serverSidePages) as PageVersion[];
const driverRequire = createRequire(resolve(__dirname, '../../../tools/doc-samples/server/package.json'));

type Row = { id: number };
type BetterSqlite3 = new (
  file: string,
  options?: Record<string, unknown>,
) => {
  exec: (sql: string) => void;
  prepare: (sql: string) => { run: (...params: unknown[]) => void };
  close: () => void;
};
const Database = driverRequire('better-sqlite3') as BetterSqlite3;
const pg = driverRequire('pg') as { Pool: new (config?: Record<string, unknown>) => object };

/** Queries the builder could send, and the ones whose values the drivers type differently (booleans, dates). */
const bodies = [
  '{"combinator":"and","rules":[{"field":"isMember","operator":"=","value":true}]}',
  '{"combinator":"or","rules":[{"field":"newsletter","operator":"=","value":false},{"field":"age","operator":">","value":"30"}]}',
  '{"combinator":"and","rules":[{"field":"birthdate","operator":"between","value":"1980-01-01,1999-12-31"}]}',
  '{"combinator":"and","not":true,"rules":[{"field":"lastName","operator":"in","value":"Ng, Lee"},{"field":"notes","operator":"contains","value":"off"}]}',
  ...fc.sample(builderBody, { numRuns: 200, seed: 43 }),
];

let directory = '';
let postgres: PGlite;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'rqb-recipes-'));
  const file = new Database(join(directory, 'people.db'));
  for (const statement of schemaStatements('sqlite')) file.exec(statement);
  for (const insert of insertStatements('sqlite')) file.prepare(insert.sql).run(...insert.params);
  file.close();
  postgres = await PGlite.create();
  for (const statement of schemaStatements('postgresql')) await postgres.exec(statement);
  for (const insert of insertStatements('postgresql')) await postgres.query(insert.sql, insert.params);
}, 180_000);

afterAll(async () => {
  await postgres?.close();
  if (directory) rmSync(directory, { recursive: true, force: true });
});

it('pg sends half of a surrogate pair as U+FFFD, as the server-side pages say', async () => {
  const pool = new pg.Pool({
    user: 'postgres',
    database: 'postgres',
    max: 1,
    allowExitOnIdle: true,
    stream: () => new PGliteStream(postgres),
  }) as { query: (sql: string, values: unknown[]) => Promise<{ rows: { t: string }[] }>; end: () => Promise<void> };
  try {
    const { rows } = await pool.query('SELECT $1::text AS t', ['\udc00']);
    expect(rows[0]!.t).toBe('\ufffd');
  } finally {
    await pool.end();
  }
});

describe.each(versions)('the %s server-side page’s database recipes on the real drivers', (version) => {
  const { page } = serverSidePages[version];
  const readQuery = pageReadQuery(version);
  const accepted = bodies.flatMap((body) => {
    const spec = specRead(body);
    if (!spec.ok) return [];
    return [{ body, query: readQuery(body) as RuleGroupType, spec: spec.query as SpecGroup }];
  });
  const idsOf = (rows: readonly Row[]) => rows.map((r) => r.id).sort((a, b) => a - b);

  it('has queries to run', () => {
    expect(accepted.length).toBeGreaterThan(60);
  });

  it('better-sqlite3: the positional and the named recipe return the allowed rows', () => {
    // The page opens people.db where the server runs; here that file is the sample table.
    class SampleDatabase extends Database {
      constructor(file: string, options?: Record<string, unknown>) {
        super(join(directory, file), options);
      }
    }
    const recipe = loadSample<{
      findPeople: (query: RuleGroupType) => Row[];
      findPeopleNamed: (query: RuleGroupType) => Row[];
    }>(version, pageSample(page, "from 'better-sqlite3'").code, { 'better-sqlite3': SampleDatabase });
    for (const { body, query, spec } of accepted) {
      const expected = expectedRows(spec, { engine: 'sqlite', library: version });
      expect(idsOf(recipe.findPeople(structuredClone(query))), body).toEqual(expected);
      expect(idsOf(recipe.findPeopleNamed(structuredClone(query))), body).toEqual(expected);
    }
  });

  it('pg: the recipe returns the allowed rows', async () => {
    // The page's Pool reads its server from the environment; here it talks to PGlite in this process.
    class SamplePool extends pg.Pool {
      constructor(config: Record<string, unknown> = {}) {
        super({
          ...config,
          user: 'postgres',
          database: 'postgres',
          max: 1,
          allowExitOnIdle: true,
          stream: () => new PGliteStream(postgres),
        });
      }
    }
    const recipe = loadSample<{ findPeople: (query: RuleGroupType) => Promise<Row[]> }>(
      version,
      pageSample(page, "from 'pg'").code,
      { pg: { ...pg, Pool: SamplePool } },
    );
    for (const { body, query, spec } of accepted) {
      const expected = expectedRows(spec, { engine: 'postgresql', library: version });
      expect(idsOf(await recipe.findPeople(structuredClone(query))), body).toEqual(expected);
    }
  }, 120_000);
});
