import type { RuleGroupType, RuleGroupTypeAny } from 'react-querybuilder';
import type { LabEngine, LabResult, LabRunOptions } from './types';

/** Runs the query on every engine, one after the other (they share one thread), in the engines' order. */
export async function runAllEngines(
  engines: readonly LabEngine[],
  query: RuleGroupTypeAny,
  options: LabRunOptions,
): Promise<LabResult[]> {
  const results: LabResult[] = [];
  // The engines take the independent-combinator shape too: formatQuery accepts either.
  for (const engine of engines) results.push(...(await engine.run(query as RuleGroupType, options)));
  return results;
}
