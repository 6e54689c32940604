import type { RuleGroupType } from 'react-querybuilder';
import { describe, expect, it } from 'vitest';
import { describeQueryDifferences, roundTrip } from './roundTrip';
import { release7 } from './types';

const byFormat = (query: RuleGroupType, parseNumbers = false) =>
  Object.fromEntries(roundTrip(query, { parseNumbers }).map((r) => [r.format, r]));

describe(`round trip through ${release7}’s parsers`, () => {
  it('gives back a plain query unchanged in every parseable format', () => {
    const query: RuleGroupType = {
      combinator: 'and',
      rules: [
        { field: 'lastName', operator: '=', value: 'Smith' },
        { field: 'isMember', operator: '=', value: true },
      ],
    };
    for (const result of roundTrip(query, { parseNumbers: false })) {
      expect(result.differences, result.format).toEqual([]);
      expect(result.same).toBe(true);
    }
  });

  it('says when MongoDB collapsed a negated group and dropped its "not"', () => {
    const query: RuleGroupType = {
      combinator: 'and',
      rules: [
        { field: 'plan', operator: '=', value: 'pro' },
        { combinator: 'or', not: true, rules: [{ field: 'country', operator: '=', value: 'US' }] },
      ],
    };
    expect(byFormat(query).mongodb!.differences).toEqual([
      'group 2 collapsed: its rule joined the outer group',
      '"not" dropped in group 2',
    ]);
  });

  it('says when a value changed type or an operator changed', () => {
    const query: RuleGroupType = {
      combinator: 'and',
      rules: [
        { field: 'age', operator: '>', value: '28' },
        { field: 'orders', operator: 'between', value: '2,20' },
      ],
    };
    const results = byFormat(query, true);
    expect(results.sql!.differences).toEqual(['value became a number in rule "age >" ("28" → 28)']);
    expect(results.cel!.differences).toContain('operator changed from between to >= in rule "orders between"');
  });

  it('reports a parser’s own error instead of a result', () => {
    const query: RuleGroupType = { combinator: 'and', rules: [{ field: 'lastName', operator: '=', value: "O'Brien" }] };
    const spel = byFormat(query).spel!;
    expect(spel.same).toBe(false);
    expect(spel.error ?? spel.differences.join()).not.toBe('');
  });

  it('describes a rule wrapped in a new group', () => {
    expect(
      describeQueryDifferences(
        { combinator: 'and', rules: [{ field: 'a', operator: '=', value: 1 }] },
        { combinator: 'and', rules: [{ combinator: 'and', rules: [{ field: 'a', operator: '=', value: 1 }] }] },
      ),
    ).toEqual(['rule "a =" wrapped in a new group in the outer group']);
  });
});
