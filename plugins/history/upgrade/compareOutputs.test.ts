import { describe, expect, it } from 'vitest';
import { formatQuery as formatQuery7 } from 'react-querybuilder';
import { formatQuery as formatQuery8 } from 'rqb8';
import { compareOutputs, explainDifference, lineSegments } from './compareOutputs';

const text = (segments: readonly { text: string }[] | undefined) => segments?.map((s) => s.text).join('') ?? '';

describe('compareOutputs', () => {
  it('keeps both outputs whole and marks only what differs', () => {
    const rows = compareOutputs('a\nb\nc', 'a\nB\nc\nd');
    expect(rows.map((r) => [text(r.v7), text(r.v8)])).toEqual([
      ['a', 'a'],
      ['b', 'B'],
      ['c', 'c'],
      ['', 'd'],
    ]);
    expect(rows[0]!.v7!.every((s) => !s.changed)).toBe(true);
    expect(rows[3]!.v8![0]!.changed).toBe(true);
  });

  it("highlights the changed stretch of 8.24.1's SpEL 'begins with' export", () => {
    const query = { combinator: 'and', rules: [{ field: 'firstName', operator: 'beginsWith', value: 'Stev' }] };
    const [a, b] = lineSegments(formatQuery7(query, 'spel'), formatQuery8(query, 'spel'));
    expect(a.filter((s) => s.changed).map((s) => s.text)).toEqual([]);
    expect(b.filter((s) => s.changed).map((s) => s.text)).toEqual(['.*']);
  });

  it('rebuilds each output from its segments', () => {
    const v7 = '{\n  "a": 1,\n  "b": [1, 2]\n}';
    const v8 = '{\n  "$nor": [\n    { "a": 1 }\n  ],\n  "b": [1, 2]\n}';
    const rows = compareOutputs(v7, v8);
    expect(
      rows
        .filter((r) => r.v7)
        .map((r) => text(r.v7))
        .join('\n'),
    ).toBe(v7);
    expect(
      rows
        .filter((r) => r.v8)
        .map((r) => text(r.v8))
        .join('\n'),
    ).toBe(v8);
  });
});

describe('explainDifference', () => {
  const query = (operator: string, not = false) => ({
    combinator: 'and',
    not,
    rules: [{ field: 'lastName', operator, value: 'son' }],
  });

  it("points at the migration guide's explanation of what the query uses, and says so where there is none", () => {
    expect(explainDifference(query('endsWith'), 'spel').texts.join()).toMatch(/ends with/);
    expect(explainDifference(query('='), 'spel').texts).toEqual([]);
    expect(explainDifference(query('=', true), 'mongodb').texts.join()).toMatch(/\$nor/);
    expect(explainDifference(query('='), 'mongodb').texts).toEqual([]);
    expect(explainDifference(query('='), 'mongodb').href).toBe('/docs/next/migrate#changed-defaults-and-output');
  });
});
