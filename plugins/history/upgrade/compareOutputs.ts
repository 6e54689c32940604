import type { RuleGroupTypeAny } from 'react-querybuilder';
import { explanationsFor, migrationGuide } from './explanations';

/** A stretch of one output line: the same in both versions, or only in this one. */
export interface Segment {
  readonly text: string;
  readonly changed: boolean;
}

/** Each output's own lines, each split into stretches: shown whole, in its own column, with no rows added. */
export interface ComparedOutputs {
  readonly v7: readonly (readonly Segment[])[];
  readonly v8: readonly (readonly Segment[])[];
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

const indentOf = (line: string) => /^\s*/.exec(line)![0];

/** A line whose text is only in one output: marked from its first character, its indentation left plain. */
const onlyHere = (line: string): Segment[] =>
  [
    { text: indentOf(line), changed: false },
    { text: line.slice(indentOf(line).length), changed: true },
  ].filter((segment) => segment.text !== '');

/** Two differing lines, the changed stretch marked after each one's own indentation. */
function pairSegments(a: string, b: string): [Segment[], Segment[]] {
  const [ia, ib] = [indentOf(a), indentOf(b)];
  const [sa, sb] = lineSegments(a.slice(ia.length), b.slice(ib.length));
  const indent = (text: string, segments: Segment[]) => (text ? [{ text, changed: false }, ...segments] : segments);
  return [indent(ia, sa), indent(ib, sb)];
}

/**
 * Matches the lines of the two outputs by their longest common subsequence, compared without their indentation:
 * 8.24.1 nests a negated group one level deeper in JSON, which re-indents every line under it, and those lines did
 * not change. Lines between two matches are paired in order and their changed stretch marked; a line left over is
 * marked whole. Each side keeps exactly its own lines: rows added to line the columns up were blank blocks that
 * looked like broken output. The outputs are at most a few hundred lines, so the quadratic table is cheap; written
 * here because a diff library would be a dependency for one short function.
 */
export function compareOutputs(v7: string, v8: string): ComparedOutputs {
  const a = v7.split('\n');
  const b = v8.split('\n');
  const [ka, kb] = [a.map((line) => line.trim()), b.map((line) => line.trim())];
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i]![j] = ka[i] === kb[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const out: { v7: Segment[][]; v8: Segment[][] } = { v7: [], v8: [] };
  let pendingA: string[] = [];
  let pendingB: string[] = [];
  const flush = () => {
    for (let k = 0; k < Math.max(pendingA.length, pendingB.length); k++) {
      const [x, y] = [pendingA[k], pendingB[k]];
      if (x !== undefined && y !== undefined) {
        const [sx, sy] = pairSegments(x, y);
        out.v7.push(sx);
        out.v8.push(sy);
      } else if (x !== undefined) out.v7.push(onlyHere(x));
      else if (y !== undefined) out.v8.push(onlyHere(y));
    }
    [pendingA, pendingB] = [[], []];
  };
  let [i, j] = [0, 0];
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && ka[i] === kb[j]) {
      flush();
      out.v7.push([{ text: a[i]!, changed: false }]);
      out.v8.push([{ text: b[j]!, changed: false }]);
      i++;
      j++;
    } else if (j >= b.length || (i < a.length && lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) pendingA.push(a[i++]!);
    else pendingB.push(b[j++]!);
  }
  flush();
  return out;
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
