import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import fc from 'fast-check';
import type { RuleGroupType } from 'react-querybuilder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labRows } from '../../../src/lab/dataset';
import { loadNodeOnlyEngine } from '../../../src/lab/engines/nodeOnly';
import { requireFromTree, treePGlite, type TreePGlite } from '../../../src/lab/engines/nodeOnly/toolsTree';
import { insertStatements, schemaStatements } from '../../../src/lab/sqlSchema';
import { release8 } from '../../../src/lab/types';
import { builderBody } from './hostileBodies';
import { pageReadQuery, pageSample, requireLibrary, serverSidePages, loadSample, type PageVersion } from './pageSample';
import { expectedRows, specRead, type SpecGroup } from './reference';

/**
 * The server-side pages' database recipes, run as printed on the real drivers (tools/doc-samples/server):
 * better-sqlite3 on a file of the demo's sample table, pg on a PGlite that pglite-socket serves on a Unix socket (both
 * from the query lab's Node tree). Every query the builder could send, once `readQuery` accepts it, must return the
 * rows the pages' rules give it.
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
const { knex } = driverRequire('knex') as {
  knex: (config: Record<string, unknown>) => { destroy: () => Promise<void> };
};

/** Queries the builder could send, and the ones whose values the drivers type differently (booleans, dates). */
const bodies = [
  '{"combinator":"and","rules":[{"field":"isMember","operator":"=","value":true}]}',
  '{"combinator":"or","rules":[{"field":"newsletter","operator":"=","value":false},{"field":"age","operator":">","value":"30"}]}',
  '{"combinator":"and","rules":[{"field":"birthdate","operator":"between","value":"1980-01-01,1999-12-31"}]}',
  '{"combinator":"and","not":true,"rules":[{"field":"lastName","operator":"in","value":"Ng, Lee"},{"field":"notes","operator":"contains","value":"off"}]}',
  ...fc.sample(builderBody, { numRuns: 200, seed: 43 }),
];

let directory = '';
let postgres: TreePGlite;
let server: { start(): Promise<void>; stop(): Promise<void> } | undefined;

type Pool = { query: (sql: string, values: unknown[]) => Promise<{ rows: Row[] }>; end: () => Promise<void> };
/**
 * One pool of one connection for the whole file, pointed at the socket: pglite-socket 0.2.17 serves one client at a
 * time, and a client that connects just as the previous one leaves gets EPIPE.
 */
let pool: Pool | undefined;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'rqb-recipes-'));
  const file = new Database(join(directory, 'people.db'));
  for (const statement of schemaStatements('sqlite')) file.exec(statement);
  for (const insert of insertStatements('sqlite')) file.prepare(insert.sql).run(...insert.params);
  file.close();
  postgres = await treePGlite();
  for (const statement of schemaStatements('postgresql')) await postgres.exec(statement);
  for (const insert of insertStatements('postgresql')) await postgres.query(insert.sql, insert.params);
  const { PGLiteSocketServer } = requireFromTree('@electric-sql/pglite-socket') as {
    PGLiteSocketServer: new (options: { db: unknown; path: string }) => NonNullable<typeof server>;
  };
  // A socket file rather than a TCP port: nothing to collide with on a shared machine.
  server = new PGLiteSocketServer({ db: postgres, path: join(directory, '.s.PGSQL.5432') });
  await server.start();
  pool = new pg.Pool({ host: directory, port: 5432, user: 'postgres', database: 'postgres', max: 1 }) as Pool;
}, 180_000);

afterAll(async () => {
  await pool?.end();
  await server?.stop();
  await postgres?.close();
  if (directory) rmSync(directory, { recursive: true, force: true });
});

it('pg sends half of a surrogate pair as U+FFFD, as the server-side pages say', async () => {
  const { rows } = await pool!.query('SELECT $1::text AS t', ['\udc00']);
  expect((rows[0] as unknown as { t: string }).t).toBe('\ufffd');
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
    // The page's `new Pool()` reads its server from the environment; here it is the file's pool on the socket.
    const SamplePool = function SamplePool() {
      return pool;
    };
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

  it('Knex: the positional and the named recipe return the allowed rows on PostgreSQL', async () => {
    // The page's Knex connects with DATABASE_URL; here it runs on the file's pool on the socket, which Knex 3.3 takes
    // as `connectionPool` and leaves open when it is destroyed.
    const made: Array<ReturnType<typeof knex>> = [];
    const sampleKnex = ({ connection: _unused, ...config }: Record<string, unknown>) => {
      made.push(knex({ ...config, connectionPool: pool }));
      return made.at(-1);
    };
    const recipe = loadSample<{
      findPeople: (query: RuleGroupType) => PromiseLike<Row[]>;
      findPeopleNamed: (query: RuleGroupType) => PromiseLike<Row[]>;
    }>(version, pageSample(page, "knex({ client: 'pg', connection").code, { knex: { knex: sampleKnex } });
    try {
      for (const { body, query, spec } of accepted) {
        const expected = expectedRows(spec, { engine: 'postgresql', library: version });
        expect(idsOf(await recipe.findPeople(structuredClone(query))), body).toEqual(expected);
        expect(idsOf(await recipe.findPeopleNamed(structuredClone(query))), body).toEqual(expected);
      }
    } finally {
      for (const instance of made) await instance.destroy();
    }
  }, 120_000);
});

describe('the 8 server-side page’s ORM recipes', () => {
  const { page } = serverSidePages['8'];
  const readQuery = pageReadQuery('8');
  const accepted = bodies.flatMap((body) => {
    const spec = specRead(body);
    return spec.ok ? [{ body, query: readQuery(body) as RuleGroupType, spec: spec.query as SpecGroup }] : [];
  });
  // readQuery allows it, and it is the one rule prisma leaves out: nothing is left.
  const onlyFieldToField = readQuery(
    '{"combinator":"and","rules":[{"field":"firstName","operator":"=","value":"lastName","valueSource":"field"}]}',
  ) as RuleGroupType;
  const formatQuery = requireLibrary<{ formatQuery: (query: RuleGroupType, format: string) => unknown }>(
    '8',
  ).formatQuery;

  it('refuses a rule with match, as the page says before it sends match modes to Subqueries', () => {
    const matchRule = {
      field: 'lastName',
      operator: '=',
      match: { mode: 'some' },
      value: { combinator: 'and', rules: [] },
    };
    expect(() => readQuery(JSON.stringify({ combinator: 'and', rules: [matchRule] }))).toThrow(
      'unknown rule property: match',
    );
  });

  it('prisma: the where is the export, and a query with no condition left is refused', () => {
    const { personWhere } = loadSample<{ personWhere: (query: RuleGroupType) => unknown }>(
      '8',
      pageSample(page, 'export function personWhere').code,
    );
    expect(formatQuery(structuredClone(onlyFieldToField), 'prisma')).toEqual({});
    expect(() => personWhere(structuredClone(onlyFieldToField))).toThrow('no condition left to run');
    for (const { body, query } of accepted) {
      const where = formatQuery(structuredClone(query), 'prisma') as object;
      if (Object.keys(where).length === 0) expect(() => personWhere(structuredClone(query)), body).toThrow();
      else expect(personWhere(structuredClone(query)), body).toEqual(where);
    }
  });

  it('prisma: Prisma reads an empty where as no condition, and returns every row', async () => {
    const engine = await loadNodeOnlyEngine('prisma');
    try {
      const [result] = await engine.run(onlyFieldToField, { parseNumbers: false, version: release8 });
      expect(result?.ran).toContain('findMany({ where: {} })');
      expect(result?.matches).toEqual(labRows.map((row) => row.id));
    } finally {
      await engine.dispose?.();
    }
  }, 180_000);

  it('drizzle: the recipe returns the allowed rows on PostgreSQL, and refuses a query with no condition left', async () => {
    // The page connects with DATABASE_URL; here Drizzle's PGlite driver runs the same select on the file's sample table
    // (the lab tree's PGlite, which the socket server also serves: the tests of this file run one at a time).
    const { findPeople } = loadSample<{ findPeople: (query: RuleGroupType) => Promise<Row[]> }>(
      '8',
      pageSample(page, "from 'drizzle-orm/node-postgres'").code,
      { 'drizzle-orm/node-postgres': { drizzle: () => drizzlePglite(postgres as unknown as PGlite) } },
    );
    const idsOf = (rows: readonly Row[]) => rows.map((r) => r.id).sort((a, b) => a - b);
    expect(accepted.length).toBeGreaterThan(60);
    for (const { body, query, spec } of accepted) {
      const expected = expectedRows(spec, { engine: 'postgresql', library: '8' });
      expect(idsOf(await findPeople(structuredClone(query))), body).toEqual(expected);
    }
    const unknownColumn = { combinator: 'and', rules: [{ field: 'password', operator: '=', value: 'x' }] };
    await expect(findPeople(unknownColumn)).rejects.toThrow('no condition left to run');
  }, 180_000);
});
