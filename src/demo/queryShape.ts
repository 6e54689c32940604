import type { RuleGroupType, RuleGroupTypeAny, RuleGroupTypeIC } from 'react-querybuilder';
import { convertFromIC, convertToIC, isRuleGroupTypeIC } from 'react-querybuilder';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isRuleLike(value: unknown): boolean {
  return isRecord(value) && typeof value.field === 'string' && typeof value.operator === 'string';
}

/**
 * Whether `value` has the shape of a query the builder can render: groups with a `rules` array
 * holding rules, groups or (in independent-combinator groups) combinator strings between them.
 * Permalinks come from anywhere, so nothing else may reach the builder.
 */
export function isQueryShaped(value: unknown, depth = 0): value is RuleGroupTypeAny {
  if (depth > 50 || !isRecord(value) || !Array.isArray(value.rules)) return false;
  if ('combinator' in value && typeof value.combinator !== 'string') return false;
  const rules: unknown[] = value.rules;
  const independent = !('combinator' in value);
  return rules.every((item, index) =>
    independent && index % 2 === 1
      ? typeof item === 'string'
      : isRuleLike(item) || isQueryShaped(item, depth + 1),
  );
}

/** The query in the form `independentCombinators` asks for, converting only when it differs. */
export function withCombinatorMode(query: RuleGroupTypeAny, independentCombinators: boolean): RuleGroupTypeAny {
  if (isRuleGroupTypeIC(query) === independentCombinators) return query;
  return independentCombinators ? convertToIC(query as RuleGroupType) : convertFromIC(query as RuleGroupTypeIC);
}

/** A copy without the ids and paths the builder adds, which it regenerates on load. */
export function withoutIds(query: RuleGroupTypeAny): RuleGroupTypeAny {
  const strip = (item: unknown): unknown => {
    if (!isRecord(item)) return item;
    const { id, path, ...rest } = item;
    return Array.isArray(rest.rules) ? { ...rest, rules: rest.rules.map(strip) } : rest;
  };
  return strip(query) as RuleGroupTypeAny;
}
