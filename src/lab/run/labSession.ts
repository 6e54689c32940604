import { createLabClient, type LabClient, type LabWorkerLike } from './labClient';

let client: LabClient | undefined;

/**
 * The page's one lab client. It outlives the Run tab (and a move to another flavour's demo): engines that
 * have loaded stay loaded while the reader looks at other tabs.
 */
export function labClient(): LabClient {
  client ??= createLabClient({
    createWorker: () =>
      new Worker(new URL('./labWorker.ts', import.meta.url), { name: 'query-lab' }) as unknown as LabWorkerLike,
  });
  return client;
}

/** Starts every engine loading: the reader opened the Run tab or pointed at it. */
export function startLab(): void {
  labClient().load();
}
