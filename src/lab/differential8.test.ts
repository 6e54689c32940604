import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDifferentialProperty } from './differentialProperty';
import { labEngineIds, loadLabEngine } from './engines';
import { loadNodeOnlyEngine, nodeOnlyEngineIds } from './engines/nodeOnly';
import type { LabEngine } from './types';

/** Each case runs 15 exports on 13 engines (Prisma and Sequelize on PGlite through their own drivers). */
const propertyCases = Number(process.env.LAB_PROPERTY_CASES_8 ?? process.env.LAB_PROPERTY_CASES ?? 100);

let engines: LabEngine[] = [];

// Four PGlite databases start here (PostgreSQL, Drizzle's, Prisma's and Sequelize's).
beforeAll(async () => {
  engines = await Promise.all([
    ...labEngineIds.map((id) => loadLabEngine(id)),
    ...nodeOnlyEngineIds.map((id) => loadNodeOnlyEngine(id)),
  ]);
}, 240_000);

afterAll(async () => {
  for (const engine of engines) await engine.dispose?.();
});

describe('every 8.24.1 export on its real engine', () => {
  it(`agrees with the others on ${propertyCases} drawn queries, or the difference is a known, explained one`, async () => {
    const seen = await checkDifferentialProperty(engines, '8.24.1', propertyCases);
    expect(seen.size).toBeGreaterThan(0);
  }, 240_000);
});
