import type { Field, FullField, RuleGroupTypeAny, RuleType } from 'react-querybuilder';
import { parseCEL } from 'react-querybuilder/parseCEL';
import { parseJSONata } from 'react-querybuilder/parseJSONata';
import { parseJsonLogic } from 'react-querybuilder/parseJsonLogic';
import { parseMongoDB } from 'react-querybuilder/parseMongoDB';
import { parseSpEL } from 'react-querybuilder/parseSpEL';
import { parseSQL } from 'react-querybuilder/parseSQL';
import { demoFields } from '../demo/fields';
import { formatQuery } from 'react-querybuilder/formatQuery';
import { errorMessage } from './engineSupport';

/** The formats 7.7.1 can also read back. */
export const roundTripFormats = ['sql', 'mongodb', 'jsonlogic', 'cel', 'spel', 'jsonata'] as const;
export type RoundTripFormat = (typeof roundTripFormats)[number];

export interface RoundTripResult {
  readonly format: RoundTripFormat;
  /** The export as text, as the parser read it. */
  readonly exported: string;
  /** What the parser gave back; absent when it threw. */
  readonly parsed?: RuleGroupTypeAny;
  /** True when the parsed query means the same tree as the original (ids and paths aside). */
  readonly same: boolean;
  /** What changed, in plain words, outermost first. */
  readonly differences: readonly string[];
  readonly error?: string;
}

type Item = RuleGroupTypeAny['rules'][number];
type Group = RuleGroupTypeAny;

const isGroup = (item: Item): item is Group => typeof item === 'object' && 'rules' in item;
const isRule = (item: Item): item is RuleType => typeof item === 'object' && !('rules' in item);

function parse(format: RoundTripFormat, exported: unknown, fields: Field[], ic: boolean): RuleGroupTypeAny {
  // The overloads pick the result type from the literal `independentCombinators`, hence two calls each.
  // The parsers type their fields as full options, but fill in missing labels and values themselves.
  const parserFields = fields as unknown as FullField[];
  const plain = { fields: parserFields };
  const independent = { fields: parserFields, independentCombinators: true } as const;
  const input = exported as string;
  switch (format) {
    case 'sql':
      return ic ? parseSQL(input, independent) : parseSQL(input, plain);
    case 'mongodb':
      return ic ? parseMongoDB(input, independent) : parseMongoDB(input, plain);
    case 'jsonlogic': {
      const logic = exported as Parameters<typeof parseJsonLogic>[0];
      return ic ? parseJsonLogic(logic, independent) : parseJsonLogic(logic, plain);
    }
    case 'cel':
      return ic ? parseCEL(input, independent) : parseCEL(input, plain);
    case 'spel':
      return ic ? parseSpEL(input, independent) : parseSpEL(input, plain);
    case 'jsonata':
      return ic ? parseJSONata(input, independent) : parseJSONata(input, plain);
  }
}

const show = (value: unknown) => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value));
const kindOf = (value: unknown) => {
  if (Array.isArray(value)) return 'a list';
  if (value instanceof RegExp) return 'a regular expression';
  if (value === null) return 'null';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
};
/** "2,20" and "2, 20" are the same list to every export. */
const sameValue = (a: unknown, b: unknown) =>
  JSON.stringify(a) === JSON.stringify(b) ||
  (typeof a === 'string' &&
    typeof b === 'string' &&
    a
      .split(',')
      .map((v) => v.trim())
      .join(',') ===
      b
        .split(',')
        .map((v) => v.trim())
        .join(','));
const where = (path: string) => (path === '' ? 'in the outer group' : `in group ${path}`);
const ruleName = (rule: RuleType) => `"${rule.field} ${rule.operator}"`;

function diffRule(a: RuleType, b: RuleType, out: string[]) {
  const name = ruleName(a);
  if (a.field !== b.field) out.push(`field changed from ${a.field} to ${b.field} in rule ${name}`);
  if (a.operator !== b.operator) out.push(`operator changed from ${a.operator} to ${b.operator} in rule ${name}`);
  if (sameValue(a.value, b.value)) return;
  if (kindOf(a.value) !== kindOf(b.value)) {
    out.push(
      `value became ${kindOf(b.value)} in rule ${name} (${show(a.value)} → ${show(b.value instanceof RegExp ? String(b.value) : b.value)})`,
    );
  } else {
    out.push(`value changed from ${show(a.value)} to ${show(b.value)} in rule ${name}`);
  }
}

/** Rules and groups in order, without the combinator strings of independent-combinator groups. */
const children = (group: Group) => group.rules.filter((item) => typeof item !== 'string');
const combinators = (group: Group) =>
  'combinator' in group && typeof group.combinator === 'string'
    ? [group.combinator]
    : group.rules.filter((item): item is string => typeof item === 'string');

function diffGroup(a: Group, b: Group, path: string, out: string[]) {
  const combinatorsA = combinators(a).join(' ');
  const combinatorsB = combinators(b).join(' ');
  if (combinatorsA !== combinatorsB && children(a).length > 1) {
    out.push(`combinator changed from ${combinatorsA} to ${combinatorsB} ${where(path)}`);
  }
  if (Boolean(a.not) !== Boolean(b.not)) out.push(`"not" ${a.not ? 'dropped' : 'added'} ${where(path)}`);
  const left = children(a);
  const right = children(b);
  let j = 0;
  for (let i = 0; i < left.length; i++) {
    const x = left[i]!;
    const y = right[j];
    const childPath = path === '' ? `${i + 1}` : `${path}.${i + 1}`;
    if (y === undefined) {
      out.push(`${isGroup(x) ? 'group' : `rule ${ruleName(x as RuleType)}`} lost ${where(path)}`);
      continue;
    }
    if (isGroup(x) && !isGroup(y)) {
      // The group's items now sit directly in the parent.
      out.push(
        `group ${childPath} collapsed: its ${children(x).length === 1 ? 'rule' : 'rules'} joined ${where(path).slice(3)}`,
      );
      if (x.not) out.push(`"not" dropped in group ${childPath}`);
      const inner = children(x);
      diffGroup(
        { ...x, not: false, rules: inner } as Group,
        { ...x, not: false, rules: right.slice(j, j + inner.length) } as Group,
        childPath,
        out,
      );
      j += inner.length;
      continue;
    }
    if (!isGroup(x) && isGroup(y)) {
      out.push(`rule ${ruleName(x as RuleType)} wrapped in a new group ${where(path)}`);
      const inner = children(y);
      const first = inner[0];
      if (first && isRule(first) && isRule(x)) diffRule(x, first, out);
      j++;
      continue;
    }
    if (isGroup(x) && isGroup(y)) diffGroup(x, y, childPath, out);
    else diffRule(x as RuleType, y as RuleType, out);
    j++;
  }
  for (; j < right.length; j++) {
    const y = right[j]!;
    out.push(`${isGroup(y) ? 'group' : `rule ${ruleName(y as RuleType)}`} added ${where(path)}`);
  }
}

/** The structural differences between a query and what came back, in plain words. */
export function describeQueryDifferences(original: RuleGroupTypeAny, parsed: RuleGroupTypeAny): string[] {
  const out: string[] = [];
  diffGroup(original, parsed, '', out);
  return out;
}

const isIndependent = (query: RuleGroupTypeAny) =>
  !('combinator' in query) || query.rules.some((r) => typeof r === 'string');

/** Exports the query in each format, parses it back with 7.7.1's parser and says what changed. */
export function roundTrip(
  query: RuleGroupTypeAny,
  options: { readonly parseNumbers: boolean; readonly fields?: Field[] },
): RoundTripResult[] {
  const fields = options.fields ?? demoFields;
  return roundTripFormats.map((format): RoundTripResult => {
    let exported: unknown;
    try {
      exported = formatQuery(query, { format, ...(options.parseNumbers ? { parseNumbers: true } : {}) });
      const parsed = parse(format, exported, fields, isIndependent(query));
      const differences = describeQueryDifferences(query, parsed);
      return { format, exported: text(exported), parsed, same: differences.length === 0, differences };
    } catch (error) {
      return { format, exported: text(exported), same: false, differences: [], error: errorMessage(error) };
    }
  });
}

const text = (exported: unknown) =>
  exported === undefined ? '' : typeof exported === 'string' ? exported : JSON.stringify(exported);
