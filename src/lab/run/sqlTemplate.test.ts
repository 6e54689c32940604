import { describe, expect, it } from 'vitest';
import { checkSqlTemplate, defaultSqlTemplate, maxSqlTemplateLength } from './sqlTemplate';

describe('checkSqlTemplate', () => {
  it('accepts the default and a reader’s own statement around {where}', () => {
    expect(checkSqlTemplate(defaultSqlTemplate)).toEqual({ ok: true, template: defaultSqlTemplate });
    expect(checkSqlTemplate('  SELECT id FROM people WHERE {where} ORDER BY age  ')).toEqual({
      ok: true,
      template: 'SELECT id FROM people WHERE {where} ORDER BY age',
    });
  });

  it('says what is missing instead of running a statement without the export', () => {
    expect(checkSqlTemplate('')).toMatchObject({ ok: false, message: 'Write a statement with {where} in it.' });
    expect(checkSqlTemplate('SELECT id FROM people')).toMatchObject({ ok: false, message: /Put \{where\}/ });
  });

  it('refuses a statement longer than the limit', () => {
    expect(
      checkSqlTemplate(`SELECT id FROM people WHERE {where} -- ${'x'.repeat(maxSqlTemplateLength)}`),
    ).toMatchObject({
      ok: false,
      message: /longer than 2,000 characters/,
    });
  });
});
