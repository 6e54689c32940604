import type { RuleGroupType } from 'react-querybuilder';
import {
  beforeDeadline,
  errorMessage,
  exportFor,
  finish,
  formatQueryOf,
  startRun,
  versionOf,
} from '../../engineSupport';
import { release8, type LabEngine, type LabResult, type LabRunOptions } from '../../types';
import { resetSampleTables } from '../postgresql';
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
  let loading: Promise<{ prisma: LabPrismaClient; db: TreePGlite }> | undefined;
  let sent: QueryEvent[] = [];
  const load = () =>
    (loading ??= (async () => {
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
      prisma.$on('query', (event) => sent.push(event));
      return { prisma, db };
    })());

  const run = async (query: RuleGroupType, runOptions: LabRunOptions): Promise<LabResult[]> => {
    if (versionOf(runOptions) !== release8) return [];
    const { prisma } = await load();
    await formatQueryOf(release8);
    const context = startRun('prisma', 'prisma', runOptions);
    let ran = '';
    sent = [];
    try {
      const where = await exportFor(query, 'prisma', runOptions);
      ran = `prisma.people.findMany({ where: ${JSON.stringify(where)} })`;
      const rows = await beforeDeadline(
        context,
        prisma.people.findMany({ where, select: { id: true }, orderBy: { id: 'asc' } }),
      );
      const statement = sent.at(-1);
      return [
        finish(context, {
          ran: statement ? `${ran}\n-- Prisma sent: ${statement.query}` : ran,
          ...(statement ? { params: JSON.parse(statement.params) as unknown[] } : {}),
          matches: rows.map((row) => row.id),
        }),
      ];
    } catch (error) {
      return [finish(context, { ran, error: errorMessage(error).trim() })];
    }
  };

  return {
    id: 'prisma',
    label: 'Prisma ORM 7.10.0 (pglite-prisma-adapter 0.7.2, PGlite 0.5.14)',
    formats: { [release8]: ['prisma'] },
    load: async () => {
      await load();
    },
    run,
    dispose: async () => {
      if (!loading) return;
      const { prisma, db } = await loading;
      loading = undefined;
      await prisma.$disconnect();
      await db.close();
    },
  };
}
