import { describe, expect, it } from 'vitest';
import { parseSQL } from 'react-querybuilder/parseSQL';
import { keepKnownFields, listOf } from './knownFields';

const known = new Set(['title', 'pages']);

describe('keepKnownFields', () => {
  it('leaves out rules on unknown fields and names those fields once each, in order', () => {
    const { query, dropped } = keepKnownFields(
      parseSQL("firstName = 'Steve' AND pages > 30 AND (age > 3 OR firstName = 'Ann' OR title = 'X')"),
      known,
    );
    expect(dropped).toEqual(['firstName', 'age']);
    expect(query.rules).toMatchObject([
      { field: 'pages', operator: '>', value: 30 },
      { combinator: 'or', rules: [{ field: 'title', operator: '=', value: 'X' }] },
    ]);
  });

  it('drops a group every rule of which is unknown, and keeps a query of known fields as it is', () => {
    expect(keepKnownFields(parseSQL('pages > 1 AND (age > 3 OR age < 1)'), known).query.rules).toHaveLength(1);
    const all = parseSQL("title = 'A' OR pages < 9");
    expect(keepKnownFields(all, known)).toEqual({ query: all, dropped: [] });
  });

  it('leaves nothing when no field is known', () => {
    expect(keepKnownFields(parseSQL("firstName = 'Steve' AND age > 30"), known).query.rules).toEqual([]);
  });
});

describe('listOf', () => {
  it('joins names the way a sentence does', () => {
    expect(listOf([])).toBe('');
    expect(listOf(['a'])).toBe('a');
    expect(listOf(['a', 'b'])).toBe('a and b');
    expect(listOf(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
