import type { LabResult } from '../types';

/** What one export did with the attacker's query when nothing checked it first. */
export interface RawOutcome {
  readonly engine: LabResult['engine'];
  readonly format: LabResult['format'];
  /** Rows returned, or undefined when the engine failed. */
  readonly rows?: number;
  readonly error?: string;
  /** The export read or changed the guard table (SQL engines only). */
  readonly guardTouched: boolean;
  /** One sentence for the reader. */
  readonly sentence: string;
}

const rowsText = (rows: number, total: number) =>
  rows === total ? `every row (${total} of ${total})` : `${rows} of ${total} rows`;

/** Each raw result in words: the rows it returned (every row stands out), its failure, and the guard table. */
export function rawOutcomes(results: readonly LabResult[], total: number): RawOutcome[] {
  return results.map((result) => {
    const guardTouched = result.guardIntact === false;
    const ran =
      result.error === undefined
        ? `returned ${rowsText(result.matches?.length ?? 0, total)}`
        : `failed: ${result.error.length > 120 ? `${result.error.slice(0, 117)}…` : result.error}`;
    return {
      engine: result.engine,
      format: result.format,
      ...(result.error === undefined ? { rows: result.matches?.length ?? 0 } : { error: result.error }),
      guardTouched,
      sentence: guardTouched ? `${ran}, and emptied or changed the guard table` : ran,
    };
  });
}

/** The outcomes that show harm: every row returned, or the guard table touched. */
export const harmful = (outcomes: readonly RawOutcome[], total: number): RawOutcome[] =>
  outcomes.filter((o) => o.guardTouched || o.rows === total);
