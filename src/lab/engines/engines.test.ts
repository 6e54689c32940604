import type { RuleGroupType } from 'react-querybuilder';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoInitialQuery } from '../../demo/fields';
import { hostileValues, literalMatches, withHostileValues } from '../hostile';
import { runAllEngines } from '../runAll';
import { explainDisagreements } from '../semantics';
import type { LabEngine, LabResult } from '../types';
import { labEngineIds, loadLabEngine } from './index';
import { positionalFromNamed } from './postgresql';

let engines: LabEngine[] = [];

// PGlite starts a whole PostgreSQL: measured 8 s on an idle 2-core machine, 55 s at load average 28.
// 7.7.1's seven engines: 8.24.1's run in src/lab/semanticsChecks.test.ts, which starts them once for its tests.
beforeAll(async () => {
  engines = await Promise.all(labEngineIds.slice(0, 7).map((id) => loadLabEngine(id)));
}, 180_000);

const engine = (id: LabEngine['id']) => engines.find((e) => e.id === id)!;
const sqlEngines = () => [engine('postgresql'), engine('sqlite')];

describe('the demo’s default query', () => {
  it('runs on all seven engines, with parseNumbers on: every format finds Steve and Stella', async () => {
    const results = await runAllEngines(engines, demoInitialQuery, { parseNumbers: true });
    expect(new Set(results.map((r) => r.engine))).toEqual(new Set(labEngineIds.slice(0, 7)));
    for (const result of results) {
      expect(result.error, `${result.engine} ${result.format}`).toBeUndefined();
      expect(result.matches, `${result.engine} ${result.format}`).toEqual([1, 6]);
    }
  });
});

describe('SQL engines', () => {
  it('run the reader’s own statement around the export and take the id column', async () => {
    const [result] = await engine('sqlite').run(demoInitialQuery, {
      parseNumbers: true,
      sqlTemplate: 'SELECT id, firstName FROM people WHERE {where} ORDER BY id DESC',
    });
    expect(result!.matches).toEqual([1, 6]);
    expect(result!.ran).toMatch(/^SELECT id, firstName FROM people WHERE \(firstName like 'Ste%'/);
  });

  it('report the database’s own message when it rejects the statement, and keep working', async () => {
    const query: RuleGroupType = { combinator: 'and', rules: [{ field: 'age', operator: 'contains', value: '2' }] };
    const [postgres] = await engine('postgresql').run(query, { parseNumbers: false });
    expect(postgres!.error).toMatch(/operator does not exist: integer ~~ unknown/);
    expect(postgres!.guardIntact).toBe(true);
    const [after] = await engine('postgresql').run(demoInitialQuery, { parseNumbers: true });
    expect(after!.matches).toEqual([1, 6]);
  });

  it('notice a statement that changes the guard table, and restore it for the next run', async () => {
    for (const db of sqlEngines()) {
      const [changed] = await db.run(demoInitialQuery, {
        parseNumbers: true,
        sqlTemplate: 'DELETE FROM lab_guard; SELECT id FROM people WHERE {where}',
      });
      expect(changed!.guardIntact, db.id).toBe(false);
      const [next] = await db.run(demoInitialQuery, { parseNumbers: true });
      expect(next!.guardIntact, db.id).toBe(true);
    }
  });

  it('stop a statement that runs past the timeout with a message', async () => {
    const results = await engine('sqlite').run(
      { combinator: 'and', rules: [{ field: 'lastName', operator: 'notNull', value: '' }] },
      {
        parseNumbers: true,
        timeoutMs: 0,
        sqlTemplate: 'SELECT id FROM (SELECT p.* FROM people p, people b) WHERE {where}',
      },
    );
    for (const result of results) expect(result.error).toMatch(/^Stopped after 0 ms/);
  });

  it('send named parameters to PostgreSQL as positions, in the order they appear', () => {
    expect(positionalFromNamed('a = $age_1 and b = $age_10 or c = $age_1', { age_1: 1, age_10: 10 })).toEqual({
      sql: 'a = $1 and b = $2 or c = $1',
      params: [1, 10],
    });
  });
});

describe('hostile values', () => {
  const sqlResults = async (query: RuleGroupType) => {
    const results: LabResult[] = [];
    for (const db of sqlEngines()) results.push(...(await db.run(query, { parseNumbers: false })));
    return results;
  };

  it.each(hostileValues.map((h) => [h.why, h.value] as const))(
    'equality with %s: sql and parameterized return exactly the literal matches, guard table untouched',
    async (_why, value) => {
      const query: RuleGroupType = { combinator: 'or', rules: [{ field: 'lastName', operator: '=', value }] };
      const expected = literalMatches(query);
      for (const result of await sqlResults(query)) {
        expect(result.guardIntact, `${result.engine} ${result.format}`).toBe(true);
        if (value.includes('\u0000')) {
          // PostgreSQL text cannot hold NUL, and SQLite reads the sql text only up to it: both refuse.
          if (result.engine === 'postgresql' || result.format === 'sql') expect(result.error).toBeDefined();
          else expect(result.matches).toEqual(expected);
        } else {
          expect(result.matches, `${result.engine} ${result.format}`).toEqual(expected);
        }
      }
    },
  );

  it('LIKE rules: every difference from the literal matches is a listed one (wildcards, backslash, case)', async () => {
    for (const { value } of hostileValues) {
      for (const operator of ['contains', 'beginsWith', 'doesNotContain']) {
        const query: RuleGroupType = { combinator: 'and', rules: [{ field: 'notes', operator, value }] };
        const expected = literalMatches(query);
        for (const result of await sqlResults(query)) {
          expect(result.guardIntact).toBe(true);
          if (result.error === undefined && JSON.stringify(result.matches) === JSON.stringify(expected)) continue;
          const explained = explainDisagreements(
            query,
            [result, { ...result, matches: expected, error: undefined }],
            false,
          );
          expect(
            explained.every((d) => d.explanations.length > 0),
            `${value} ${operator} ${result.engine}`,
          ).toBe(true);
        }
      }
    }
  });

  it('the switch puts the values in the text rules, and adds one to a query without', () => {
    const filled = withHostileValues(demoInitialQuery);
    expect(filled.rules[0]).toMatchObject({ field: 'firstName', value: "O'Brien" });
    expect(filled.rules[1]).toMatchObject({ field: 'age', value: '28' });
    const none = withHostileValues({ combinator: 'and', rules: [{ field: 'age', operator: '>', value: 3 }] });
    expect(none.rules).toHaveLength(2);
    expect(none.rules[1]).toMatchObject({ field: 'lastName', operator: '=', value: "O'Brien" });
  });
});
