import type { LabEngineId, LabResult } from '../types';

/** The two SQL formats the hostile-values proof is about: escaped literals and bound parameters. */
export const provenFormats = ['sql', 'parameterized'] as const;

export interface HostileVerdict {
  readonly engine: LabEngineId;
  /** Both formats ran, returned the same rows (and the literal reading's, when there is one). */
  readonly sameRows: boolean;
  /** The guard table was as before after every format's run. */
  readonly guardIntact: boolean;
  /** Rows each format returned, for the sentence. */
  readonly counts: Readonly<Partial<Record<(typeof provenFormats)[number], number>>>;
  /** What went wrong, in words; empty when the engine proved safe. */
  readonly problems: readonly string[];
}

const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Whether one SQL engine's results prove the export safe with hostile values: `sql` and `parameterized`
 * return the same rows (the bound parameters are never read as SQL, so they are the reference), the rows
 * the values match literally when `literal` is known, and the guard table stayed untouched.
 */
export function hostileVerdict(
  engine: LabEngineId,
  results: readonly LabResult[],
  literal: readonly number[] | undefined,
): HostileVerdict {
  const problems: string[] = [];
  const counts: Partial<Record<(typeof provenFormats)[number], number>> = {};
  const byFormat = provenFormats.map((format) => results.find((r) => r.format === format));
  byFormat.forEach((result, index) => {
    const format = provenFormats[index]!;
    if (!result) problems.push(`${format} did not run.`);
    else if (result.error !== undefined) problems.push(`${format} was rejected: ${result.error}`);
    else counts[format] = result.matches?.length ?? 0;
  });
  const [sql, parameterized] = byFormat.map((r) => (r?.error === undefined ? r?.matches : undefined));
  if (sql && parameterized && !same(sql, parameterized))
    problems.push('sql and parameterized returned different rows.');
  if (literal && sql && !same(sql, literal)) problems.push('sql returned rows other than the literal match.');
  if (literal && parameterized && !same(parameterized, literal)) {
    problems.push('parameterized returned rows other than the literal match.');
  }
  const guardIntact = results.length > 0 && results.every((r) => r.guardIntact === true);
  if (!guardIntact) problems.push('The guard table was read or changed.');
  return { engine, sameRows: problems.every((p) => !/rows|run|rejected/.test(p)), guardIntact, counts, problems };
}

/** The verdict in words: bound parameters are safe to run; `sql` is escaped, but never for a server. */
export interface VerdictWords {
  readonly parameterized: string;
  readonly sql: string;
  readonly guard: string;
}

const rows = (count: number) => (count === 1 ? '1 row' : `${count} rows`);

export function verdictWords(verdict: HostileVerdict, literalKnown: boolean): VerdictWords {
  const match = literalKnown ? ', exactly the literal match' : '';
  return {
    parameterized: `parameterized (bound parameters): safe to run. ${rows(verdict.counts.parameterized ?? 0)}${match}.`,
    sql: `sql (escaped literals): the same ${rows(verdict.counts.sql ?? 0)} here, but escaped is not safe: never run it on a server, where a database that reads backslash escapes breaks it.`,
    guard: verdict.guardIntact ? 'The guard table is untouched.' : 'The guard table was read or changed.',
  };
}
