import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import type { RuleGroupType } from 'react-querybuilder';
import { labColumns } from '../../dataset';
import {
  beforeDeadline,
  errorMessage,
  exportFor,
  finish,
  formatQueryOf,
  startRun,
  versionOf,
} from '../../engineSupport';
import { fieldKinds } from '../../fieldKinds';
import { release8, type LabEngine, type LabResult, type LabRunOptions } from '../../types';
import { resetSampleTables } from '../postgresql';
import { requireFromTree, treePGlite } from './toolsTree';

interface SequelizeModule {
  Sequelize: new (options: unknown) => {
    define(
      name: string,
      attributes: unknown,
      options: unknown,
    ): {
      findAll(options: unknown): Promise<{ id: number }[]>;
    };
    close(): Promise<void>;
  };
  DataTypes: Record<'INTEGER' | 'TEXT' | 'BOOLEAN' | 'DATEONLY', unknown>;
  Op: Record<string, symbol>;
  col: unknown;
  fn: unknown;
}

const dataType = { text: 'TEXT', number: 'INTEGER', boolean: 'BOOLEAN', date: 'DATEONLY', list: 'TEXT' } as const;

/**
 * 8.24.1's `sequelize` export is a `where` object keyed by Sequelize's operator symbols (given as
 * `context.sequelizeOperators`). Sequelize 6 runs it through the pg driver on a PGlite of its own, which
 * @electric-sql/pglite-socket serves on a Unix socket. Node only: Sequelize needs a database connection.
 */
export function createSequelizeEngine(): LabEngine {
  type Sequelize = InstanceType<SequelizeModule['Sequelize']>;
  let loading:
    | Promise<{
        people: ReturnType<Sequelize['define']>;
        Op: SequelizeModule['Op'];
        close: () => Promise<void>;
      }>
    | undefined;
  let sent: string[] = [];

  const load = () =>
    (loading ??= (async () => {
      const db = await treePGlite();
      await resetSampleTables(db as never);
      const { PGLiteSocketServer } = requireFromTree('@electric-sql/pglite-socket') as {
        PGLiteSocketServer: new (options: { db: unknown; path: string }) => {
          start(): Promise<void>;
          stop(): Promise<void>;
        };
      };
      // A socket file rather than a TCP port: nothing to collide with on a shared machine.
      const directory = mkdtempSync(join(tmpdir(), 'lab-sequelize-'));
      const server = new PGLiteSocketServer({ db, path: join(directory, '.s.PGSQL.5432') });
      await server.start();
      const { Sequelize, DataTypes, Op } = requireFromTree('sequelize') as SequelizeModule;
      const sequelize = new Sequelize({
        dialect: 'postgres',
        dialectModule: requireFromTree('pg'),
        host: directory,
        port: 5432,
        database: 'postgres',
        username: 'postgres',
        pool: { max: 1 },
        logging: (sql: string) => sent.push(sql.replace(/^Executing \(default\): /, '')),
      });
      const attributes = Object.fromEntries([
        ['id', { type: DataTypes.INTEGER, primaryKey: true }],
        ...labColumns.map((column) => [column, { type: DataTypes[dataType[fieldKinds[column] ?? 'text']] }]),
      ]);
      const people = sequelize.define('people', attributes, { tableName: 'people', timestamps: false });
      const close = async () => {
        await sequelize.close();
        await server.stop();
        await db.close();
      };
      return { people, Op, close };
    })());

  const run = async (query: RuleGroupType, runOptions: LabRunOptions): Promise<LabResult[]> => {
    if (versionOf(runOptions) !== release8) return [];
    const { people, Op } = await load();
    await formatQueryOf(release8);
    const context = startRun('sequelize', 'sequelize', runOptions);
    let ran = '';
    sent = [];
    try {
      const where = await exportFor(query, 'sequelize', runOptions, undefined, {
        context: { sequelizeOperators: Op },
      });
      ran = `People.findAll({ where: ${inspect(where, { depth: null, breakLength: Infinity })} })`;
      const rows = await beforeDeadline(
        context,
        people.findAll({ where, attributes: ['id'], order: [['id', 'ASC']], raw: true }),
      );
      const statement = sent.at(-1);
      return [
        finish(context, {
          ran: statement ? `${ran}\n-- Sequelize sent: ${statement}` : ran,
          matches: rows.map((row) => row.id),
        }),
      ];
    } catch (error) {
      return [finish(context, { ran, error: errorMessage(error) })];
    }
  };

  return {
    id: 'sequelize',
    label: 'Sequelize 6.37.8 (pg 8.23.1 to PGlite 0.5.14 through pglite-socket)',
    formats: { [release8]: ['sequelize'] },
    load: async () => {
      await load();
    },
    run,
    dispose: async () => {
      if (loading) await (await loading).close();
      loading = undefined;
    },
  };
}
