import fc from 'fast-check';
import { queryArbitrary } from './queryArbitrary';
import { runAllEngines } from './runAll';
import { describeDisagreement, explainDisagreements } from './semantics';
import type { LabEngine, LabVersion } from './types';

/**
 * The lab's differential property: drawn queries run on every engine with one release's exports, and every
 * disagreement between them must be a known, explained one. Returns how often each known difference explained
 * one. `LAB_PROPERTY_COLLECT=1` prints the unexplained ones instead of failing (for finding new classes);
 * `LAB_PROPERTY_SEED` replays a run.
 */
export async function checkDifferentialProperty(
  engines: readonly LabEngine[],
  version: LabVersion,
  cases: number,
): Promise<Map<string, number>> {
  const seen = new Map<string, number>();
  await fc.assert(
    fc.asyncProperty(queryArbitrary, async ({ query, parseNumbers }) => {
      // The engines work synchronously: let vitest's worker answer its runner between cases.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const results = await runAllEngines(engines, query, { parseNumbers, version });
      for (const disagreement of explainDisagreements(query, results, parseNumbers)) {
        if (disagreement.explanations.length === 0) {
          const message = `Unexplained (${version}): ${describeDisagreement(disagreement)}\n${JSON.stringify({ query, parseNumbers })}`;
          if (process.env.LAB_PROPERTY_COLLECT) console.log(message);
          else throw new Error(message);
        }
        for (const entry of disagreement.explanations) seen.set(entry.id, (seen.get(entry.id) ?? 0) + 1);
      }
    }),
    {
      numRuns: cases,
      seed: process.env.LAB_PROPERTY_SEED ? Number(process.env.LAB_PROPERTY_SEED) : undefined,
    },
  );
  if (process.env.LAB_PROPERTY_REPORT) console.log(version, JSON.stringify(Object.fromEntries(seen), null, 2));
  return seen;
}
