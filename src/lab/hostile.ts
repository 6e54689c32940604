import type { RuleGroupType, RuleGroupTypeAny, RuleType } from 'react-querybuilder';
import { labRows } from './dataset';
import type { LabRow } from './types';

/** Values that break naive string building in SQL, each with what it tests. */
export const hostileValues = [
  { value: "O'Brien", why: 'an apostrophe, which ends a quoted SQL string' },
  { value: "x' OR '1'='1", why: 'the classic injection that turns a condition into "always true"' },
  { value: "x'; DROP TABLE lab_guard; --", why: 'a second statement smuggled after the condition' },
  { value: 'C:\\Users', why: 'a backslash, an escape character in some SQL dialects and in LIKE' },
  { value: '0%', why: "SQL LIKE's wildcard for any text" },
  { value: 'prefers_', why: "SQL LIKE's wildcard for one character" },
  { value: 'nul\u0000byte', why: 'a NUL character, which PostgreSQL text cannot hold' },
  { value: "O'".repeat(1000), why: 'a 2,000-character string full of quotes' },
] as const;

/** The demo's free-text fields: the rules the hostile switch fills. */
export const textFields = ['firstName', 'lastName', 'notes'] as const;
type TextField = (typeof textFields)[number];

const isTextRule = (rule: RuleType): rule is RuleType & { field: TextField } =>
  (textFields as readonly string[]).includes(rule.field) && !['null', 'notNull'].includes(rule.operator);

/**
 * The query with hostile values in its text rules, in turn from `hostileValues` starting at `offset`.
 * A query without a text rule gets one (`lastName = O'Brien` and on), so the switch always shows something.
 */
export function withHostileValues(query: RuleGroupType, offset = 0): RuleGroupType {
  let next = offset;
  const take = () => hostileValues[next++ % hostileValues.length]!.value;
  const visit = (group: RuleGroupTypeAny): RuleGroupTypeAny =>
    ({
      ...group,
      rules: group.rules.map((item) => {
        if (typeof item === 'string') return item;
        if ('rules' in item) return visit(item);
        if (!isTextRule(item)) return item;
        return { ...item, value: ['in', 'notIn'].includes(item.operator) ? `${take()}` : take() };
      }),
    }) as RuleGroupTypeAny;
  const filled = visit(query) as RuleGroupType;
  if (next !== offset) return filled;
  return { ...filled, rules: [...filled.rules, { field: 'lastName', operator: '=', value: take() }] };
}

const textOperators: Record<string, (cell: string, value: string) => boolean> = {
  '=': (cell, value) => cell === value,
  '!=': (cell, value) => cell !== value,
  contains: (cell, value) => cell.includes(value),
  beginsWith: (cell, value) => cell.startsWith(value),
  endsWith: (cell, value) => cell.endsWith(value),
  doesNotContain: (cell, value) => !cell.includes(value),
  doesNotBeginWith: (cell, value) => !cell.startsWith(value),
  doesNotEndWith: (cell, value) => !cell.endsWith(value),
  '<': (cell, value) => cell < value,
  '>': (cell, value) => cell > value,
  '<=': (cell, value) => cell <= value,
  '>=': (cell, value) => cell >= value,
};

/**
 * Whether one text rule holds for a row when its value is taken literally: case-sensitive, `%`, `_`
 * and backslashes as themselves, and a null cell matching nothing (as SQL's three-valued logic has it).
 * Undefined for operators that are not about one literal text value.
 */
export function literalTextMatch(rule: RuleType, row: LabRow): boolean | undefined {
  if (!isTextRule(rule)) return undefined;
  const compare = textOperators[rule.operator];
  if (!compare) return undefined;
  const cell = row[rule.field];
  return cell === null ? false : compare(cell, String(rule.value));
}

/**
 * The ids of the rows a query of text rules matches when every value is taken literally: what `sql`
 * and `parameterized` should return. Undefined when the query has a rule this reference does not judge.
 */
export function literalMatches(query: RuleGroupTypeAny): number[] | undefined {
  // "and" binds tighter than "or", as in SQL, which matters for independent combinators.
  const evaluate = (group: RuleGroupTypeAny, row: LabRow): boolean | undefined => {
    const orTerms: boolean[][] = [[]];
    let combinator = 'combinator' in group ? group.combinator : 'and';
    for (const item of group.rules) {
      if (typeof item === 'string') {
        combinator = item;
        continue;
      }
      const verdict = 'rules' in item ? evaluate(item, row) : literalTextMatch(item, row);
      if (verdict === undefined) return undefined;
      if (combinator === 'or' && orTerms.at(-1)!.length > 0) orTerms.push([]);
      orTerms.at(-1)!.push(verdict);
    }
    const value = orTerms.some((term) => term.every(Boolean));
    return group.not ? !value : value;
  };
  const ids: number[] = [];
  for (const row of labRows) {
    const verdict = evaluate(query, row);
    if (verdict === undefined) return undefined;
    if (verdict) ids.push(row.id);
  }
  return ids;
}
