import { listOf } from '../../home/knownFields';
import type { LabEngineId, LabFormat, LabResult, LabRow, LabVersion } from '../types';

/** One column of the side-by-side table: one engine running one export format. */
export interface ComparisonColumn {
  readonly key: string;
  readonly engine: LabEngineId;
  readonly format: LabFormat;
  readonly version: LabVersion;
  /** The ids it matched; absent when the engine rejected the export or has no result yet. */
  readonly matches?: ReadonlySet<number>;
}

export interface ComparisonRow {
  readonly row: LabRow;
  /** Per column, in column order: matched, not matched, or no verdict (the engine gave no rows). */
  readonly marks: readonly (boolean | undefined)[];
  /** Some columns with a verdict matched this row and others did not. */
  readonly disagrees: boolean;
  /** The columns that matched it, or (when they are fewer) that did not. */
  readonly odd: readonly ComparisonColumn[];
}

export interface Comparison {
  readonly columns: readonly ComparisonColumn[];
  /** Every row of the table that some column matched, in table order. */
  readonly rows: readonly ComparisonRow[];
  readonly disagreements: number;
}

export const columnKey = (engine: LabEngineId, format: LabFormat, version: LabVersion) =>
  `${engine}:${format}:${version}`;

/**
 * The side-by-side view of every engine's results: one column per engine and format, one row per sample
 * row that any of them matched. A row on which the engines that ran disagree is marked, with the columns
 * that stand apart (the minority), so the reader sees at a glance who differs.
 */
export function compareResults(results: readonly LabResult[], table: readonly LabRow[]): Comparison {
  const columns: ComparisonColumn[] = results.map((result) => ({
    key: columnKey(result.engine, result.format, result.version),
    engine: result.engine,
    format: result.format,
    version: result.version,
    ...(result.matches && !result.error ? { matches: new Set(result.matches) } : {}),
  }));
  const rows: ComparisonRow[] = [];
  for (const row of table) {
    const marks = columns.map((column) => column.matches?.has(row.id));
    if (!marks.includes(true)) continue;
    const matched = columns.filter((_, index) => marks[index] === true);
    const missed = columns.filter((_, index) => marks[index] === false);
    const disagrees = missed.length > 0;
    rows.push({ row, marks, disagrees, odd: !disagrees ? [] : matched.length <= missed.length ? matched : missed });
  }
  return { columns, rows, disagreements: rows.filter((r) => r.disagrees).length };
}

/** A row as the reader recognises it: "#6 Stella O'Brien", with a mark for missing names. */
export function rowName(row: LabRow): string {
  const name = [row.firstName, row.lastName].filter((part) => part !== null && part !== '').join(' ');
  return `#${row.id} ${name || '(no name)'}`;
}

/** "1 row", "0 rows". */
export const rowCount = (count: number): string => `${count} ${count === 1 ? 'row' : 'rows'}`;

/**
 * The one-line summary read out politely after every run: how many results came in, and whether they agree.
 */
export function summarise(comparison: Comparison, expected: number): string {
  const ran = comparison.columns.filter((c) => c.matches);
  const rejected = comparison.columns.length - ran.length;
  const waiting = Math.max(0, expected - comparison.columns.length);
  const parts: string[] = [];
  const counts = new Set(ran.map((c) => c.matches!.size));
  if (ran.length > 0) {
    parts.push(
      comparison.disagreements === 0
        ? `All ${ran.length} results agree: ${rowCount([...counts][0] ?? 0)}.`
        : `The results disagree on ${rowCount(comparison.disagreements)}.`,
    );
  }
  if (rejected > 0) parts.push(`${rejected} rejected the export.`);
  if (waiting > 0) parts.push(`${waiting} still to come.`);
  return parts.join(' ');
}

/**
 * Who stands apart on a disagreeing row, in words: "Only SQLite sql matched it." or "All but MongoDB and CEL
 * matched it." `name` gives each column's reader-facing name.
 */
export function describeOdd(row: ComparisonRow, name: (column: ComparisonColumn) => string): string {
  if (!row.disagrees) return '';
  const names = row.odd.map(name);
  const list = listOf(names);
  const oddMatched = row.odd.every((column) => column.matches?.has(row.row.id));
  return oddMatched ? `Only ${list} matched it.` : `All but ${list} matched it.`;
}
