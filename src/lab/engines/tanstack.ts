import * as tanStackDb from '@tanstack/db';
import type { RuleGroupType } from 'react-querybuilder';
import { labDocuments } from '../dataset';
import { beforeDeadline, errorMessage, exportFor, finish, formatQueryOf, startRun, versionOf } from '../engineSupport';
import { release8, type LabEngine, type LabResult, type LabRunOptions } from '../types';

type Row = Record<string, unknown> & { id: number };

/**
 * A TanStack DB expression as text: `and(gt(people.age, 28), like(people.firstName, "Ste%"))`. TanStack DB
 * compiles the callback into such a tree of functions, references and values; it is what the engine runs.
 */
export function expressionText(expression: unknown): string {
  if (typeof expression !== 'object' || expression === null) return JSON.stringify(expression) ?? String(expression);
  const node = expression as { type?: string; name?: string; args?: unknown[]; path?: string[]; value?: unknown };
  if (node.type === 'func') return `${node.name}(${(node.args ?? []).map(expressionText).join(', ')})`;
  if (node.type === 'ref') return (node.path ?? []).join('.');
  if (node.type === 'val') return JSON.stringify(node.value) ?? String(node.value);
  return JSON.stringify(expression);
}

type TanStackWhere = (refs: Record<string, unknown>) => unknown;

/**
 * 8.24.1's `tanstack_db` export is a callback for a live query's `.where()`, given TanStack DB's own operators as
 * `context.tanStackDbOperators`. The rows live in a local-only collection; a live query over it with the callback
 * is preloaded and read.
 */
export function createTanstackEngine(): LabEngine {
  let collection: ReturnType<typeof createCollection> | undefined;
  const createCollection = () =>
    tanStackDb.createCollection(
      tanStackDb.localOnlyCollectionOptions<Row, number>({
        id: 'lab-people',
        getKey: (row) => row.id,
        initialData: labDocuments() as Row[],
      }),
    );

  const run = async (query: RuleGroupType, runOptions: LabRunOptions): Promise<LabResult[]> => {
    if (versionOf(runOptions) !== release8) return [];
    await formatQueryOf(release8);
    collection ??= createCollection();
    const people = collection;
    const context = startRun('tanstack', 'tanstack_db', runOptions);
    let ran = '';
    try {
      const where = (await exportFor(query, 'tanstack_db', runOptions, undefined, {
        context: { tanStackDbOperators: tanStackDb },
      })) as TanStackWhere;
      let compiled: unknown;
      const live = tanStackDb.createLiveQueryCollection({
        query: (q) =>
          q
            .from({ people })
            .where((refs) => {
              compiled = where(refs as Record<string, unknown>);
              // The export's declared type names no TanStack DB type (the library is its optional peer).
              return compiled as never;
            })
            .select(({ people: row }) => ({ id: row.id })),
        startSync: true,
      });
      try {
        await beforeDeadline(context, live.preload());
        ran = `from({ people }).where(() => ${expressionText(compiled)})`;
        const matches = live.toArray.map((row) => Number(row.id)).sort((a, b) => a - b);
        return [finish(context, { ran, matches })];
      } finally {
        await live.cleanup();
      }
    } catch (error) {
      return [finish(context, { ran, error: errorMessage(error) })];
    }
  };

  return {
    id: 'tanstack',
    label: 'TanStack DB (@tanstack/db 0.15.2)',
    formats: { [release8]: ['tanstack_db'] },
    load: async () => {
      collection ??= createCollection();
    },
    run,
  };
}
