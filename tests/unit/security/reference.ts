import { labRows } from '../../../src/lab/dataset';
import type { LabRow } from '../../../src/lab/types';

/**
 * An independent reading of the rules the server-side pages state for `readQuery`, and an evaluator of what an
 * allowed query means on each engine the pages recommend an export for. Written apart from the pages' code (a
 * table of types per field, a different walk, its own value parsing), so that the two can be compared.
 */

type Kind = 'text' | 'integer' | 'boolean' | 'date';
type Item = string | number | boolean;

/** The operators that match part of a text. */
export const patternOperators: readonly string[] = [
  'contains',
  'beginsWith',
  'endsWith',
  'doesNotContain',
  'doesNotBeginWith',
  'doesNotEndWith',
];

const allOperators: readonly string[] = [
  '=',
  '!=',
  '<',
  '>',
  '<=',
  '>=',
  ...patternOperators,
  'null',
  'notNull',
  'in',
  'notIn',
  'between',
  'notBetween',
];

/** Ranges of text are left out: two exports read a bound that looks like a number as a number. */
const textOperators = allOperators.filter((operator) => operator !== 'between' && operator !== 'notBetween');

/** What the pages' field table allows, written out in full. */
export const specFields: ReadonlyMap<string, { kind: Kind; operators: readonly string[]; fieldSource: boolean }> =
  new Map([
    ['firstName', { kind: 'text' as Kind, operators: textOperators, fieldSource: true }],
    ['lastName', { kind: 'text' as Kind, operators: textOperators, fieldSource: true }],
    [
      'age',
      {
        kind: 'integer' as Kind,
        operators: ['=', '!=', '<', '>', '<=', '>=', 'between', 'notBetween', 'in', 'notIn', 'null', 'notNull'],
        fieldSource: false,
      },
    ],
    ['country', { kind: 'text' as Kind, operators: ['=', '!='], fieldSource: false }],
    ['plan', { kind: 'text' as Kind, operators: ['=', '!='], fieldSource: false }],
    ['isMember', { kind: 'boolean' as Kind, operators: ['='], fieldSource: false }],
    ['newsletter', { kind: 'boolean' as Kind, operators: ['='], fieldSource: false }],
    ['orders', { kind: 'integer' as Kind, operators: ['=', '<', '>', 'between', 'notBetween'], fieldSource: false }],
    ['birthdate', { kind: 'date' as Kind, operators: ['=', '<', '>', 'between'], fieldSource: false }],
    ['notes', { kind: 'text' as Kind, operators: ['contains', 'doesNotContain'], fieldSource: false }],
  ]);

export const specLimits = { depth: 5, rules: 50, listItems: 20, textLength: 200, idLength: 64 } as const;

export interface SpecRule {
  readonly type: 'rule';
  readonly field: string;
  readonly operator: string;
  /** The other field, for a rule that compares two fields. */
  readonly otherField?: string;
  readonly items: readonly Item[];
}
export interface SpecGroup {
  readonly type: 'group';
  readonly combinator: 'and' | 'or';
  readonly not: boolean;
  readonly children: readonly (SpecRule | SpecGroup)[];
}
export type SpecVerdict =
  { readonly ok: true; readonly query: SpecGroup } | { readonly ok: false; readonly why: string };

class Refusal extends Error {}
const refuse = (why: string): never => {
  throw new Refusal(why);
};

const plainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;

const likeOperators = ['contains', 'beginsWith', 'endsWith', 'doesNotContain', 'doesNotBeginWith', 'doesNotEndWith'];
const isCalendarDate = (s: string) => {
  const m = /^([1-9]\d{3})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
};

/** Whether every UTF-16 unit of the text is a whole character (no half of a surrogate pair). */
function wellFormed(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xdc00 && unit <= 0xdfff) return false;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i += 1;
    }
  }
  return true;
}

/** Control characters (C0: NUL, tab, line feed…; DEL; C1) and the two Unicode line separators. */
const hasControl = (text: string) =>
  [...text].some((c) => {
    const unit = c.charCodeAt(0);
    return unit < 0x20 || (unit >= 0x7f && unit <= 0x9f) || c === '\u2028' || c === '\u2029';
  });

function item(kind: Kind, raw: unknown): Item {
  switch (kind) {
    case 'text':
      if (typeof raw !== 'string' || hasControl(raw) || !wellFormed(raw)) refuse('value');
      return raw as string;
    case 'boolean':
      if (raw !== true && raw !== false) refuse('value');
      return raw as boolean;
    case 'date':
      if (typeof raw !== 'string' || !isCalendarDate(raw)) refuse('value');
      return raw as string;
    case 'integer': {
      let n: number | undefined;
      if (typeof raw === 'number') n = raw;
      else if (typeof raw === 'string' && /^\s*-?[0-9]{1,10}\s*$/.test(raw)) n = parseInt(raw, 10);
      if (n === undefined || !Number.isInteger(n) || n > 2147483647 || n < -2147483647) refuse('value');
      return n as number;
    }
  }
}

const checkId = (id: unknown) => {
  if (!(id === undefined || (typeof id === 'string' && id.length <= specLimits.idLength))) refuse('id');
};

/** Whether the body is one the pages' rules accept, and if so the query it means. */
export function specRead(body: string): SpecVerdict {
  let rules = 0;
  const group = (node: unknown, depth: number): SpecGroup => {
    if (!plainObject(node) || !Array.isArray(node.rules)) refuse('not a group');
    const g = node as Record<string, unknown> & { rules: unknown[] };
    if (depth > specLimits.depth) refuse('depth');
    if (Object.keys(g).some((k) => !['id', 'combinator', 'not', 'rules'].includes(k))) refuse('group key');
    checkId(g.id);
    if (g.combinator !== 'and' && g.combinator !== 'or') refuse('combinator');
    if (!(g.not === undefined || g.not === true || g.not === false)) refuse('not');
    if (g.rules.length === 0) refuse('empty group');
    const children = g.rules.map((child) => {
      if (plainObject(child) && Object.keys(child).includes('rules')) return group(child, depth + 1);
      if (!plainObject(child)) refuse('not a rule');
      return rule(child as Record<string, unknown>);
    });
    return { type: 'group', combinator: g.combinator as 'and' | 'or', not: g.not === true, children };
  };
  const rule = (node: Record<string, unknown>): SpecRule => {
    rules += 1;
    if (rules > specLimits.rules) refuse('rules');
    if (Object.keys(node).some((k) => !['id', 'field', 'operator', 'valueSource', 'value'].includes(k))) {
      refuse('rule key');
    }
    checkId(node.id);
    const field = typeof node.field === 'string' ? specFields.get(node.field) : undefined;
    if (!field) return refuse('field');
    const operator = node.operator;
    if (typeof operator !== 'string' || !field.operators.includes(operator)) return refuse('operator');
    const source = node.valueSource === undefined ? 'value' : node.valueSource;
    if (source !== 'value' && !(source === 'field' && field.fieldSource)) refuse('value source');
    if (source === 'field') {
      if (operator !== '=' && operator !== '!=') refuse('operator between fields');
      const other = typeof node.value === 'string' ? specFields.get(node.value) : undefined;
      if (!other || other.kind !== field.kind) refuse('other field');
      return { type: 'rule', field: node.field as string, operator, otherField: node.value as string, items: [] };
    }
    if (operator === 'null' || operator === 'notNull')
      return { type: 'rule', field: node.field as string, operator, items: [] };
    const listLike = ['in', 'notIn', 'between', 'notBetween'].includes(operator);
    let raws: unknown[];
    if (!listLike) raws = [node.value];
    else if (typeof node.value === 'string') raws = node.value.split(',');
    else if (Array.isArray(node.value)) raws = node.value;
    else raws = [node.value];
    // No string the body carries for a value is longer than the limit, spaces around a list item included.
    if (raws.some((r) => typeof r === 'string' && r.length > specLimits.textLength)) refuse('value');
    if (listLike) raws = raws.map((r) => (typeof r === 'string' ? r.trim() : r));
    const items = raws.map((r) => item(field.kind, r));
    const wanted = operator === 'between' || operator === 'notBetween';
    if (wanted ? items.length !== 2 : items.length === 0 || items.length > specLimits.listItems) refuse('count');
    if (listLike && items.some((i) => i === '')) refuse('empty list item');
    if (wanted && (items[0] as number) > (items[1] as number)) refuse('reversed range');
    if (likeOperators.includes(operator) && /[%_\\.*+?^$()[\]{}|]/.test(String(items[0]))) refuse('pattern');
    return { type: 'rule', field: node.field as string, operator, items };
  };
  try {
    return { ok: true, query: group(JSON.parse(body), 1) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, why: error.message };
    if (error instanceof SyntaxError) return { ok: false, why: 'not JSON' };
    throw error;
  }
}

/** How an engine reads the allowed query, with the differences each format's export carries. */
export interface EngineReading {
  readonly engine: 'postgresql' | 'sqlite' | 'mongodb' | 'jsonlogic';
  /** The library version whose export the engine runs. */
  readonly library: '7' | '8';
}

/** Code-point order, as PostgreSQL's C collation and SQLite's BINARY compare UTF-8 bytes. */
const byCodePoint = (a: string, b: string) => {
  const [x, y] = [Array.from(a, (c) => c.codePointAt(0)!), Array.from(b, (c) => c.codePointAt(0)!)];
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
};
const order = (a: Item, b: Item) =>
  typeof a === 'string' && typeof b === 'string' ? byCodePoint(a, b) : Number(a) - Number(b);
const foldAscii = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());

type Truth = boolean | null;
const not3 = (t: Truth): Truth => (t === null ? null : !t);
const and3 = (ts: Truth[]) => (ts.includes(false) ? false : ts.includes(null) ? null : true);
const or3 = (ts: Truth[]) => (ts.includes(true) ? true : ts.includes(null) ? null : false);

function sqlRule(rule: SpecRule, row: LabRow, engine: 'postgresql' | 'sqlite'): Truth {
  const cell = row[rule.field as keyof LabRow] as Item | null;
  if (rule.operator === 'null') return cell === null;
  if (rule.operator === 'notNull') return cell !== null;
  const other = rule.otherField === undefined ? undefined : (row[rule.otherField as keyof LabRow] as Item | null);
  if (cell === null || other === null) return null;
  const [v, w] = rule.otherField === undefined ? rule.items : [other!];
  const like = (test: (c: string, p: string) => boolean) => {
    const [c, p] = engine === 'sqlite' ? [foldAscii(String(cell)), foldAscii(String(v))] : [String(cell), String(v)];
    return test(c, p);
  };
  switch (rule.operator) {
    case '=':
      return order(cell, v!) === 0;
    case '!=':
      return order(cell, v!) !== 0;
    case '<':
      return order(cell, v!) < 0;
    case '>':
      return order(cell, v!) > 0;
    case '<=':
      return order(cell, v!) <= 0;
    case '>=':
      return order(cell, v!) >= 0;
    case 'between':
      return order(cell, v!) >= 0 && order(cell, w!) <= 0;
    case 'notBetween':
      return !(order(cell, v!) >= 0 && order(cell, w!) <= 0);
    case 'in':
      return rule.items.some((i) => order(cell, i) === 0);
    case 'notIn':
      return !rule.items.some((i) => order(cell, i) === 0);
    case 'contains':
      return like((c, p) => c.includes(p));
    case 'doesNotContain':
      return like((c, p) => !c.includes(p));
    case 'beginsWith':
      return like((c, p) => c.startsWith(p));
    case 'doesNotBeginWith':
      return like((c, p) => !c.startsWith(p));
    case 'endsWith':
      return like((c, p) => c.endsWith(p));
    case 'doesNotEndWith':
      return like((c, p) => !c.endsWith(p));
  }
  throw new Error(`no reading of ${rule.operator}`);
}

/** MongoDB's query semantics as mingo implements them: a missing value matches $ne, $nin and $not. */
function mongoRule(rule: SpecRule, row: LabRow): boolean {
  const cell = row[rule.field as keyof LabRow] as Item | null;
  const sameType = (v: Item) => cell !== null && typeof cell === typeof v;
  const [v, w] = rule.items;
  const text = typeof cell === 'string' ? cell : undefined;
  if (rule.otherField !== undefined) {
    const other = row[rule.otherField as keyof LabRow];
    return rule.operator === '=' ? cell === other : cell !== other;
  }
  switch (rule.operator) {
    case 'null':
      return cell === null;
    case 'notNull':
      return cell !== null;
    case '=':
      return cell === v;
    case '!=':
      return cell !== v;
    case '<':
      return sameType(v!) && order(cell!, v!) < 0;
    case '>':
      return sameType(v!) && order(cell!, v!) > 0;
    case '<=':
      return sameType(v!) && order(cell!, v!) <= 0;
    case '>=':
      return sameType(v!) && order(cell!, v!) >= 0;
    case 'between':
      return sameType(v!) && sameType(w!) && order(cell!, v!) >= 0 && order(cell!, w!) <= 0;
    case 'notBetween':
      return (sameType(v!) && order(cell!, v!) < 0) || (sameType(w!) && order(cell!, w!) > 0);
    case 'in':
      return rule.items.includes(cell as Item);
    case 'notIn':
      return !rule.items.includes(cell as Item);
    case 'contains':
      return text !== undefined && text.includes(String(v));
    case 'doesNotContain':
      return !(text !== undefined && text.includes(String(v)));
    case 'beginsWith':
      return text !== undefined && text.startsWith(String(v));
    case 'doesNotBeginWith':
      return !(text !== undefined && text.startsWith(String(v)));
    case 'endsWith':
      return text !== undefined && text.endsWith(String(v));
    case 'doesNotEndWith':
      return !(text !== undefined && text.endsWith(String(v)));
  }
  throw new Error(`no reading of ${rule.operator}`);
}

/** JsonLogic's semantics (json-logic-js): JavaScript's loose == and its coercing <, <=, >, >=. */
function jsonLogicRule(rule: SpecRule, row: LabRow): boolean {
  // JsonLogic's == and != are JavaScript's loose ones.
  const cell = row[rule.field as keyof LabRow] as unknown as number;
  const [v, w] = rule.items as unknown as number[];
  const inText = (needle: string) =>
    !cell || typeof cell !== 'string' ? false : (cell as string).indexOf(needle) !== -1;
  const startsWith = (p: string) => typeof cell === 'string' && (cell as string).startsWith(p);
  const endsWith = (p: string) => typeof cell === 'string' && (cell as string).endsWith(p);
  if (rule.otherField !== undefined) {
    const other = row[rule.otherField as keyof LabRow] as unknown as number;
    return rule.operator === '=' ? cell == other : cell != other;
  }
  switch (rule.operator) {
    case 'null':
      return cell == null;
    case 'notNull':
      return cell != null;
    case '=':
      return cell == v;
    case '!=':
      return cell != v;
    case '<':
      return cell < v!;
    case '>':
      return cell > v!;
    case '<=':
      return cell <= v!;
    case '>=':
      return cell >= v!;
    case 'between':
      return v! <= cell && cell <= w!;
    case 'notBetween':
      return !(v! <= cell && cell <= w!);
    case 'in':
      return (rule.items as unknown[]).indexOf(cell) !== -1;
    case 'notIn':
      return (rule.items as unknown[]).indexOf(cell) === -1;
    case 'contains':
      return inText(String(v));
    case 'doesNotContain':
      return !inText(String(v));
    case 'beginsWith':
      return startsWith(String(v));
    case 'doesNotBeginWith':
      return !startsWith(String(v));
    case 'endsWith':
      return endsWith(String(v));
    case 'doesNotEndWith':
      return !endsWith(String(v));
  }
  throw new Error(`no reading of ${rule.operator}`);
}

/** The ids of the rows the allowed query matches on one engine, ascending. */
export function expectedRows(query: SpecGroup, reading: EngineReading): number[] {
  const sql = reading.engine === 'postgresql' || reading.engine === 'sqlite';
  const evaluate = (node: SpecRule | SpecGroup, row: LabRow): Truth => {
    if (node.type === 'rule') {
      if (sql) return sqlRule(node, row, reading.engine as 'postgresql' | 'sqlite');
      return reading.engine === 'mongodb' ? mongoRule(node, row) : jsonLogicRule(node, row);
    }
    const values = node.children.map((child) => evaluate(child, row));
    const joined = node.combinator === 'and' ? and3(values) : or3(values);
    // 7.7.1's mongodb export leaves a group's "not" out (the security page says so).
    const dropsNot = reading.engine === 'mongodb' && reading.library === '7';
    return node.not && !dropsNot ? not3(joined) : joined;
  };
  return labRows.filter((row) => evaluate(query, row) === true).map((row) => row.id);
}

/** Whether the allowed query compares two fields (8.24.1's mongodb_query writes those as a top-level $eq). */
export const comparesFields = (node: SpecRule | SpecGroup): boolean =>
  node.type === 'rule' ? node.otherField !== undefined : node.children.some(comparesFields);
