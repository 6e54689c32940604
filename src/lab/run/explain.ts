import type { RuleGroupTypeAny } from 'react-querybuilder';
import { explainDisagreements } from '../semantics';
import type { LabResult } from '../types';

export interface Explanations {
  /** Per disagreeing row id, the sentences of the known differences that account for it. */
  readonly rows: ReadonlyMap<number, readonly string[]>;
  /** Why some engines rejected the export while others ran it; empty when none did or nothing explains it. */
  readonly rejection: readonly string[];
}

/**
 * The sentences of the lab's table of known differences (src/lab/semantics.ts) that explain this run's
 * disagreements, by row, so the table shows each next to its row.
 */
export function explainRun(
  query: RuleGroupTypeAny,
  results: readonly LabResult[],
  parseNumbers: boolean,
): Explanations {
  const rows = new Map<number, string[]>();
  let rejection: string[] = [];
  for (const disagreement of explainDisagreements(query, results, parseNumbers)) {
    const sentences = disagreement.explanations.map((entry) => entry.explanation);
    if (disagreement.rowId === undefined) rejection = sentences;
    else rows.set(disagreement.rowId, sentences);
  }
  return { rows, rejection };
}
