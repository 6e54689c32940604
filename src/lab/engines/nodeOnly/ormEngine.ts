import type { RuleGroupType } from 'react-querybuilder';
import { beforeDeadline, errorMessage, finish, formatQueryOf, startRun, versionOf } from '../../engineSupport';
import { release8, type LabEngine, type LabResult, type LabRunOptions } from '../../types';

/** A statement the ORM sent to the database, as its log gives it. */
export interface SentStatement {
  readonly text: string;
  readonly params?: unknown[];
}

export interface OrmSession {
  /** The export as the reader's call (what the engine shows it ran) and the call itself, which yields row ids. */
  prepare(
    query: RuleGroupType,
    runOptions: LabRunOptions,
  ): Promise<{ readonly ran: string; readonly rows: () => Promise<readonly { id: number }[]> }>;
  close(): Promise<void>;
}

export interface OrmEngineSpec {
  readonly id: 'prisma' | 'sequelize';
  /** The ORM's name in the line that shows the statement it sent. */
  readonly name: string;
  readonly label: string;
  /** Opens the ORM on its own copy of the sample table; `log` receives every statement it sends. */
  readonly open: (log: (statement: SentStatement) => void) => Promise<OrmSession>;
}

/**
 * An ORM of 8.24.1 whose export (the `where` of a query, named as the format) runs through the ORM on a PGlite of
 * its own: the reader sees the call and the last statement the ORM sent. Prisma and Sequelize differ only in how
 * they open and in the call they make.
 */
export function createOrmEngine({ id, name, label, open }: OrmEngineSpec): LabEngine {
  let loading: Promise<OrmSession> | undefined;
  let sent: SentStatement[] = [];
  const load = () => (loading ??= open((statement) => sent.push(statement)));

  const run = async (query: RuleGroupType, runOptions: LabRunOptions): Promise<LabResult[]> => {
    if (versionOf(runOptions) !== release8) return [];
    const session = await load();
    await formatQueryOf(release8);
    const context = startRun(id, id, runOptions);
    let ran = '';
    sent = [];
    try {
      const call = await session.prepare(query, runOptions);
      ran = call.ran;
      const rows = await beforeDeadline(context, call.rows());
      const statement = sent.at(-1);
      return [
        finish(context, {
          ran: statement ? `${ran}\n-- ${name} sent: ${statement.text}` : ran,
          ...(statement?.params ? { params: statement.params } : {}),
          matches: rows.map((row) => row.id),
        }),
      ];
    } catch (error) {
      return [finish(context, { ran, error: errorMessage(error).trim() })];
    }
  };

  return {
    id,
    label,
    formats: { [release8]: [id] },
    load: async () => {
      await load();
    },
    run,
    dispose: async () => {
      const session = loading;
      loading = undefined;
      if (session) await (await session).close();
    },
  };
}
