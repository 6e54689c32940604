import type { RuleGroupTypeAny } from 'react-querybuilder';
import {
  applicableCaveats,
  explainDisagreements,
  names,
  type Disagreement,
  type SemanticsEntry,
  type SemanticsFix,
} from '../semantics';
import { release7, release8, type LabResult, type LabVersion } from '../types';

/** One known difference as the Run tab lists it: numbered once, rows refer to it by number. */
export interface Cause {
  readonly number: number;
  readonly id: string;
  readonly title: string;
  readonly explanation: string;
  readonly fix?: SemanticsFix;
  /** What the production engine would do that the lab's engine does not show. */
  readonly caveat: boolean;
  /** How many disputed rows (and rejections) it explains. */
  readonly count: number;
}

export interface Explanations {
  /** Every cause of this run, those with a fix first, then most rows first, then the caveats; numbered from 1. */
  readonly causes: readonly Cause[];
  /** Per disagreeing row id, the numbers of the causes that account for it (only those that apply to it). */
  readonly rows: ReadonlyMap<number, readonly number[]>;
  /** Causes of some engines rejecting the export while others ran it. */
  readonly rejection: readonly number[];
  /** Disputed rows that no known difference explains (and -1 for an unexplained rejection). */
  readonly unexplained: readonly number[];
}

/**
 * The explaining entries that name a result standing apart (the fewer of those that matched the row and those that
 * did not, or the engines that rejected the export): the causes that apply to this row. All of them when none does.
 */
function aboutTheOdd(d: Disagreement): readonly SemanticsEntry[] {
  const odd =
    d.rowId === undefined ? d.rejectedBy : d.matchedBy.length <= d.notMatchedBy.length ? d.matchedBy : d.notMatchedBy;
  const named = d.explanations.filter((entry) => odd.some((result) => names(entry, result)));
  return named.length > 0 ? named : d.explanations;
}

/** The entry's sentence for the engines on show: a run of 7.7.1 alone shows none of those only 8.24.1 exports for. */
export const explanationFor = (entry: SemanticsEntry, versions: readonly LabVersion[]): string =>
  versions.includes(release8) ? entry.explanation : (entry.explanationIn7 ?? entry.explanation);

const causeOf = (entry: SemanticsEntry, number: number, count: number, versions: readonly LabVersion[]): Cause => ({
  number,
  id: entry.id,
  title: entry.title,
  explanation: explanationFor(entry, versions),
  ...(entry.fix ? { fix: entry.fix } : {}),
  caveat: entry.kind === 'caveat',
  count,
});

/**
 * The causes from the lab's table of known differences (src/lab/semantics.ts) behind this run's disagreements,
 * each numbered once, and per row the numbers that apply to it; then the caveats the query's rules raise.
 */
export function explainRun(
  query: RuleGroupTypeAny,
  results: readonly LabResult[],
  parseNumbers: boolean,
  versions: readonly LabVersion[] = [release7],
): Explanations {
  const disagreements = explainDisagreements(query, results, parseNumbers);
  const counts = new Map<SemanticsEntry, number>();
  /** Per disagreement, the entries that speak of the results standing apart. */
  const relevant = new Map<Disagreement, readonly SemanticsEntry[]>();
  for (const d of disagreements) {
    const entries = aboutTheOdd(d);
    relevant.set(d, entries);
    for (const e of entries) counts.set(e, (counts.get(e) ?? 0) + 1);
  }
  // Causes the reader can fix with one click first (the verdict leads with them), then by how much they explain.
  const ordered = [...counts.entries()]
    .sort((a, b) => Number(Boolean(b[0].fix)) - Number(Boolean(a[0].fix)) || b[1] - a[1])
    .map(([entry]) => entry);
  const caveats = applicableCaveats(query, parseNumbers, versions).filter((entry) => !counts.has(entry));
  const causes = [...ordered, ...caveats].map((entry, index) =>
    causeOf(entry, index + 1, counts.get(entry) ?? 0, versions),
  );
  const numberOf = new Map(causes.map((cause) => [cause.id, cause.number]));
  const rows = new Map<number, number[]>();
  let rejection: number[] = [];
  const unexplained: number[] = [];
  for (const d of disagreements) {
    const numbers = relevant
      .get(d)!
      .map((e) => numberOf.get(e.id)!)
      .sort((a, b) => a - b);
    if (d.explanations.length === 0) unexplained.push(d.rowId ?? -1);
    if (d.rowId === undefined) rejection = numbers;
    else rows.set(d.rowId, numbers);
  }
  return { causes, rows, rejection, unexplained };
}
