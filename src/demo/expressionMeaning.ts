/*
 * The expression parsers (7.7.1's parseSpEL, parseCEL, parseJSONata) read some well-formed text as another query,
 * without an error: each leaves out a condition it has no rule for (arithmetic, most function calls), and parseSpEL
 * drops the brackets of a group that comes first among the conditions it is joined to, so
 * `(a == 1 or b == 2) and c == 3` loads as `a == 1 or (b == 2 and c == 3)`. Their syntax trees are not exported, so
 * this module reads the text's and/or/not structure itself (and, or, &&, ||, not, !), asks the parser about each
 * condition alone, and compares what the text means with what the parsed query means, for every truth value of its
 * conditions (or many drawn ones past 12 conditions).
 */

import { matchEnd } from './stickyMatch';

/** A group as the parsers return it without independent combinators. */
interface ParsedGroup {
  readonly combinator: string;
  readonly not?: boolean;
  readonly rules: readonly unknown[];
}

export type ExpressionParser = (text: string) => ParsedGroup;

export interface ExpressionReading {
  /** Conditions the text holds, joined by and, or, && or ||. */
  readonly written: number;
  /** The text of each condition that gave no rule, as written. */
  readonly dropped: readonly string[];
  /** Whether the parsed query, for some truth values of the conditions, says otherwise than the text. */
  readonly meaningChanged: boolean;
}

type Node =
  | { readonly kind: 'condition'; readonly text: string }
  | { readonly kind: 'and' | 'or'; readonly items: readonly Node[] }
  | { readonly kind: 'not'; readonly item: Node };

interface Token {
  readonly kind: 'and' | 'or' | 'not' | 'open' | 'close' | 'other';
  readonly start: number;
  readonly end: number;
}

const skipped = /\s+/y;
const stringLiteral = /(?:'[^']*')+|(?:"[^"]*")+/y;
const word = /[A-Za-z_$][\w$]*/y;

function tokenize(expression: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < expression.length) {
    const afterSpace = matchEnd(skipped, expression, at);
    if (afterSpace > at) {
      at = afterSpace;
      continue;
    }
    const afterString = matchEnd(stringLiteral, expression, at);
    const afterWord = afterString > at ? at : matchEnd(word, expression, at);
    const two = expression.slice(at, at + 2);
    let kind: Token['kind'] = 'other';
    let end = Math.max(afterString, afterWord, at + 1);
    if (afterWord > at) {
      const lower = expression.slice(at, afterWord).toLowerCase();
      kind = lower === 'and' ? 'and' : lower === 'or' ? 'or' : lower === 'not' ? 'not' : 'other';
    } else if (two === '&&' || two === '||') {
      kind = two === '&&' ? 'and' : 'or';
      end = at + 2;
    } else if (two === '!=') end = at + 2;
    else if (expression[at] === '!') kind = 'not';
    else if (expression[at] === '(') kind = 'open';
    else if (expression[at] === ')') kind = 'close';
    tokens.push({ kind, start: at, end });
    at = end;
  }
  return tokens;
}

/** A recursive-descent reading of and/or/not over conditions; `and` binds tighter than `or`, as in SpEL. */
function readStructure(expression: string, tokens: readonly Token[]): Node | undefined {
  let at = 0;
  const kindAt = (i: number) => tokens[i]?.kind;
  const closingOf = (open: number): number => {
    let depth = 0;
    for (let i = open; i < tokens.length; i++) {
      if (kindAt(i) === 'open') depth++;
      else if (kindAt(i) === 'close' && --depth === 0) return i;
    }
    return -1;
  };
  const joined = (kind: 'and' | 'or', next: () => Node | undefined): Node | undefined => {
    const first = next();
    if (!first) return undefined;
    const items = [first];
    while (kindAt(at) === kind) {
      at++;
      const item = next();
      if (!item) return undefined;
      items.push(item);
    }
    return items.length === 1 ? first : { kind, items };
  };
  const anyOf = (): Node | undefined => joined('or', () => joined('and', unary));
  const unary = (): Node | undefined => {
    if (kindAt(at) === 'not') {
      at++;
      const item = unary();
      return item && { kind: 'not', item };
    }
    if (kindAt(at) === 'open') {
      const close = closingOf(at);
      const after = kindAt(close + 1);
      // A bracket followed by a comparison is part of a condition (`(age + 1) > 3`), not a group.
      if (close > 0 && (after === undefined || after === 'and' || after === 'or' || after === 'close')) {
        at++;
        const inner = anyOf();
        if (!inner || kindAt(at) !== 'close') return undefined;
        at++;
        return inner;
      }
    }
    const from = at;
    let depth = 0;
    for (; at < tokens.length; at++) {
      const kind = kindAt(at);
      if (kind === 'open') depth++;
      else if (kind === 'close') {
        if (depth === 0) break;
        depth--;
      } else if (depth === 0 && (kind === 'and' || kind === 'or')) break;
    }
    if (at === from) return undefined;
    return { kind: 'condition', text: expression.slice(tokens[from]!.start, tokens[at - 1]!.end) };
  };
  const whole = anyOf();
  return whole && at === tokens.length ? whole : undefined;
}

const isGroup = (item: unknown): item is ParsedGroup =>
  typeof item === 'object' && item !== null && 'rules' in item && Array.isArray(item.rules);

/** What identifies a rule: the same condition gives the same key alone and inside the whole text. */
const keyOf = (rule: unknown): string => {
  const { field, operator, value, valueSource } = rule as Record<string, unknown>;
  return JSON.stringify([field, operator, value, valueSource]);
};

function conditionsOf(node: Node, out: string[]): string[] {
  if (node.kind === 'condition') out.push(node.text);
  else if (node.kind === 'not') conditionsOf(node.item, out);
  else for (const item of node.items) conditionsOf(item, out);
  return out;
}

class CannotTell extends Error {}

function truthOfText(node: Node, keys: ReadonlyMap<string, string>, truth: ReadonlyMap<string, boolean>): boolean {
  switch (node.kind) {
    case 'condition':
      return truth.get(keys.get(node.text)!)!;
    case 'not':
      return !truthOfText(node.item, keys, truth);
    case 'and':
      return node.items.every((item) => truthOfText(item, keys, truth));
    case 'or':
      return node.items.some((item) => truthOfText(item, keys, truth));
  }
}

function truthOfQuery(group: ParsedGroup, truth: ReadonlyMap<string, boolean>): boolean {
  const values = group.rules.map((item) => {
    if (isGroup(item)) return truthOfQuery(item, truth);
    const value = truth.get(keyOf(item));
    if (value === undefined) throw new CannotTell();
    return value;
  });
  const combinator = group.combinator.toLowerCase();
  if (combinator !== 'and' && combinator !== 'or') throw new CannotTell();
  const result = combinator === 'and' ? values.every(Boolean) : values.some(Boolean);
  return group.not ? !result : result;
}

/** The truth values to try: all of them up to 12 conditions, else 4,096 drawn by a fixed sequence. */
function* assignments(keys: readonly string[]): Generator<Map<string, boolean>> {
  const all = keys.length <= 12;
  const count = all ? 2 ** keys.length : 4096;
  let seed = 0x2545f491;
  for (let n = 0; n < count; n++) {
    yield new Map(
      keys.map((key, i) => {
        if (all) return [key, ((n >> i) & 1) === 1];
        seed = (seed * 1103515245 + 12345) >>> 0;
        return [key, (seed >>> 16) % 2 === 1];
      }),
    );
  }
}

/**
 * Reads `expression` (SpEL, CEL or JSONata) with `parse` and says which conditions it dropped and whether the query it gave means what the text
 * means. Undefined when it cannot tell: the text does not parse, its structure is not one this module reads, or a
 * condition alone does not give exactly one rule. Never throws.
 */
export function readExpressionMeaning(expression: string, parse: ExpressionParser): ExpressionReading | undefined {
  try {
    const parsed = parse(expression);
    // Nothing read at all is the import's own "no rules" message, not a dropped condition.
    if (parsed.rules.length === 0) return undefined;
    const structure = readStructure(expression, tokenize(expression));
    if (!structure) return undefined;
    const conditions = conditionsOf(structure, []);
    const dropped: string[] = [];
    const keys = new Map<string, string>();
    for (const text of conditions) {
      const alone = parse(text).rules;
      if (alone.length === 0) dropped.push(text);
      else if (alone.length === 1 && !isGroup(alone[0])) keys.set(text, keyOf(alone[0]));
      else return undefined;
    }
    if (dropped.length > 0) return { written: conditions.length, dropped, meaningChanged: false };
    const distinct = [...new Set(keys.values())];
    for (const truth of assignments(distinct)) {
      if (truthOfText(structure, keys, truth) !== truthOfQuery(parsed, truth)) {
        return { written: conditions.length, dropped, meaningChanged: true };
      }
    }
    return { written: conditions.length, dropped, meaningChanged: false };
  } catch {
    return undefined;
  }
}

/**
 * A sentence for the reader when the import would change what the text says, or undefined when it would not.
 * `label` names the language, `parser` the function that read it.
 */
export function describeExpressionReading(
  reading: ExpressionReading,
  label: string,
  parser: string,
): string | undefined {
  if (reading.dropped.length > 0) {
    const verb = reading.dropped.length === 1 ? 'has' : 'have';
    const noun = reading.written === 1 ? 'condition' : 'conditions';
    return `${reading.dropped.length} of ${reading.written} ${noun} ${verb} no rule form (a method call or arithmetic, for example): ${reading.dropped.join('; ')}.`;
  }
  if (!reading.meaningChanged) return undefined;
  const known =
    label === 'SpEL'
      ? ' a bracketed group that comes first among the conditions it is joined to loses its brackets. Write that group after them: “c == 3 and (a == 1 or b == 2)”, not “(a == 1 or b == 2) and c == 3”.'
      : ' check its brackets and the order of its conditions.';
  // Plain text, shown as is: quotation marks, not Markdown code, set off the examples.
  return `${parser} would load this ${label} with another meaning:${known}`;
}
