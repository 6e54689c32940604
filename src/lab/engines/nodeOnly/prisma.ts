import { exportFor } from '../../engineSupport';
import type { LabEngine } from '../../types';
import { resetSampleTables } from '../postgresql';
import { createOrmEngine } from './ormEngine';
import { importFromTree, requireFromTree, treePGlite, type TreePGlite } from './toolsTree';

interface QueryEvent {
  readonly query: string;
  readonly params: string;
}

interface LabPrismaClient {
  people: { findMany(args: unknown): Promise<{ id: number }[]> };
  $on(event: 'query', listener: (event: QueryEvent) => void): void;
  $disconnect(): Promise<void>;
}

/**
 * 8.24.1's `prisma` export is the `where` of a Prisma query. Prisma 7's generated client (tools/lab-node/prisma)
 * runs it through pglite-prisma-adapter on a PGlite of its own holding the sample table; the reader sees the
 * `where` and the statement Prisma sent. Node only: the generated client and its query compiler are built for
 * Node's module loader, not for the site's worker.
 */
export function createPrismaEngine(): LabEngine {
  return createOrmEngine({
    id: 'prisma',
    name: 'Prisma',
    label: 'Prisma ORM 7.10.0 (pglite-prisma-adapter 0.7.2, PGlite 0.5.14)',
    open: async (log) => {
      const db = await treePGlite();
      await resetSampleTables(db as never);
      const { PrismaPGlite } = requireFromTree('pglite-prisma-adapter') as {
        PrismaPGlite: new (db: TreePGlite) => unknown;
      };
      const { PrismaClient } = await importFromTree<{ PrismaClient: new (options: unknown) => LabPrismaClient }>(
        'generated/prisma/client.ts',
      );
      const prisma = new PrismaClient({
        adapter: new PrismaPGlite(db),
        errorFormat: 'minimal',
        log: [{ emit: 'event', level: 'query' }],
      });
      prisma.$on('query', (event) => log({ text: event.query, params: JSON.parse(event.params) as unknown[] }));
      return {
        prepare: async (query, runOptions) => {
          const where = await exportFor(query, 'prisma', runOptions);
          return {
            ran: `prisma.people.findMany({ where: ${JSON.stringify(where)} })`,
            rows: () => prisma.people.findMany({ where, select: { id: true }, orderBy: { id: 'asc' } }),
          };
        },
        close: async () => {
          await prisma.$disconnect();
          await db.close();
        },
      };
    },
  });
}
