/*
 * parseSQL leaves out, without an error, every condition it has no rule for: a function call, a subquery, arithmetic,
 * CASE, EXISTS, a comparison with no column. Its grammar's syntax tree is not exported, so this module splits the
 * WHERE clause into its conditions itself (at AND, OR and XOR outside brackets and strings, reading tokens the way
 * the grammar's lexer does), and asks parseSQL about each condition on its own: one that gives no rule was dropped.
 * The split is trusted only when the conditions' rules add up to the rules of the whole clause.
 * It also keeps a LIKE pattern but not its ESCAPE clause: `name LIKE 'a!%' ESCAPE '!'` (names equal to "a%") comes back
 * as "begins with a!", a rule that matches other rows, so such a condition is named as misread.
 */

import { matchEnd } from './stickyMatch';

/** A group as any release of the library returns it: rules, subgroups and (independent combinators) strings. */
export interface ParsedGroup {
  readonly rules: readonly unknown[];
}

/** What a parser made of the conditions of its input, each asked about alone. */
export interface DroppedConditions {
  /** Conditions the input holds. */
  readonly written: number;
  /** Each condition that gave no rule, as written. */
  readonly dropped: readonly string[];
}

/** A parser of SQL, called without `fields` so that every condition with a rule form gives a rule. */
export type SqlParser = (sql: string) => ParsedGroup;

/** The clause's conditions (joined by AND, OR or XOR), those dropped and those misread. */
export interface SqlConditionCount extends DroppedConditions {
  /** The text of each condition whose rule lost its LIKE pattern's ESCAPE clause, as written. */
  readonly misread: readonly string[];
}

interface Token {
  readonly kind: 'word' | 'open' | 'close' | 'other';
  /** A word in upper case, or the character of a one-character token. */
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

// The grammar's lexer, in its order: comments, space, ${…}, quoted names and strings, words, brackets.
const skipped = /\/\*[\s\S]*?\*\/|--\s.*\n|#\s.*\n|\s+/y;
const opaque = /\$\{.*?\}|(?:`[^`]+`)+|(?:"[^"]+")+|\[(?:[^\]]|\]\])+\]|(?:'[^']*')+/y;
const wordPattern = /[a-zA-Z_@#\uff3f\u4e00-\u9fa5][a-zA-Z0-9_$@#\uff3f\u4e00-\u9fa5]*/y;

function tokenize(sql: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < sql.length) {
    const afterSpace = matchEnd(skipped, sql, at);
    if (afterSpace > at) {
      at = afterSpace;
      continue;
    }
    const afterOpaque = matchEnd(opaque, sql, at);
    const afterWord = afterOpaque > at ? at : matchEnd(wordPattern, sql, at);
    const end = Math.max(afterOpaque, afterWord, at + 1);
    const char = sql.charAt(at);
    if (afterWord > at) tokens.push({ kind: 'word', text: sql.slice(at, end).toUpperCase(), start: at, end });
    else if (afterOpaque > at) tokens.push({ kind: 'other', text: '', start: at, end });
    else tokens.push({ kind: char === '(' ? 'open' : char === ')' ? 'close' : 'other', text: char, start: at, end });
    at = end;
  }
  return tokens;
}

/** For each opening bracket, the index of the one that closes it (-1 when none does). */
function matchBrackets(tokens: readonly Token[]): number[] {
  const closing = tokens.map(() => -1);
  const open: number[] = [];
  tokens.forEach((token, i) => {
    if (token.kind === 'open') open.push(i);
    else if (token.kind === 'close' && open.length > 0) closing[open.pop()!] = i;
  });
  return closing;
}

const joiners = new Set(['AND', 'OR', 'XOR']);
// Clauses that may follow WHERE in a whole statement, which end its conditions.
const clauseEnds = new Set([';', 'ORDER', 'GROUP', 'HAVING', 'LIMIT', 'UNION', 'OFFSET', 'PROCEDURE', 'FOR', 'LOCK']);

type Range = readonly [first: number, last: number];

/** Each condition in tokens[from, to) as a token range; brackets around a group (or NOT and a group) are opened. */
function conditionsOf(tokens: readonly Token[], closing: readonly number[], from: number, to: number, out: Range[]) {
  let inner = from;
  while (inner < to && tokens[inner]?.text === 'NOT') inner++;
  if (inner < to && tokens[inner]?.kind === 'open' && closing[inner] === to - 1) {
    conditionsOf(tokens, closing, inner + 1, to - 1, out);
    return;
  }
  const terms: Range[] = [];
  let inBetween = false;
  let termStart = from;
  for (const [i, text] of topLevelWords(tokens, from, to)) {
    if (text === 'BETWEEN') inBetween = true;
    // The AND of BETWEEN … AND … belongs to its condition.
    else if (text === 'AND' && inBetween) inBetween = false;
    else if (joiners.has(text)) {
      terms.push([termStart, i]);
      termStart = i + 1;
    }
  }
  if (terms.length === 0) {
    out.push([from, to - 1]);
    return;
  }
  terms.push([termStart, to]);
  for (const [start, end] of terms) if (start < end) conditionsOf(tokens, closing, start, end, out);
}

/** The positions and texts of the tokens outside any brackets, between `from` and `to`. */
function* topLevelWords(tokens: readonly Token[], from: number, to: number): Generator<[number, string]> {
  let depth = 0;
  for (let i = from; i < to; i++) {
    const token = tokens[i];
    if (!token) return;
    if (token.kind === 'open') depth++;
    else if (token.kind === 'close') depth--;
    else if (depth === 0) yield [i, token.text];
  }
}

/** Where the conditions start and end, in a bare condition list or a whole statement. */
function whereRange(tokens: readonly Token[]): [number, number] {
  const statement = tokens[0]?.text === 'SELECT';
  let from = 0;
  for (const [i, text] of topLevelWords(tokens, 0, tokens.length)) {
    if (text === 'WHERE' && from === 0) from = i + 1;
    else if (clauseEnds.has(text) && (from > 0 || !statement)) return [from, i];
  }
  return [from, statement && from === 0 ? 0 : tokens.length];
}

const isGroup = (item: unknown): item is ParsedGroup =>
  typeof item === 'object' && item !== null && 'rules' in item && Array.isArray(item.rules);

const countRules = (group: ParsedGroup): number =>
  group.rules.reduce<number>(
    (sum, item) => sum + (isGroup(item) ? countRules(item) : typeof item === 'object' && item !== null ? 1 : 0),
    0,
  );

/** Whether the condition in tokens[from, to) is a LIKE with an ESCAPE clause (strings are opaque, so never a word). */
function hasEscapeClause(tokens: readonly Token[], from: number, to: number): boolean {
  let like = false;
  for (const [, text] of topLevelWords(tokens, from, to)) {
    if (text === 'LIKE') like = true;
    else if (text === 'ESCAPE' && like) return true;
  }
  return false;
}

/**
 * Counts the conditions `sql` holds and names those `parse` dropped. Undefined when it cannot tell: the text does not
 * parse, or its own split of the clause disagrees with the parser. Never throws.
 */
export function countSqlConditions(sql: string, parse: SqlParser): SqlConditionCount | undefined {
  try {
    const whole = countRules(parse(sql));
    const tokens = tokenize(sql);
    const [from, to] = whereRange(tokens);
    const ranges: Range[] = [];
    if (from < to) conditionsOf(tokens, matchBrackets(tokens), from, to, ranges);
    const dropped: string[] = [];
    const misread: string[] = [];
    let kept = 0;
    for (const [first, last] of ranges) {
      const text = sql.slice(tokens[first]?.start, tokens[last]?.end);
      const rules = countRules(parse(text));
      if (rules === 0) dropped.push(text);
      else if (hasEscapeClause(tokens, first, last + 1)) misread.push(text);
      kept += rules;
    }
    if (ranges.length === 0 || kept !== whole) return undefined;
    return { written: ranges.length, dropped, misread };
  } catch {
    return undefined;
  }
}

/** Sentences for the reader about the conditions `count` says were dropped or misread, or undefined when none was. */
export function describeDroppedConditions({ written, dropped, misread }: SqlConditionCount): string | undefined {
  const noun = written === 1 ? 'condition' : 'conditions';
  const sentences: string[] = [];
  if (dropped.length > 0) {
    const verb = dropped.length === 1 ? 'has' : 'have';
    sentences.push(
      `${dropped.length} of ${written} ${noun} ${verb} no rule form (a function call, a subquery or arithmetic, for example): ${dropped.join('; ')}.`,
    );
  }
  if (misread.length > 0) {
    const verb = misread.length === 1 ? 'uses' : 'use';
    sentences.push(
      `${misread.length} of ${written} ${noun} ${verb} LIKE with ESCAPE, which the parser reads without its escape character, so the rule would match other rows: ${misread.join('; ')}.`,
    );
  }
  return sentences.length > 0 ? sentences.join(' ') : undefined;
}

/** What an import says of `sql` read by `parse`: the dropped and misread conditions, or undefined when there are none. */
export function checkSqlReading(sql: string, parse: SqlParser): string | undefined {
  const count = countSqlConditions(sql, parse);
  return count && describeDroppedConditions(count);
}
