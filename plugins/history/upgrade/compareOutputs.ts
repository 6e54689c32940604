import type { RuleGroupTypeAny } from 'react-querybuilder';
import { explanationsFor, migrationGuide } from './explanations';

/** A stretch of one output line: the same in both versions, or only in this one. */
export interface Segment {
  readonly text: string;
  readonly changed: boolean;
}

/** One row of the side-by-side view: a line of each output (absent where the other version has an extra line). */
export interface CompareRow {
  readonly v7?: readonly Segment[];
  readonly v8?: readonly Segment[];
}

/**
 * Splits two differing lines into the common start, the changed middle and the common end, so that the
 * middle can be highlighted: exports are one long line (SQL, CEL) or pretty-printed JSON, where the
 * change is usually one stretch per line.
 */
export function lineSegments(a: string, b: string): [Segment[], Segment[]] {
  if (a === b) return [[{ text: a, changed: false }], [{ text: b, changed: false }]];
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const parts = (s: string): Segment[] =>
    [
      { text: s.slice(0, start), changed: false },
      { text: s.slice(start, s.length - end), changed: true },
      { text: s.slice(s.length - end), changed: false },
    ].filter((segment) => segment.text !== '');
  return [parts(a), parts(b)];
}

/**
 * Pairs the lines of the two outputs by their longest common subsequence (outputs are at most a few hundred
 * lines, so the quadratic table is cheap), then pairs the unmatched lines between two matches in order.
 * Written here because a diff library would be a dependency for one forty-line function.
 */
export function compareOutputs(v7: string, v8: string): CompareRow[] {
  const a = v7.split('\n');
  const b = v8.split('\n');
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const rows: CompareRow[] = [];
  let pendingA: string[] = [];
  let pendingB: string[] = [];
  const flush = () => {
    for (let k = 0; k < Math.max(pendingA.length, pendingB.length); k++) {
      const [x, y] = [pendingA[k], pendingB[k]];
      if (x !== undefined && y !== undefined) {
        const [sx, sy] = lineSegments(x, y);
        rows.push({ v7: sx, v8: sy });
      } else if (x !== undefined) rows.push({ v7: [{ text: x, changed: true }] });
      else if (y !== undefined) rows.push({ v8: [{ text: y, changed: true }] });
    }
    [pendingA, pendingB] = [[], []];
  };
  let [i, j] = [0, 0];
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      flush();
      rows.push({ v7: [{ text: a[i]!, changed: false }], v8: [{ text: b[j]!, changed: false }] });
      i++;
      j++;
    } else if (j >= b.length || (i < a.length && lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) pendingA.push(a[i++]!);
    else pendingB.push(b[j++]!);
  }
  flush();
  return rows;
}

export interface UpgradeExplanation {
  /** What the migration guide says changed for this query in this format; none when it does not describe it. */
  readonly texts: readonly string[];
  /** The guide's section. */
  readonly href: string;
}

/** Where the v7 → v8 migration guide explains a difference in the export of `query` as `format`. */
export function explainDifference(query: RuleGroupTypeAny, format: string): UpgradeExplanation {
  return {
    texts: explanationsFor(query, format).map((e) => e.text),
    href: migrationGuide,
  };
}
