import type { LabEngine, LabEngineId } from '../../types';

/**
 * Engines that run in Node only (the property tests), never in the Run tab: their packages live in tools/lab-node.
 * The Run tab names them with the reason (src/lab/run/engineNames.ts).
 */
export const nodeOnlyEngineIds = ['prisma', 'sequelize'] as const satisfies readonly LabEngineId[];

export async function loadNodeOnlyEngine(id: (typeof nodeOnlyEngineIds)[number]): Promise<LabEngine> {
  const engine =
    id === 'prisma'
      ? (await import('./prisma')).createPrismaEngine()
      : (await import('./sequelize')).createSequelizeEngine();
  await engine.load();
  return engine;
}
