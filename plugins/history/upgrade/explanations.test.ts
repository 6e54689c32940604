import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultOperators, formatQuery as formatQuery7, type RuleGroupTypeAny } from 'react-querybuilder';
import { formatQuery as formatQuery8 } from 'rqb8';
import { describe, expect, it } from 'vitest';
import upgradeCases from '../data/upgradeCases.json';
import upgradeOutputs from '../data/upgradeOutputs.json';
import { explanationsFor, migrationExplanations } from './explanations';

const guide = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'migrate.md'), 'utf8');
/** The guide's "Changed defaults and output" section, as plain text (no code marks). */
const changedOutput = guide
  .slice(guide.indexOf('## Changed defaults and output'), guide.indexOf('## Outputs that change when you upgrade'))
  .replaceAll('`', '');

const text = (output: unknown) => (typeof output === 'string' ? output : JSON.stringify(output));
type Export = (query: RuleGroupTypeAny, options: { format: string }) => unknown;
const versions = [formatQuery7, formatQuery8] as Export[];
const both = (query: RuleGroupTypeAny, format: string) => versions.map((run) => text(run(query, { format })));

const valueFor = (operator: string) =>
  ['in', 'notIn'].includes(operator) ? 'Vai,Vaughan' : ['between', 'notBetween'].includes(operator) ? '26,52' : 'son';
const single = (operator: string, not = false): RuleGroupTypeAny => ({
  combinator: 'and',
  not,
  rules: [{ field: 'lastName', operator, value: valueFor(operator) }],
});

describe("the migration guide's explanations of changed output, against 7.7.1 and 8.24.1", () => {
  const formats = upgradeCases.formats;
  const operators = defaultOperators.map((o) => o.name);

  it.each(formats)(
    'explain exactly the %s outputs that change, for every default operator, negated or not',
    (format) => {
      const unexplained: string[] = [];
      const untrue: string[] = [];
      for (const operator of operators) {
        for (const not of [false, true]) {
          const query = single(operator, not);
          const [v7, v8] = both(query, format);
          const explained = explanationsFor(query, format).length > 0;
          if (v7 !== v8 && !explained) unexplained.push(`${not ? 'not ' : ''}${operator}: ${v7} → ${v8}`);
          if (v7 === v8 && explained) untrue.push(`${not ? 'not ' : ''}${operator}`);
        }
      }
      expect(unexplained).toEqual([]);
      expect(untrue).toEqual([]);
    },
  );

  it('explain every row of the table of changed outputs', () => {
    const queries = upgradeCases.queries as Record<string, RuleGroupTypeAny>;
    for (const row of upgradeOutputs)
      expect(explanationsFor(queries[row.query]!, row.format), row.query).not.toEqual([]);
  });

  it("are the guide's own words, in its section on changed output", () => {
    // Sentence by sentence: the guide goes on after each with an example.
    for (const explanation of migrationExplanations)
      expect(changedOutput).toContain(explanation.text.replace(/\.$/, ''));
  });

  it("hold the guide's examples: SpEL's three patterns and MongoDB's negated group", () => {
    const spel = (operator: string, value: string) =>
      both({ combinator: 'and', rules: [{ field: 'f', operator, value }] }, 'spel').map((s) =>
        s.replace('f matches ', ''),
      );
    expect(spel('beginsWith', 'Stev')).toEqual(["'^Stev'", "'^Stev.*'"]);
    expect(spel('endsWith', 'son')).toEqual(["'son$'", "'.*son$'"]);
    expect(spel('contains', 'x')).toEqual(["'x'", "'.*x.*'"]);
    for (const quoted of ["firstName matches '^Stev.*'", "lastName matches '.*son$'", "'.*x.*' instead of 'x'"])
      expect(changedOutput).toContain(quoted);
    const negated = { combinator: 'and', not: true, rules: [{ field: 'firstName', operator: '=', value: 'Steve' }] };
    const [v7, v8] = both(negated, 'mongodb');
    expect(v7).toBe('{"firstName":"Steve"}');
    // "exactly as if it were not negated"
    expect(v7).toBe(both({ ...negated, not: false }, 'mongodb')[0]);
    expect(v8).toBe('{"$nor":[{"firstName":"Steve"}]}');
    expect(changedOutput).toContain(`exported as ${v7}`);
    expect(changedOutput).toContain(`8.24.1 exports ${v8}`);
  });
});
