import type { RuleGroupTypeAny } from 'react-querybuilder';
import type { ComparisonRow } from './comparison';

/**
 * The sentences that explain why the engines disagree on a row. Until the engines' table of known
 * semantics is in, no sentence: the table still says who stands apart.
 */
export function explainDisagreement(
  _query: RuleGroupTypeAny,
  _parseNumbers: boolean,
  _row: ComparisonRow,
): readonly string[] {
  return [];
}
