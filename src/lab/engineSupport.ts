import type { RuleGroupType, RuleGroupTypeAny, SQLPreset } from 'react-querybuilder';
import { formatQuery } from 'react-querybuilder/formatQuery';
import type { LabEngineId, LabFormat, LabResult, LabRunOptions } from './types';

export const defaultTimeoutMs = 2000;

/** What a run of one format needs besides the query: the export and the clock it must beat. */
export interface RunContext {
  readonly engine: LabEngineId;
  readonly format: LabFormat;
  readonly started: number;
  readonly deadline: number;
}

export class LabTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`Stopped after ${timeoutMs} ms: the query ran longer than the lab allows.`);
    this.name = 'LabTimeoutError';
  }
}

export const now = (): number => (typeof performance === 'undefined' ? Date.now() : performance.now());

export function startRun(engine: LabEngineId, format: LabFormat, options: LabRunOptions): RunContext {
  const started = now();
  return { engine, format, started, deadline: started + (options.timeoutMs ?? defaultTimeoutMs) };
}

/** Throws once the run is past its deadline; engines that evaluate row by row call it between rows. */
export function checkDeadline(context: RunContext): void {
  if (now() > context.deadline) throw new LabTimeoutError(Math.round(context.deadline - context.started));
}

/** An engine's own message, whatever it threw (some throw plain objects with a `message`). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) return String(error.message);
  return String(error);
}

/** Races an engine's promise against the run's deadline (for engines that only answer asynchronously). */
export async function beforeDeadline<T>(context: RunContext, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new LabTimeoutError(Math.round(context.deadline - context.started))),
      Math.max(0, context.deadline - now()),
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The export exactly as the demo's Export tab produces it (7.7.1's `formatQuery`, `parseNumbers` as the
 * reader set it), so the Run tab runs what the reader sees.
 */
export function exportFor(
  query: RuleGroupTypeAny,
  format: LabFormat,
  options: Pick<LabRunOptions, 'parseNumbers' | 'exportQuery'>,
  preset?: Extract<SQLPreset, 'postgresql' | 'sqlite'>,
): unknown {
  if (options.exportQuery) return options.exportQuery(query as RuleGroupType, format, preset);
  return formatQuery(query, {
    format,
    ...(preset ? { preset } : {}),
    ...(options.parseNumbers ? { parseNumbers: true } : {}),
  });
}

export function finish(context: RunContext, outcome: Omit<LabResult, 'engine' | 'format' | 'durationMs'>): LabResult {
  return { engine: context.engine, format: context.format, ...outcome, durationMs: now() - context.started };
}

/**
 * Runs a per-document predicate over the rows. A row on which the engine raises an error does not
 * match, and its message is kept; when every row raises, the engine rejected the export as a whole.
 */
export async function matchRows(
  context: RunContext,
  documents: readonly Record<string, unknown>[],
  test: (document: Record<string, unknown>) => boolean | Promise<boolean>,
): Promise<Pick<LabResult, 'matches' | 'error' | 'rowErrors'>> {
  const matches: number[] = [];
  const rowErrors: { id: number; message: string }[] = [];
  for (const document of documents) {
    checkDeadline(context);
    const id = document.id as number;
    try {
      const verdict = test(document);
      if ((typeof verdict === 'boolean' ? verdict : await beforeDeadline(context, verdict)) === true) matches.push(id);
    } catch (error) {
      if (error instanceof LabTimeoutError) throw error;
      rowErrors.push({ id, message: errorMessage(error) });
    }
  }
  if (documents.length > 0 && rowErrors.length === documents.length) {
    return { error: rowErrors[0]!.message, rowErrors };
  }
  return { matches, ...(rowErrors.length > 0 ? { rowErrors } : {}) };
}
