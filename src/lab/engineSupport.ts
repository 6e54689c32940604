import type { RuleGroupType, RuleGroupTypeAny, SQLPreset } from 'react-querybuilder';
import { formatQuery as formatQuery7 } from 'react-querybuilder/formatQuery';
import {
  release7,
  type LabEngineId,
  type LabFormat,
  type LabResult,
  type LabRunOptions,
  type LabVersion,
} from './types';

export const defaultTimeoutMs = 2000;

/** What a run of one format needs besides the query: the export and the clock it must beat. */
export interface RunContext {
  readonly engine: LabEngineId;
  readonly format: LabFormat;
  readonly version: LabVersion;
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

export const versionOf = (options: Pick<LabRunOptions, 'version'>): LabVersion => options.version ?? release7;

export function startRun(engine: LabEngineId, format: LabFormat, options: LabRunOptions): RunContext {
  const started = now();
  return {
    engine,
    format,
    version: versionOf(options),
    started,
    deadline: started + (options.timeoutMs ?? defaultTimeoutMs),
  };
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

/** Either release's `formatQuery`, as the lab calls it (their query types differ only in brands). */
export type LabFormatQuery = (query: RuleGroupTypeAny, options: Record<string, unknown>) => unknown;

let formatQuery8: Promise<LabFormatQuery> | undefined;

/**
 * The `formatQuery` of a release. 8.24.1's (the `rqb8` alias) is its own chunk, fetched the first time a run asks
 * for it: a reader who stays on 7.7.1 never downloads it.
 */
export function formatQueryOf(version: LabVersion): Promise<LabFormatQuery> {
  if (version === release7) return Promise.resolve(formatQuery7 as LabFormatQuery);
  formatQuery8 ??= import(/* webpackChunkName: "lab-rqb8" */ 'rqb8/formatQuery').then(
    (module) => module.formatQuery as unknown as LabFormatQuery,
  );
  return formatQuery8;
}

/**
 * The export exactly as the demo's Export tab produces it (the chosen release's `formatQuery`, `parseNumbers` as
 * the reader set it), so the Run tab runs what the reader sees. `extra` carries what a format needs besides
 * (the operators of TanStack DB or Sequelize).
 */
export async function exportFor(
  query: RuleGroupTypeAny,
  format: LabFormat,
  options: Pick<LabRunOptions, 'parseNumbers' | 'exportQuery' | 'version'>,
  preset?: Extract<SQLPreset, 'postgresql' | 'sqlite'>,
  extra: Record<string, unknown> = {},
): Promise<unknown> {
  if (options.exportQuery) return options.exportQuery(query as RuleGroupType, format, preset);
  const formatQuery = await formatQueryOf(versionOf(options));
  return formatQuery(query, {
    format,
    ...(preset ? { preset } : {}),
    ...(options.parseNumbers ? { parseNumbers: true } : {}),
    ...extra,
  });
}

export function finish(
  context: RunContext,
  outcome: Omit<LabResult, 'engine' | 'format' | 'version' | 'durationMs'>,
): LabResult {
  return {
    engine: context.engine,
    format: context.format,
    version: context.version,
    ...outcome,
    durationMs: now() - context.started,
  };
}

/** The formats an engine runs for the run's version: none when it does not serve that release. */
export const formatsFor = <F extends LabFormat>(
  formats: Readonly<Partial<Record<LabVersion, readonly F[]>>>,
  options: Pick<LabRunOptions, 'version'>,
): readonly F[] => formats[versionOf(options)] ?? [];

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
