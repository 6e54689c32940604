import { describe, expect, it } from 'vitest';
import { convertSql } from './convertSql';

describe('convertSql', () => {
  it('converts a WHERE clause to every playground format', () => {
    const result = convertSql("age > 30 AND country = 'US'");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.query.rules).toHaveLength(2);
    expect(JSON.parse(result.outputs.mongodb)).toEqual({ $and: [{ age: { $gt: 30 } }, { country: 'US' }] });
    expect(result.outputs.cel).toBe('age > 30 && country == "US"');
  });

  it('reports a syntax error with the parser explanation instead of throwing', () => {
    const result = convertSql('age >');
    expect(result).toMatchObject({ ok: false });
    if (result.ok) return;
    expect(result.message).toMatch(/^parseSQL could not read this clause\. Parse error/);
  });

  it('reports input without conditions', () => {
    expect(convertSql('hello')).toMatchObject({ ok: false, message: expect.stringMatching(/not a WHERE clause/) });
    expect(convertSql('   ')).toMatchObject({ ok: false, message: expect.stringMatching(/^Type a SQL WHERE clause/) });
  });
});
