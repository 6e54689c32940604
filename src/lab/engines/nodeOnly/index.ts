import type { LabEngine } from '../../types';
import { nodeOnlyEngineIds } from '../ids';

export { nodeOnlyEngineIds };

export async function loadNodeOnlyEngine(id: (typeof nodeOnlyEngineIds)[number]): Promise<LabEngine> {
  const engine =
    id === 'prisma'
      ? (await import('./prisma')).createPrismaEngine()
      : (await import('./sequelize')).createSequelizeEngine();
  await engine.load();
  return engine;
}
