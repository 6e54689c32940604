import fc from 'fast-check';
import { formatQuery, type RuleGroupType, type RuleType } from 'react-querybuilder';
import { parseSpEL } from 'react-querybuilder/parseSpEL';
import { describe, expect, it } from 'vitest';
import { parseCEL } from 'react-querybuilder/parseCEL';
import { parseJSONata } from 'react-querybuilder/parseJSONata';
import { describeExpressionReading, readExpressionMeaning } from './expressionMeaning';

const parse = (spel: string) => parseSpEL(spel);
const read = (spel: string) => readExpressionMeaning(spel, parse);

/** Whether two queries of `field = value` rules agree for every truth value of their (at most eight) rules. */
function sameMeaning(one: RuleGroupType, other: RuleGroupType): boolean {
  const key = (rule: RuleType) => `${rule.field}=${String(rule.value)}`;
  const truthOf = (group: RuleGroupType, truth: Map<string, boolean>): boolean => {
    const values = group.rules.map((item) =>
      typeof item === 'string' ? false : 'rules' in item ? truthOf(item, truth) : truth.get(key(item))!,
    );
    const result = group.combinator === 'or' ? values.some(Boolean) : values.every(Boolean);
    return group.not ? !result : result;
  };
  const keys = ['a', 'b', 'c', 'd'].flatMap((field) => [`${field}=0`, `${field}=1`]);
  for (let n = 0; n < 2 ** keys.length; n++) {
    const truth = new Map(keys.map((k, i) => [k, ((n >> i) & 1) === 1]));
    if (truthOf(one, truth) !== truthOf(other, truth)) return false;
  }
  return true;
}

describe('readExpressionMeaning with the site’s parseSpEL', () => {
  it('finds the changed meaning of a bracketed or-group that comes first (and the claim holds on this release)', () => {
    const spel = '(a == 1 or b == 2) and c == 3';
    // The library's reading: a == 1 or (b == 2 and c == 3).
    expect(parseSpEL(spel)).toMatchObject({ combinator: 'or', rules: [{ field: 'a' }, { combinator: 'and' }] });
    expect(read(spel)).toEqual({ written: 3, dropped: [], meaningChanged: true });
    expect(read('d == 4 or ((a == 1 || b == 2) && c == 3)')?.meaningChanged).toBe(true);
  });

  it.each([
    'c == 3 and (a == 1 or b == 2)',
    '(a == 1 and b == 2) and c == 3',
    '(a == 1 and b == 2) or c == 3',
    '!(a == 1 or b == 2) and c == 3',
    "lastName matches '^Mc' or isMember == true",
    "name == 'x (or) y' and (a == 1 or b == 2)",
    '(a == 1 or b == 2)',
    'a == 1',
  ])('says nothing changed where it did not: %s', (spel) => {
    expect(read(spel)).toEqual(expect.objectContaining({ dropped: [], meaningChanged: false }));
  });

  it('names a condition parseSpEL leaves out', () => {
    const reading = read("name.startsWith('x') and (a == 1 or b == 2)");
    expect(reading).toEqual({ written: 3, dropped: ["name.startsWith('x')"], meaningChanged: false });
    expect(describeExpressionReading(reading!, 'SpEL', 'parseSpEL')).toBe(
      "1 of 3 conditions has no rule form (a method call or arithmetic, for example): name.startsWith('x').",
    );
  });

  it('cannot tell for text that does not parse or that it does not read', () => {
    for (const spel of ['', 'a ==', '(a == 1', 'a == 1 and', ')']) expect(read(spel)).toBeUndefined();
  });

  it('finds a changed meaning exactly when parseSpEL gives back a query that means otherwise than the one written', () => {
    const rule = fc
      .record({ field: fc.constantFrom('a', 'b', 'c', 'd'), value: fc.integer({ min: 0, max: 1 }) })
      .map(({ field, value }): RuleType => ({ field, operator: '=', value }));
    const group: fc.Memo<RuleGroupType> = fc.memo((depth) =>
      fc.record({
        combinator: fc.constantFrom('and', 'or'),
        not: fc.boolean(),
        rules: fc.array(depth > 1 ? fc.oneof(rule, group(depth - 1)) : rule, { minLength: 1, maxLength: 3 }),
      }),
    );
    fc.assert(
      // As plain objects: fast-check's records have no prototype, which formatQuery does not take for groups.
      fc.property(
        group(3).map((drawn) => JSON.parse(JSON.stringify(drawn)) as RuleGroupType),
        (query) => {
          const spel = formatQuery(query, 'spel');
          const reading = read(spel);
          if (reading === undefined) return;
          expect(reading.dropped).toEqual([]);
          // The alarm sounds exactly when the parser's query means otherwise than the query that wrote the text.
          expect(reading.meaningChanged).toBe(!sameMeaning(query, parseSpEL(spel)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never throws on any text', () => {
    const piece = fc.constantFrom('a == 1', ' and ', ' or ', '&&', '||', '!', 'not ', '(', ')', "'", "'x'", 'b.c(1)');
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(piece, { maxLength: 10 }).map((p) => p.join('')),
          fc.string(),
        ),
        (spel) => {
          expect(() => read(spel)).not.toThrow();
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('readExpressionMeaning with the site’s parseCEL and parseJSONata', () => {
  it('names the conditions they leave out, and finds no change where there is none', () => {
    // The claim on this release: arithmetic and a function call give no rule, and the rest is kept.
    expect(parseCEL('a + 1 > 2 && c == 3').rules).toEqual([{ field: 'c', operator: '=', value: 3 }]);
    expect(readExpressionMeaning('a + 1 > 2 && c == 3', (text) => parseCEL(text))).toEqual({
      written: 2,
      dropped: ['a + 1 > 2'],
      meaningChanged: false,
    });
    expect(readExpressionMeaning('(a == 1 || b == 2) && c == "x && y"', (text) => parseCEL(text))).toEqual({
      written: 3,
      dropped: [],
      meaningChanged: false,
    });
    expect(parseJSONata('$length(a) > 2 and c = 3').rules).toEqual([{ field: 'c', operator: '=', value: 3 }]);
    expect(readExpressionMeaning('$length(a) > 2 and c = 3', (text) => parseJSONata(text))?.dropped).toEqual([
      '$length(a) > 2',
    ]);
    expect(readExpressionMeaning('(a = 1 or b = 2) and c = "x or y"', (text) => parseJSONata(text))).toEqual({
      written: 3,
      dropped: [],
      meaningChanged: false,
    });
  });
});
