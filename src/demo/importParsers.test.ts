import { describe, expect, it } from 'vitest';
import { isRuleGroupTypeIC } from 'react-querybuilder';
import { describeParseError, importLanguages, importQuery } from './importParsers';

const rulesOf = (result: ReturnType<typeof importQuery>) => {
  if (!result.ok) throw new Error(result.message);
  return result.query.rules.map((r) => (typeof r === 'object' && 'field' in r ? [r.field, r.operator, r.value] : r));
};

describe('importQuery', () => {
  it('parses each language example into rules', () => {
    for (const { id, example } of importLanguages) {
      const result = importQuery(id, example, false);
      expect(result.ok, `${id}: ${result.ok ? '' : result.message}`).toBe(true);
    }
    expect(rulesOf(importQuery('sql', "firstName = 'Steve' and age > 30", false))).toEqual([
      ['firstName', '=', 'Steve'],
      ['age', '>', 30],
    ]);
  });

  it('produces the independent-combinators form when asked', () => {
    const result = importQuery('cel', 'age >= 18 && country == "CA"', true);
    expect(result.ok && isRuleGroupTypeIC(result.query)).toBe(true);
    expect(result.ok && result.query.rules[1]).toBe('and');
  });

  it('rejects blank input', () => {
    expect(importQuery('sql', '  ', false)).toEqual({ ok: false, message: 'Enter a SQL expression to import.' });
  });

  it('explains SQL syntax errors', () => {
    const result = importQuery('sql', 'firstName = = 3 and', false);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toBe('This SQL could not be parsed: unexpected "=" on line 1.');
    // The parser's whole message: the excerpt with its caret and what it expected instead.
    expect(!result.ok && result.detail).toMatch(
      /^Parse error on line 1:\n.*firstName = = 3 and\n-+\^\nExpecting .*, got '='$/,
    );
    const cut = importQuery('sql', "firstName = 'Steve' and", false);
    expect(!cut.ok && cut.message).toBe('This SQL could not be parsed: unexpected end of input on line 1.');
    expect(!cut.ok && cut.detail).toContain("got 'EOF'");
  });

  it('refuses SQL with a condition parseSQL would drop, and names it', () => {
    for (const independentCombinators of [false, true]) {
      expect(importQuery('sql', "age > 18 AND lower(firstName) = 'j'", independentCombinators)).toEqual({
        ok: false,
        message:
          "1 of 2 conditions has no rule form (a function call, a subquery or arithmetic, for example): lower(firstName) = 'j'.",
      });
      const subquery = importQuery('sql', 'age > 18 AND firstName IN (SELECT name FROM bans)', independentCombinators);
      expect(!subquery.ok && subquery.message).toMatch(
        /^1 of 2 conditions has no rule form .*: firstName IN \(SELECT name FROM bans\)\.$/,
      );
    }
    expect(
      !importQuery('sql', 'lower(a) = 1', false).ok && importQuery('sql', 'lower(a) = 1 OR b + 1 > 2', false),
    ).toEqual({
      ok: false,
      message:
        '2 of 2 conditions have no rule form (a function call, a subquery or arithmetic, for example): lower(a) = 1; b + 1 > 2.',
    });
    // A LIKE with ESCAPE parses, but as another pattern ("begins with a!" for names equal to "a%"): refused, named.
    expect(importQuery('sql', "age > 18 AND firstName LIKE 'a!%' ESCAPE '!'", false)).toEqual({
      ok: false,
      message:
        "1 of 2 conditions uses LIKE with ESCAPE, which the parser reads without its escape character, so the rule would match other rows: firstName LIKE 'a!%' ESCAPE '!'.",
    });
    // Brackets and keywords inside a string are not a dropped condition.
    expect(importQuery('sql', "firstName = 'lower(x) AND (SELECT' and age > 30", false).ok).toBe(true);
  });

  it('refuses SpEL that parseSpEL would load with another meaning or without a condition, and says why', () => {
    for (const independentCombinators of [false, true]) {
      const moved = importQuery('spel', '(a == 1 or b == 2) and c == 3', independentCombinators);
      expect(!moved.ok && moved.message).toBe(
        'parseSpEL would load this SpEL with another meaning: a bracketed group that comes first among the conditions it is joined to loses its brackets. Write that group after them: “c == 3 and (a == 1 or b == 2)”, not “(a == 1 or b == 2) and c == 3”.',
      );
      expect(importQuery('spel', "name.startsWith('x') and a == 1", independentCombinators)).toEqual({
        ok: false,
        message: "1 of 2 conditions has no rule form (a method call or arithmetic, for example): name.startsWith('x').",
      });
      expect(importQuery('spel', 'c == 3 and (a == 1 or b == 2)', independentCombinators).ok).toBe(true);
    }
  });

  it('keeps other errors whole', () => {
    expect(describeParseError(new Error('Bad thing\nsecond line'))).toEqual({ summary: 'Bad thing\nsecond line' });
    expect(describeParseError('plain')).toEqual({ summary: 'plain' });
  });

  it('explains invalid JSON for MongoDB and JsonLogic', () => {
    const result = importQuery('mongodb', '{ "age": ', false);
    expect(!result.ok && result.message).toMatch(/^This is not valid JSON: /);
    expect(importQuery('jsonlogic', '{"and": [', false).ok).toBe(false);
  });

  it('treats input that yields no rules as a failure', () => {
    for (const [language, text] of [
      ['cel', 'age >>> 3'],
      ['jsonata', '((('],
      ['jsonlogic', '{"nope": 1}'],
      ['spel', '&&'],
    ] as const) {
      const result = importQuery(language, text, false);
      expect(result.ok, language).toBe(false);
    }
  });
});
