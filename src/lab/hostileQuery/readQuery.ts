import type { RuleGroupType } from 'react-querybuilder';

type ValueType = 'text' | 'integer' | 'boolean' | 'date';

interface FieldRule {
  readonly type: ValueType;
  /** Operator names; the library's default operators when left out. */
  readonly operators?: readonly string[];
  /** 'value' (typed) and, where allowed, 'field' (another field of the same type). */
  readonly valueSources?: readonly string[];
}

/** The names of the library's `defaultOperators`, written out so that this file loads nothing of the library. */
const defaultOperatorNames: readonly string[] = [
  ...['=', '!=', '<', '>', '<=', '>='],
  ...['contains', 'beginsWith', 'endsWith', 'doesNotContain', 'doesNotBeginWith', 'doesNotEndWith'],
  ...['null', 'notNull', 'in', 'notIn', 'between', 'notBetween'],
];
const rangeOperators = new Set(['between', 'notBetween']);
/** Text has no ranges: the MongoDB and JsonLogic exports turn a bound that looks like a number into a number. */
const textOperators = defaultOperatorNames.filter((name) => !rangeOperators.has(name));

/** The fields the app's builder offers (here the demo's), with the operators it shows for each. */
const fields: Record<string, FieldRule> = {
  firstName: { type: 'text', operators: textOperators, valueSources: ['value', 'field'] },
  lastName: { type: 'text', operators: textOperators, valueSources: ['value', 'field'] },
  age: {
    type: 'integer',
    operators: ['=', '!=', '<', '>', '<=', '>=', 'between', 'notBetween', 'in', 'notIn', 'null', 'notNull'],
  },
  country: { type: 'text', operators: ['=', '!='] },
  plan: { type: 'text', operators: ['=', '!='] },
  isMember: { type: 'boolean', operators: ['='] },
  newsletter: { type: 'boolean', operators: ['='] },
  orders: { type: 'integer', operators: ['=', '<', '>', 'between', 'notBetween'] },
  birthdate: { type: 'date', operators: ['=', '<', '>', 'between'] },
  notes: { type: 'text', operators: ['contains', 'doesNotContain'] },
};

const combinators = new Set(['and', 'or']);
const groupKeys = new Set(['id', 'combinator', 'not', 'rules']);
const ruleKeys = new Set(['id', 'field', 'operator', 'valueSource', 'value']);
const listOperators = new Set(['in', 'notIn']);
const fieldSourceOperators = new Set(['=', '!=']);
const patternOperators = new Set([
  'contains',
  'beginsWith',
  'endsWith',
  'doesNotContain',
  'doesNotBeginWith',
  'doesNotEndWith',
]);
const patternCharacters = /[%_\\.*+?^$()[\]{}|]/;
const maxDepth = 5;
const maxRules = 50;
const maxListItems = 20;
const maxTextLength = 200;
const maxIdLength = 64;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isField = (name: unknown): name is string => typeof name === 'string' && Object.hasOwn(fields, name);

/** `formatQuery` turns ids into text, and an object that JSON can send (`{"toString": 1}`) makes it throw. */
function checkId(node: Record<string, unknown>): void {
  if (node.id !== undefined && (typeof node.id !== 'string' || node.id.length > maxIdLength)) {
    throw new Error(`id must be text of at most ${maxIdLength} characters`);
  }
}

/** One item of a value as the field's type wants it (a list's items trimmed), or undefined when it is not one. */
function readItem(type: ValueType, raw: unknown, inList: boolean): string | number | boolean | undefined {
  // Measured before trimming, so that no item the body carries is longer.
  if (typeof raw === 'string' && raw.length > maxTextLength) return undefined;
  const item = inList && typeof raw === 'string' ? raw.trim() : raw;
  // 7.7.1 and 8.24.1 bind a value with a line break with its quotes still on, PostgreSQL cannot hold a NUL, and
  // UTF-8 cannot carry half of a surrogate pair.
  if (type === 'text') return typeof item === 'string' && !/[\p{Cc}\p{Cs}\u2028\u2029]/u.test(item) ? item : undefined;
  if (type === 'boolean') return typeof item === 'boolean' ? item : undefined;
  if (type === 'date') {
    const valid = typeof item === 'string' && /^[1-9]\d{3}-\d{2}-\d{2}$/.test(item) && !Number.isNaN(Date.parse(item));
    return valid && new Date(item).toISOString().startsWith(item) ? item : undefined;
  }
  const number = typeof item === 'string' && /^\s*-?\d{1,10}\s*$/.test(item) ? Number(item) : item;
  return Number.isSafeInteger(number) && Math.abs(number as number) <= 2 ** 31 - 1 ? (number as number) : undefined;
}

/**
 * Parses a request body into a query that only uses what the app's builder offers, or throws an Error that
 * says what was refused. Values come back typed (numbers as numbers, lists as arrays).
 */
export function readQuery(body: string): RuleGroupType {
  const query: unknown = JSON.parse(body);
  let rules = 0;
  const readGroup = (group: unknown, depth: number) => {
    if (!isRecord(group) || !Array.isArray(group.rules)) throw new Error('not a group of rules');
    if (depth > maxDepth) throw new Error(`groups nested more than ${maxDepth} deep`);
    for (const key of Object.keys(group)) if (!groupKeys.has(key)) throw new Error(`unknown group property: ${key}`);
    checkId(group);
    if (!combinators.has(group.combinator as string))
      throw new Error(`combinator not allowed: ${String(group.combinator)}`);
    if (group.not !== undefined && typeof group.not !== 'boolean') throw new Error('not must be true or false');
    if (group.rules.length === 0) throw new Error('empty group');
    for (const rule of group.rules as unknown[]) {
      if (isRecord(rule) && 'rules' in rule) {
        readGroup(rule, depth + 1);
        continue;
      }
      if (!isRecord(rule)) throw new Error('not a rule');
      if (++rules > maxRules) throw new Error(`more than ${maxRules} rules`);
      for (const key of Object.keys(rule)) if (!ruleKeys.has(key)) throw new Error(`unknown rule property: ${key}`);
      checkId(rule);
      if (!isField(rule.field)) throw new Error(`unknown field: ${String(rule.field)}`);
      const field = fields[rule.field]!;
      const operator = rule.operator as string;
      if (!(field.operators ?? defaultOperatorNames).includes(operator)) {
        throw new Error(`operator not allowed on ${rule.field}: ${String(operator)}`);
      }
      const valueSource = rule.valueSource === undefined ? 'value' : rule.valueSource;
      if (!(field.valueSources ?? ['value']).includes(valueSource as string)) {
        throw new Error(`value source not allowed on ${rule.field}: ${String(valueSource)}`);
      }
      if (valueSource === 'field') {
        if (!fieldSourceOperators.has(operator)) throw new Error(`operator not allowed between fields: ${operator}`);
        if (!isField(rule.value) || fields[rule.value]!.type !== field.type) {
          throw new Error(`not a field to compare ${rule.field} with: ${String(rule.value)}`);
        }
        continue;
      }
      if (operator === 'null' || operator === 'notNull') {
        rule.value = '';
        continue;
      }
      const range = rangeOperators.has(operator);
      const list = range || listOperators.has(operator);
      const value = rule.value;
      // Counted before any item is read: a body of a million commas costs no more than one of 21.
      const raw = !list
        ? [value]
        : typeof value === 'string'
          ? value.split(',', maxListItems + 1)
          : Array.isArray(value)
            ? value
            : [value];
      if (range ? raw.length !== 2 : raw.length < 1 || raw.length > maxListItems) {
        throw new Error(`wrong number of values for ${operator}`);
      }
      const items = raw.map((item: unknown) => readItem(field.type, item, list));
      if (items.some((item) => item === undefined)) throw new Error(`not a ${field.type} value for ${rule.field}`);
      if (list && items.includes('')) throw new Error(`an empty item in the values of ${operator}`);
      if (range && items[0]! > items[1]!) throw new Error(`${operator} takes the lower bound first`);
      if (patternOperators.has(operator) && patternCharacters.test(String(items[0]))) {
        throw new Error(`characters % _ \\ . * + ? ^ $ ( ) [ ] { } | not allowed with ${operator}`);
      }
      rule.value = list ? items : items[0];
    }
  };
  readGroup(query, 1);
  return query as RuleGroupType;
}
