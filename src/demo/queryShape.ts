import type { RuleGroupType, RuleGroupTypeAny, RuleGroupTypeIC } from 'react-querybuilder';
import { convertFromIC, convertToIC, isRuleGroupTypeIC } from 'react-querybuilder';

/**
 * What the demo agrees to show. The builder's render cost grows steeply with nesting (measured in
 * Chromium on this site's 2-core machine: ~0.25 s at 8 levels, ~1 s at 16, ~15 s at 20 with the default
 * controls; Material UI roughly twice that) and with the number of rules, and long values slow every
 * export and the code view. Links and imports come from anywhere, so anything bigger is refused.
 */
export const queryLimits = {
  /** Group levels, the root group counting as one. */
  maxDepth: 8,
  /** Rules and groups together, the root included (measured: ~0.4 s at 49 with the default controls, ~0.9 s with Material UI). */
  maxItems: 30,
  /** Characters of any one string (field, operator, value, id...). */
  maxStringLength: 1000,
  /** Elements of an array value (e.g. the list of an "in" rule). */
  maxListLength: 50,
} as const;

export type QueryCheck =
  { readonly ok: true; readonly query: RuleGroupTypeAny } | { readonly ok: false; readonly reason: string };

/** A plain object, as JSON.parse makes them (arrays and class instances are not). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

/** Names that would reach Object.prototype when the builder looks a field or operator up by name. */
const isPrototypeKey = (text: string) => text === '__proto__' || text in Object.prototype;

const combinators = new Set(['and', 'or', 'xor']);
const ruleKeys = new Set(['id', 'field', 'operator', 'value', 'valueSource', 'disabled', 'path']);
const groupKeys = new Set(['id', 'combinator', 'not', 'rules', 'disabled', 'path']);

class Refusal extends Error {}

/** Validates and copies, so that the query the builder gets holds only plain data it accepts. */
class Checker {
  private items = 0;
  /** Set by the root: a query is wholly in one form, independent combinators or not (mixed ones crash formatQuery). */
  private independent: boolean | undefined;

  private text(value: unknown, what: string, optional = false): string | undefined {
    if (value === undefined && optional) return undefined;
    if (typeof value !== 'string') throw new Refusal(`a ${what} is not text`);
    if (value.length > queryLimits.maxStringLength) {
      throw new Refusal(`a ${what} is longer than ${queryLimits.maxStringLength.toLocaleString('en')} characters`);
    }
    return value;
  }

  private name(value: unknown, what: string, optional = false): string | undefined {
    const text = this.text(value, what, optional);
    if (text !== undefined && isPrototypeKey(text)) throw new Refusal(`"${text}" is not allowed as a ${what}`);
    return text;
  }

  private scalar(value: unknown): string | number | boolean | null {
    if (value === null || typeof value === 'boolean') return value;
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw new Refusal('a value is not a finite number');
      return value;
    }
    return this.text(value, 'value')!;
  }

  private value(value: unknown): unknown {
    if (value === undefined) return undefined;
    if (!Array.isArray(value)) return this.scalar(value);
    if (value.length > queryLimits.maxListLength)
      throw new Refusal(`a list value has more than ${queryLimits.maxListLength} items`);
    return value.map((item) => this.scalar(item));
  }

  private count() {
    this.items += 1;
    if (this.items > queryLimits.maxItems) {
      throw new Refusal(`it has more than ${queryLimits.maxItems} rules and groups, more than the demo shows quickly`);
    }
  }

  private onlyKeys(value: Record<string, unknown>, allowed: ReadonlySet<string>, what: string) {
    for (const key of Object.keys(value))
      if (!allowed.has(key)) throw new Refusal(`a ${what} has an unknown property "${key.slice(0, 40)}"`);
  }

  private flag(value: unknown, what: string): boolean | undefined {
    if (value === undefined || typeof value === 'boolean') return value;
    throw new Refusal(`"${what}" is not true or false`);
  }

  private rule(value: Record<string, unknown>): Record<string, unknown> {
    this.count();
    this.onlyKeys(value, ruleKeys, 'rule');
    const rule: Record<string, unknown> = {
      field: this.name(value.field, 'field name'),
      operator: this.name(value.operator, 'operator'),
      value: this.value(value.value),
    };
    const id = this.name(value.id, 'id', true);
    const valueSource = this.name(value.valueSource, 'value source', true);
    const disabled = this.flag(value.disabled, 'disabled');
    if (id !== undefined) rule.id = id;
    if (valueSource !== undefined) {
      if (valueSource !== 'value' && valueSource !== 'field')
        throw new Refusal('a value source is neither "value" nor "field"');
      // A field-sourced value names a field (a list only for list operators); anything else makes formatQuery throw.
      const listOperator = ['between', 'notBetween', 'in', 'notIn'].includes(rule.operator as string);
      const names = Array.isArray(rule.value) && listOperator ? rule.value : [rule.value];
      if (valueSource === 'field' && (names.length === 0 || !names.every((name) => typeof name === 'string'))) {
        throw new Refusal('a value that names a field is not text');
      }
      rule.valueSource = valueSource;
    }
    if (disabled !== undefined) rule.disabled = disabled;
    if (rule.value === undefined) delete rule.value;
    return rule;
  }

  private combinator(value: unknown): string {
    const text = this.name(value, 'combinator')!;
    if (!combinators.has(text.toLowerCase()))
      throw new Refusal(`"${text.slice(0, 40)}" is not a combinator (and, or, xor)`);
    return text;
  }

  group(value: unknown, depth: number): Record<string, unknown> {
    if (!isRecord(value) || !Array.isArray(value.rules)) throw new Refusal('it is not a group of rules');
    if (depth > queryLimits.maxDepth) {
      throw new Refusal(
        `its groups are nested more than ${queryLimits.maxDepth} levels deep, more than the demo shows quickly`,
      );
    }
    this.count();
    this.onlyKeys(value, groupKeys, 'group');
    const independent = !('combinator' in value);
    this.independent ??= independent;
    if (independent !== this.independent) throw new Refusal('it mixes groups with and without independent combinators');
    const rules = (value.rules as unknown[]).map((item, index) => {
      if (independent && index % 2 === 1) return this.combinator(item);
      if (isRecord(item) && 'rules' in item) return this.group(item, depth + 1);
      if (isRecord(item)) return this.rule(item);
      throw new Refusal(independent ? 'a group mixes up its rules and combinators' : 'a rule is not an object');
    });
    if (independent && rules.length > 0 && rules.length % 2 === 0) throw new Refusal('a group ends with a combinator');
    const group: Record<string, unknown> = independent
      ? { rules }
      : { combinator: this.combinator(value.combinator), rules };
    const id = this.name(value.id, 'id', true);
    const not = this.flag(value.not, 'not');
    const disabled = this.flag(value.disabled, 'disabled');
    if (id !== undefined) group.id = id;
    if (not !== undefined) group.not = not;
    if (disabled !== undefined) group.disabled = disabled;
    return group;
  }
}

/**
 * Checks that `value` is a query the demo can render quickly: plain groups and rules with the
 * properties react-querybuilder 7.7.1 reads, values that are text, numbers, booleans, null or lists
 * of those, within `queryLimits`. Returns a clean copy (unknown properties are refused, not dropped,
 * so the reader learns why), or the reason in words that complete "The query was refused: ...".
 */
export function checkQuery(value: unknown): QueryCheck {
  try {
    return { ok: true, query: new Checker().group(value, 1) as unknown as RuleGroupTypeAny };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.message };
    // Anything else (e.g. a stack overflow on absurd input) is a refusal too, never a crash.
    return { ok: false, reason: 'it is not a query the demo can read' };
  }
}

/** The query in the form `independentCombinators` asks for, converting only when it differs. */
export function withCombinatorMode(query: RuleGroupTypeAny, independentCombinators: boolean): RuleGroupTypeAny {
  if (isRuleGroupTypeIC(query) === independentCombinators) return query;
  return independentCombinators ? convertToIC(query as RuleGroupType) : convertFromIC(query as RuleGroupTypeIC);
}

/** A copy without the ids and paths the builder adds, which it regenerates on load. */
export function withoutIds(query: RuleGroupTypeAny): RuleGroupTypeAny {
  const strip = (item: unknown): unknown => {
    if (!isRecordLike(item)) return item;
    const { id, path, ...rest } = item;
    return Array.isArray(rest.rules) ? { ...rest, rules: rest.rules.map(strip) } : rest;
  };
  return strip(query) as RuleGroupTypeAny;
}

/**
 * A copy whose rules and groups all carry an id named by their position (`demo`, `demo-0`, `demo-2-1`). Ids the
 * query already had are replaced: a crafted link could repeat one, or name a position another rule holds, and the
 * builder would then update the wrong rule; links are written without ids, so none is lost. The builder takes a query that has ids as it is: without them it would draw fresh random ids on the
 * server and again in the browser, and hand the query back on mount, re-rendering the whole demo after hydration.
 */
export function withPositionIds(query: RuleGroupTypeAny, prefix = 'demo'): RuleGroupTypeAny {
  const label = (item: unknown, id: string): unknown => {
    if (!isRecordLike(item)) return item;
    const named = { ...item, id };
    return Array.isArray(item.rules)
      ? { ...named, rules: item.rules.map((child, i) => label(child, `${id}-${i}`)) }
      : named;
  };
  return label(query, prefix) as RuleGroupTypeAny;
}

const isRecordLike = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a group of the query, the root among them, is negated. */
export function negatesAGroup(group: RuleGroupTypeAny): boolean {
  return (
    group.not === true ||
    group.rules.some((item) => typeof item === 'object' && 'rules' in item && negatesAGroup(item as RuleGroupTypeAny))
  );
}
