import { loadLabEngine } from '../engines';
import { runAllEngines } from '../runAll';
import type { LabEngine } from '../types';
import { locateLabFile } from './labAssets';
import type { LabWorkerReply, LabWorkerRequest } from './protocol';

/**
 * A worker that holds one engine of the lab: the page asks it to load the engine, then to run queries.
 * Off the main thread, a slow query never holds up typing, and the page can stop one by ending the worker.
 */
const reply = (message: LabWorkerReply) => self.postMessage(message);

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Files asked for so far, to say which one is on its way. */
const fetching: string[] = [];

const locateFile = (fileName: string) => {
  if (!fetching.includes(fileName)) fetching.push(fileName);
  reply({ type: 'progress', message: `Loading ${fetching.join(', ')}…` });
  return locateLabFile(fileName);
};

let engine: Promise<LabEngine> | undefined;

self.addEventListener('message', (event: MessageEvent<LabWorkerRequest>) => {
  const request = event.data;
  if (request.type === 'load') {
    engine ??= loadLabEngine(request.engine, { locateFile });
    engine.then(
      (loaded) => reply({ type: 'loaded', label: loaded.label, formats: Object.values(loaded.formats).flat() }),
      (error: unknown) => reply({ type: 'loadFailed', message: errorText(error) }),
    );
    return;
  }
  if (!engine) {
    reply({ type: 'runFailed', runId: request.runId, message: 'The engine was not loaded.' });
    return;
  }
  engine
    .then((loaded) => runAllEngines([loaded], request.query, request.options, request.versions))
    .then(
      (results) => reply({ type: 'result', runId: request.runId, results }),
      (error: unknown) => reply({ type: 'runFailed', runId: request.runId, message: errorText(error) }),
    );
});
