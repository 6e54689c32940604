import { describe, expect, it } from 'vitest';
import { importSql } from './importSql';

describe('the home page’s SQL import', () => {
  it.each([
    ["pages > 40 AND lower(author) = 'j'", "lower(author) = 'j'"],
    ['pages > 40 AND author IN (SELECT name FROM bans)', 'author IN (SELECT name FROM bans)'],
  ])('gives no query and names the condition parseSQL drops in %s', (sql, dropped) => {
    expect(importSql(sql)).toEqual({
      feedback: {
        kind: 'invalid',
        message: `1 of 2 conditions has no rule form (a function call, a subquery or arithmetic, for example): ${dropped}. The query was not changed.`,
      },
    });
  });

  it('loads SQL whose every condition has a rule, without a message, whatever its strings hold', () => {
    const { query, feedback } = importSql("author = 'lower(x) AND (SELECT' AND pages > 40");
    expect(feedback).toBeUndefined();
    expect(query?.rules).toHaveLength(2);
  });
});
