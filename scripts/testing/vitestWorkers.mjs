import { availableParallelism } from 'node:os';

/**
 * Vitest's own default for `vitest run` is one worker fewer than the cores, which is a single worker on the
 * 2-core CI machine; our test files spend most of their time importing, so a worker per core halves the wall time.
 */
export const vitestWorkers = { maxWorkers: availableParallelism(), minWorkers: 1 };
