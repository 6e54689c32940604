import { afterEach } from 'vitest';

// Vitest's worker reads its main process's replies only when its event loop turns, and the runner goes from test to
// test in microtasks: a file of synchronous tests longer than 60 s in all (the API reference's, on a loaded machine)
// saw Vitest's own timer call a reply lost ("Timeout calling onTaskUpdate") with every test passed. A turn after each
// test reads them.
afterEach(() => new Promise<void>((resolve) => setImmediate(resolve)));
