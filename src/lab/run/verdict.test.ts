import type { RuleGroupType } from 'react-querybuilder';
import { describe, expect, it } from 'vitest';
import { labRows } from '../dataset';
import { release7, release8, type LabEngineId, type LabFormat, type LabResult } from '../types';
import { compareResults, describeOdd } from './comparison';
import { columnName } from './ComparisonTable';
import { explainRun } from './explain';
import { runVerdict } from './verdict';

const result = (engine: LabEngineId, format: LabFormat, matches: number[], version = release7): LabResult => ({
  engine,
  format,
  version,
  ran: '',
  matches,
  durationMs: 0,
});

// age > '28' without parseNumbers: SQL converts the text, MongoDB and CEL do not.
const query: RuleGroupType = { combinator: 'and', rules: [{ field: 'age', operator: '>', value: '28' }] };
const results = [
  result('postgresql', 'sql', [1, 3]),
  result('sqlite', 'sql', [1, 3]),
  result('jsonlogic', 'jsonlogic', [1, 3]),
  result('mongodb', 'mongodb', []),
  result('cel', 'cel', []),
];

describe('the Run tab’s verdict', () => {
  it('leads with the cause and its fix, and numbers each cause once', () => {
    const comparison = compareResults(results, labRows);
    const explanations = explainRun(query, results, false);
    const verdict = runVerdict(comparison, explanations, results.length);
    expect(verdict).toMatchObject({ kind: 'disagree', fix: 'parseNumbers' });
    expect(verdict.text).toBe('The engines disagree on 2 rows because of');
    expect(verdict.causes.map((c) => c.id)).toEqual(['number-as-text']);
    expect(explanations.causes.map((c) => c.number)).toEqual([1]);
    expect(explanations.rows.get(1)).toEqual([1]);
  });

  it('explains a cause in the words of the releases run: 7.7.1 alone names none of 8.24.1’s engines', () => {
    const comparison = compareResults(results, labRows);
    const alone = explainRun(query, results, false, ['7.7.1']).causes[0]!.explanation;
    expect(alone).toContain('MongoDB never finds a number equal to a string');
    expect(alone).not.toMatch(/Drizzle|SPARQL|Cypher|Prisma/);
    const both = explainRun(query, results, false, ['7.7.1', '8.24.1']).causes[0]!.explanation;
    expect(both).toMatch(/Drizzle.*SPARQL.*Cypher.*Prisma/s);
    expect(
      runVerdict(comparison, explainRun(query, results, false, ['7.7.1']), results.length).causes[0]!.explanation,
    ).toBe(alone);
  });

  it('says all agree with the row count, and what is still to come', () => {
    const agreeing = [result('postgresql', 'sql', [1]), result('mongodb', 'mongodb', [1])];
    const verdict = runVerdict(compareResults(agreeing, labRows), explainRun(query, agreeing, true), 4);
    expect(verdict).toMatchObject({ kind: 'agree', text: 'All 2 results agree: 1 row.', after: '2 still to come.' });
    const named = runVerdict(compareResults(agreeing, labRows), explainRun(query, agreeing, true), 4, [
      'SQLite (sql.js)',
      'Drizzle ORM (on PGlite)',
    ]);
    expect(named.after).toBe('SQLite (sql.js) and Drizzle ORM (on PGlite) still to come.');
  });

  it('gives a row only the causes that speak of the engines standing apart on it', () => {
    // firstName != 'Ana': row 36 has no first name; MongoDB counts it as "not equal", SQL leaves it out.
    const negation: RuleGroupType = {
      combinator: 'and',
      rules: [{ field: 'firstName', operator: '!=', value: 'Ana' }],
    };
    const rows = [result('sqlite', 'sql', []), result('postgresql', 'sql', []), result('mongodb', 'mongodb', [36])];
    const explanations = explainRun(negation, rows, false);
    const causes = explanations.rows.get(36)!.map((n) => explanations.causes.find((c) => c.number === n)!.id);
    expect(causes).toEqual(['nulls-in-negations']);
  });

  it('names columns plainly in its sentences, with the release when both are shown', () => {
    const comparison = compareResults(results, labRows);
    const row = comparison.rows.find((r) => r.row.id === 1)!;
    expect(describeOdd(row, (column) => columnName(column, false))).toBe('All but MongoDB and CEL matched it.');
    expect(columnName({ engine: 'postgresql', format: 'parameterized', version: release8 }, true)).toBe(
      `PostgreSQL parameterized (${release8})`,
    );
  });

  it('lists a caveat the query raises even when the engines agree', () => {
    const contains: RuleGroupType = { combinator: 'and', rules: [{ field: 'age', operator: 'contains', value: 3 }] };
    const explanations = explainRun(contains, [result('mongodb', 'mongodb', [])], false, [release7]);
    expect(explanations.causes).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 'mingo-regex-number', caveat: true })]),
    );
    expect(explanations.causes.every((cause) => cause.caveat)).toBe(true);
  });
});
