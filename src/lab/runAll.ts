import type { RuleGroupType, RuleGroupTypeAny } from 'react-querybuilder';
import { release7, type LabEngine, type LabResult, type LabRunOptions, type LabVersion } from './types';

/**
 * Runs the query on every engine, one after the other (they share one thread), in the engines' order, for each
 * release asked for (the run's own `version`, else 7.7.1). An engine runs only the releases it serves.
 */
export async function runAllEngines(
  engines: readonly LabEngine[],
  query: RuleGroupTypeAny,
  options: LabRunOptions,
  versions: readonly LabVersion[] = [options.version ?? release7],
): Promise<LabResult[]> {
  const results: LabResult[] = [];
  // The engines take the independent-combinator shape too: formatQuery accepts either.
  for (const version of versions) {
    for (const engine of engines) results.push(...(await engine.run(query as RuleGroupType, { ...options, version })));
  }
  return results;
}
