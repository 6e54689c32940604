import { describe, expect, it } from 'vitest';
import { formatQuery as formatQuery7 } from 'react-querybuilder';
import { formatQuery as formatQuery8 } from 'rqb8';
import { compareOutputs, explainDifference, lineSegments } from './compareOutputs';

const text = (segments: readonly { text: string }[] | undefined) => segments?.map((s) => s.text).join('') ?? '';

describe('compareOutputs', () => {
  const texts = (lines: readonly (readonly { text: string }[])[]) => lines.map(text);
  const marked = (lines: readonly (readonly { text: string; changed: boolean }[])[]) =>
    lines.flatMap((line) => line.filter((s) => s.changed).map((s) => s.text));

  it('keeps each output to its own lines and marks only what differs', () => {
    const { v7, v8 } = compareOutputs('a\nb\nc', 'a\nB\nc\nd');
    expect(texts(v7)).toEqual(['a', 'b', 'c']);
    expect(texts(v8)).toEqual(['a', 'B', 'c', 'd']);
    expect(marked(v7)).toEqual(['b']);
    expect(marked(v8)).toEqual(['B', 'd']);
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
    const lines = compareOutputs(v7, v8);
    expect(texts(lines.v7).join('\n')).toBe(v7);
    expect(texts(lines.v8).join('\n')).toBe(v8);
  });

  it("marks only the $nor wrapper of 8.24.1's MongoDB export of a negated group, not the lines it re-indents", () => {
    const query = {
      combinator: 'and',
      not: true,
      rules: [
        { field: 'firstName', operator: 'beginsWith', value: 'Ste' },
        { field: 'age', operator: '>', value: '28' },
        { combinator: 'or', rules: [{ field: 'country', operator: '=', value: 'US' }] },
      ],
    };
    const [a, b] = [formatQuery7(query, 'mongodb'), formatQuery8(query, 'mongodb')];
    const pretty = (json: string) => JSON.stringify(JSON.parse(json), null, 2);
    const lines = compareOutputs(pretty(a), pretty(b));
    expect(texts(lines.v7).join('\n')).toBe(pretty(a));
    expect(texts(lines.v8).join('\n')).toBe(pretty(b));
    expect(marked(lines.v7)).toEqual([]);
    // The wrapper's two opening lines and its two closing ones (which of the equal closing lines is marked is a tie).
    expect(marked(lines.v8).slice(0, 2)).toEqual(['"$nor": [', '{']);
    expect(marked(lines.v8).slice(2).sort()).toEqual([']', '}']);
    // A marked line starts after its indentation, so the mark never runs from column 0.
    for (const line of [...lines.v7, ...lines.v8]) expect(line[0]!.changed && /^\s/.test(line[0]!.text)).toBe(false);
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
