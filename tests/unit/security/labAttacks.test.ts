import type { RuleGroupType } from 'react-querybuilder';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoInitialQuery } from '../../../src/demo/fields';
import { labRows } from '../../../src/lab/dataset';
import { queryAttack } from '../../../src/lab/hostileQuery/attacks';
import type { LabEngine, LabResult } from '../../../src/lab/types';
import { loadServerEngines } from './serverEngines';

/** What the Run tab's hostile query says each raw attack does, on the lab's engines with 7.7.1's export. */
let engines: LabEngine[] = [];
beforeAll(async () => {
  engines = await loadServerEngines();
}, 180_000);

const runRaw = async (attackId: Parameters<typeof queryAttack>[0]) => {
  const body = queryAttack(attackId).alter(demoInitialQuery) as unknown as RuleGroupType;
  const results: LabResult[] = [];
  for (const engine of engines) results.push(...(await engine.run(body, { parseNumbers: false })));
  return (engine: string, format: string) => results.find((r) => r.engine === engine && r.format === format)!;
};
const all = labRows.map((r) => r.id);

describe('the raw export of each attack on the demo query', () => {
  it('operator: the sql format empties the guard table on PostgreSQL and SQLite', async () => {
    const result = await runRaw('operator');
    expect(result('postgresql', 'sql').guardIntact).toBe(false);
    expect(result('sqlite', 'sql').guardIntact).toBe(false);
  });

  it('combinator: every row from the parameterized exports', async () => {
    const result = await runRaw('combinator');
    for (const engine of ['postgresql', 'sqlite']) expect(result(engine, 'parameterized').matches).toEqual(all);
  });

  it('field-to-field value: every row from SQLite', async () => {
    const result = await runRaw('fieldValue');
    expect(result('sqlite', 'parameterized').matches).toEqual(all);
  });

  it('object value: MongoDB matches every customer with a last name', async () => {
    const result = await runRaw('objectValue');
    expect(result('mongodb', 'mongodb').matches).toEqual(labRows.filter((r) => r.lastName !== null).map((r) => r.id));
  });
});
