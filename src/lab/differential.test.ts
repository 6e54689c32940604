import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { labEngineIds, loadLabEngine } from './engines';
import { queryArbitrary } from './queryArbitrary';
import { runAllEngines } from './runAll';
import { describeDisagreement, explainDisagreements } from './semantics';
import type { LabEngine } from './types';

/** Enough drawn queries to meet most listed differences each run; each runs 11 exports, ~90 ms in all. */
const propertyCases = Number(process.env.LAB_PROPERTY_CASES ?? 120);

let engines: LabEngine[] = [];

// PGlite starts a whole PostgreSQL: measured 8 s on an idle 2-core machine, 55 s at load average 28.
beforeAll(async () => {
  engines = await Promise.all(labEngineIds.map((id) => loadLabEngine(id)));
}, 180_000);

describe('every export on its real engine', () => {
  it(`agrees with the others on ${propertyCases} drawn queries, or the difference is a known, explained one`, async () => {
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(queryArbitrary, async ({ query, parseNumbers }) => {
        // The engines work synchronously: let vitest's worker answer its runner between cases.
        await new Promise((resolve) => setTimeout(resolve, 0));
        const results = await runAllEngines(engines, query, { parseNumbers });
        for (const disagreement of explainDisagreements(query, results, parseNumbers)) {
          if (disagreement.explanations.length === 0 && process.env.LAB_PROPERTY_COLLECT) {
            console.log(
              `Unexplained: ${describeDisagreement(disagreement)}\n${JSON.stringify({ query, parseNumbers })}`,
            );
          } else if (disagreement.explanations.length === 0) {
            throw new Error(
              `Unexplained: ${describeDisagreement(disagreement)}\n${JSON.stringify({ query, parseNumbers })}`,
            );
          }
          for (const entry of disagreement.explanations) seen.set(entry.id, (seen.get(entry.id) ?? 0) + 1);
        }
      }),
      {
        numRuns: propertyCases,
        seed: process.env.LAB_PROPERTY_SEED ? Number(process.env.LAB_PROPERTY_SEED) : undefined,
      },
    );
    if (process.env.LAB_PROPERTY_REPORT) console.log(JSON.stringify(Object.fromEntries(seen), null, 2));
    expect(seen.size).toBeGreaterThan(0);
    // 150 cases: measured 14 s on an idle machine, 100 s for 400 at load average 28.
  }, 120_000);
});
