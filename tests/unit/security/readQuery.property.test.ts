import { mkdirSync, writeFileSync } from 'node:fs';
import fc from 'fast-check';
import type { RuleGroupType } from 'react-querybuilder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LabEngine } from '../../../src/lab/types';
import { foundBodies, hostileBody } from './hostileBodies';
import { judge } from './judge';
import { readQueryMutants } from './mutants';
import { pageReadQuery, serverSidePages, type PageVersion } from './pageSample';
import type { SpecGroup } from './reference';
import { loadServerEngines, runAccepted } from './serverEngines';

/**
 * Hostile request bodies sent through each server-side page's `readQuery`, exactly as the page prints it, and
 * what it accepts through the export the page recommends, on the real engines. Every body must be refused, or
 * return on every engine the rows the pages' rules give it, with the guard table untouched.
 * `SECURITY_PROPERTY_SEED` replays a run; `SECURITY_PROPERTY_CASES` sets its length.
 */
const cases = Number(process.env.SECURITY_PROPERTY_CASES ?? 250);
const seed = Number(process.env.SECURITY_PROPERTY_SEED ?? Date.now() % 2 ** 31);
const versions = Object.keys(serverSidePages) as PageVersion[];

let engines: LabEngine[] = [];
const report: Record<string, unknown> = { seed, cases };

// PGlite starts a whole PostgreSQL: seconds on an idle machine, tens of seconds on a busy one.
beforeAll(async () => {
  engines = await loadServerEngines();
}, 180_000);

afterAll(() => {
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/security-property.json', `${JSON.stringify(report, null, 2)}\n`);
});

describe.each(versions)('the %s server-side page’s readQuery against hostile bodies', (version) => {
  it(`refuses each body or runs the allowed rows on PGlite, SQLite, mingo and json-logic-js (${cases} bodies)`, async () => {
    const readQuery = pageReadQuery(version);
    const tally = {
      accepted: 0,
      refused: 0,
      attacks: {} as Record<string, number>,
      engines: {} as Record<string, number>,
    };
    const started = Date.now();
    try {
      await fc.assert(
        fc.asyncProperty(hostileBody, async ({ text, attacks }) => {
          // The engines work synchronously: let vitest's worker answer its runner between cases.
          await new Promise((resolve) => setTimeout(resolve, 0));
          for (const attack of attacks) tally.attacks[attack] = (tally.attacks[attack] ?? 0) + 1;
          const verdict = judge(readQuery, text);
          if (verdict.problem) throw new Error(`${verdict.problem}\nbody: ${text}`);
          if (verdict.refusal !== undefined || !verdict.spec.ok) {
            tally.refused += 1;
            return;
          }
          tally.accepted += 1;
          const outcomes = await runAccepted(
            engines,
            version,
            verdict.accepted as RuleGroupType,
            verdict.spec.query as SpecGroup,
          );
          for (const { result } of outcomes) {
            const key = `${result.engine} ${result.format}: ${result.error === undefined ? 'ran' : 'failed'}`;
            tally.engines[key] = (tally.engines[key] ?? 0) + 1;
          }
          const problems = outcomes.flatMap((o) => (o.problem ? [o.problem] : []));
          if (problems.length > 0) throw new Error(`${problems.join('\n')}\nbody: ${text}`);
        }),
        { numRuns: cases, seed },
      );
    } catch (error) {
      throw new Error(`Seed ${seed} (replay: SECURITY_PROPERTY_SEED=${seed}).\n${String(error)}`);
    }
    report[version] = { ...tally, seconds: (Date.now() - started) / 1000 };
    // Both kinds must occur, or the run proved nothing about one of them.
    expect(tally.accepted).toBeGreaterThan(cases / 10);
    expect(tally.refused).toBeGreaterThan(cases / 10);
  }, 300_000);
});

describe.each(versions)('the %s server-side page’s readQuery against the bodies an attacker found', (version) => {
  it.each(
    foundBodies.map((body) => [body.length > 200 ? `${body.slice(0, 120)}… (${body.length} characters)` : body, body]),
  )(
    'refuses %s, or runs it right on every engine',
    async (_name, body) => {
      const verdict = judge(pageReadQuery(version), body);
      expect(verdict.problem).toBeUndefined();
      if (verdict.refusal !== undefined || !verdict.spec.ok) return;
      const outcomes = await runAccepted(
        engines,
        version,
        verdict.accepted as RuleGroupType,
        verdict.spec.query as SpecGroup,
      );
      expect(outcomes.flatMap((o) => (o.problem ? [o.problem] : []))).toEqual([]);
    },
    60_000,
  );
});

describe.each(versions)('the check on the %s page with one rule removed', (version) => {
  const results: Record<string, unknown> = {};

  it.each(readQueryMutants.map((mutant) => [mutant.rule, mutant] as const))(
    'fails without “%s”',
    async (_rule, mutant) => {
      const readQuery = pageReadQuery(version, mutant.edit);
      const check = fc.check(
        fc.property(hostileBody, ({ text }) => judge(readQuery, text).problem === undefined),
        { numRuns: 20_000, seed, endOnFailure: true },
      );
      expect(check.failed, `the property still holds with “${mutant.rule}” removed`).toBe(true);
      const body = check.counterexample![0].text;
      const verdict = judge(readQuery, body);
      const consequence: string[] = [];
      if (verdict.accepted !== undefined) {
        // What the engines do with a body the rule would have refused.
        for (const engine of engines) {
          const runs = await engine.run(verdict.accepted as RuleGroupType, {
            parseNumbers: false,
            exportQuery: (await import('./serverEngines')).recommendedExport(version),
            timeoutMs: 5000,
          });
          for (const r of runs) {
            consequence.push(
              `${r.engine} ${r.format}: ${r.error === undefined ? `${r.matches?.length ?? 0} rows` : `failed (${r.error.slice(0, 80)})`}${r.guardIntact === false ? ', guard table touched' : ''}`,
            );
          }
        }
      }
      results[mutant.rule] = { caughtAfter: check.numRuns, problem: verdict.problem, body, consequence };
      report[`mutants ${version}`] = results;
    },
    120_000,
  );
});
