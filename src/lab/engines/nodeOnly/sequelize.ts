import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { labColumns } from '../../dataset';
import { exportFor } from '../../engineSupport';
import { fieldKinds } from '../../fieldKinds';
import type { LabEngine } from '../../types';
import { resetSampleTables } from '../postgresql';
import { createOrmEngine } from './ormEngine';
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
  return createOrmEngine({
    id: 'sequelize',
    name: 'Sequelize',
    label: 'Sequelize 6.37.8 (pg 8.23.1 to PGlite 0.5.14 through pglite-socket)',
    open: async (log) => {
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
        logging: (sql: string) => log({ text: sql.replace(/^Executing \(default\): /, '') }),
      });
      const attributes = Object.fromEntries([
        ['id', { type: DataTypes.INTEGER, primaryKey: true }],
        ...labColumns.map((column) => [column, { type: DataTypes[dataType[fieldKinds[column] ?? 'text']] }]),
      ]);
      const people = sequelize.define('people', attributes, { tableName: 'people', timestamps: false });
      return {
        prepare: async (query, runOptions) => {
          const where = await exportFor(query, 'sequelize', runOptions, undefined, {
            context: { sequelizeOperators: Op },
          });
          return {
            ran: `People.findAll({ where: ${inspect(where, { depth: null, breakLength: Infinity })} })`,
            rows: () => people.findAll({ where, attributes: ['id'], order: [['id', 'ASC']], raw: true }),
          };
        },
        close: async () => {
          await sequelize.close();
          await server.stop();
          await db.close();
        },
      };
    },
  });
}
