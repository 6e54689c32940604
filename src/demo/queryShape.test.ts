import { describe, expect, it } from 'vitest';
import { convertToIC, type RuleGroupType } from 'react-querybuilder';
import { checkQuery, negatesAGroup, queryLimits, withoutIds, withPositionIds } from './queryShape';

const rule = (value: unknown = 'x') => ({ field: 'firstName', operator: '=', value });
const nested = (depth: number) => {
  let group: Record<string, unknown> = { combinator: 'and', rules: [rule()] };
  for (let level = 1; level < depth; level++) group = { combinator: 'and', rules: [rule(), group] };
  return group;
};

describe('checkQuery', () => {
  it('accepts the values 7.7.1 stores and returns a clean copy', () => {
    const query = {
      id: 'root',
      combinator: 'or',
      not: true,
      rules: [rule('a'), rule(3), rule(true), rule(null), rule(['a', 1, false]), { field: 'age', operator: 'null' }],
    };
    const checked = checkQuery(query);
    expect(checked).toEqual({ ok: true, query });
    expect(checked.ok && checked.query).not.toBe(query);
  });

  it('accepts independent-combinator groups', () => {
    expect(checkQuery({ rules: [rule(), 'and', rule(), 'or', rule()] }).ok).toBe(true);
    expect(checkQuery({ rules: [rule(), 'and'] }).ok).toBe(false);
    expect(checkQuery({ rules: [rule(), rule()] }).ok).toBe(false);
    // Found by the property tests: a mixed query makes formatQuery throw.
    expect(checkQuery({ combinator: 'and', rules: [{ rules: [] }] }).ok).toBe(false);
    expect(checkQuery({ rules: [{ combinator: 'and', rules: [] }] }).ok).toBe(false);
  });

  it.each([
    ['an object value', { combinator: 'and', rules: [rule({ toString: 1 })] }, /not text/],
    ['an object in a list value', { combinator: 'and', rules: [rule([{}])] }, /not text/],
    [
      'a prototype key as field',
      { combinator: 'and', rules: [{ field: 'constructor', operator: '=', value: 'x' }] },
      /not allowed/,
    ],
    [
      '__proto__ as operator',
      { combinator: 'and', rules: [{ field: 'a', operator: '__proto__', value: 'x' }] },
      /not allowed/,
    ],
    ['a toString property', { combinator: 'and', rules: [{ ...rule(), toString: 1 }] }, /unknown property "toString"/],
    [
      'an own __proto__ key',
      JSON.parse('{"combinator":"and","rules":[],"__proto__":{"x":1}}'),
      /unknown property "__proto__"/,
    ],
    ['a numeric field', { combinator: 'and', rules: [{ field: 3, operator: '=', value: 'x' }] }, /not text/],
    [
      'a field-sourced value that is not a name',
      { combinator: 'and', rules: [{ ...rule([]), valueSource: 'field' }] },
      /names a field/,
    ],
    [
      'a field-sourced list for "="',
      { combinator: 'and', rules: [{ ...rule(['a']), valueSource: 'field' }] },
      /names a field/,
    ],
    ['an unknown combinator', { combinator: 'nand', rules: [] }, /not a combinator/],
    ['a non-boolean not', { combinator: 'and', not: 'yes', rules: [] }, /"not" is not true or false/],
    ['an id that is not text', { id: 5, combinator: 'and', rules: [] }, /not text/],
    ['rules that are not an array', { combinator: 'and', rules: {} }, /not a group/],
    ['a rule that is a string', { combinator: 'and', rules: ['x'] }, /not an object/],
  ])('refuses %s', (_name, value, reason) => {
    const checked = checkQuery(value);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.reason).toMatch(reason);
  });

  it('refuses what the demo cannot render quickly', () => {
    expect(checkQuery(nested(queryLimits.maxDepth)).ok).toBe(true);
    expect(checkQuery(nested(queryLimits.maxDepth + 1))).toEqual({
      ok: false,
      reason: expect.stringMatching(/nested more than 8 levels/),
    });
    expect(checkQuery(nested(10_000)).ok).toBe(false);
    const many = (n: number) => ({ combinator: 'and', rules: Array.from({ length: n }, () => rule()) });
    expect(checkQuery(many(queryLimits.maxItems - 1)).ok).toBe(true);
    expect(checkQuery(many(queryLimits.maxItems))).toEqual({
      ok: false,
      reason: expect.stringMatching(/more than 30 rules and groups/),
    });
    expect(checkQuery({ combinator: 'and', rules: [rule('x'.repeat(queryLimits.maxStringLength))] }).ok).toBe(true);
    expect(checkQuery({ combinator: 'and', rules: [rule('x'.repeat(100_000))] })).toEqual({
      ok: false,
      reason: expect.stringMatching(/longer than 1,000 characters/),
    });
    expect(checkQuery({ combinator: 'and', rules: [rule(Array.from({ length: 51 }, () => 'a'))] }).ok).toBe(false);
  });
});

describe('withPositionIds', () => {
  const query: RuleGroupType = {
    combinator: 'and',
    rules: [rule('a'), { combinator: 'or', rules: [rule('b'), { ...rule('c'), id: 'from-a-link' }] }],
  };

  it('names every rule and group by its position, replacing ids already there', () => {
    const named = withPositionIds(query);
    expect(named.id).toBe('demo');
    expect(named.rules[0]).toMatchObject({ id: 'demo-0', value: 'a' });
    expect(named.rules[1]).toMatchObject({ id: 'demo-1', rules: [{ id: 'demo-1-0' }, { id: 'demo-1-1' }] });
    expect(withoutIds(named)).toEqual(withoutIds(query));
  });

  it('gives unique ids even when a crafted query repeats ids or names a position another rule holds', () => {
    const crafted: RuleGroupType = {
      id: 'demo-0',
      combinator: 'and',
      rules: [{ ...rule('a'), id: 'demo-1' }, rule('b'), { ...rule('c'), id: 'demo-1' }],
    };
    const ids: string[] = [];
    const collect = (item: unknown) => {
      if (typeof item !== 'object' || item === null) return;
      const { id, rules } = item as { id?: string; rules?: unknown[] };
      if (id) ids.push(id);
      rules?.forEach(collect);
    };
    collect(withPositionIds(crafted));
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
  });

  it('is the same on every call (the server and the browser agree) and leaves its input alone', () => {
    expect(withPositionIds(query)).toEqual(withPositionIds(query));
    expect(query).not.toHaveProperty('id');
  });

  it('steps over the combinators between the rules of an independent-combinators query', () => {
    const named = withPositionIds(convertToIC(query));
    expect(named.rules[1]).toBe('and');
    expect(named.rules[2]).toMatchObject({ id: 'demo-2' });
  });
});

describe('negatesAGroup', () => {
  const rule = { field: 'age', operator: '>', value: 28 };
  it('finds a negated group at any depth, the root and independent-combinator groups included', () => {
    expect(negatesAGroup({ combinator: 'and', rules: [rule] })).toBe(false);
    expect(negatesAGroup({ combinator: 'and', not: true, rules: [rule] })).toBe(true);
    const deep: RuleGroupType = {
      combinator: 'and',
      rules: [rule, { combinator: 'or', rules: [{ combinator: 'and', not: true, rules: [rule] }] }],
    };
    expect(negatesAGroup(deep)).toBe(true);
    expect(negatesAGroup(convertToIC(deep))).toBe(true);
    expect(negatesAGroup(convertToIC({ ...deep, rules: [rule, rule] }))).toBe(false);
  });
});
