import { describe, expect, it } from 'vitest';
import { labEngineIds } from '../engines';
import { release7, type LabEngineId, type LabResult } from '../types';
import { runTabEngines } from './engineNames';
import { createLabClient, type LabRunRequest, type LabWorkerLike } from './labClient';
import type { LabWorkerReply, LabWorkerRequest } from './protocol';

class FakeWorker implements LabWorkerLike {
  readonly received: LabWorkerRequest[] = [];
  terminated = false;
  onmessage: LabWorkerLike['onmessage'] = null;
  onerror: LabWorkerLike['onerror'] = null;
  constructor(readonly engine: LabEngineId) {}
  postMessage(message: LabWorkerRequest) {
    this.received.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  reply(message: LabWorkerReply) {
    this.onmessage?.({ data: message } as MessageEvent<LabWorkerReply>);
  }
  lastRun() {
    const run = this.received.filter((m) => m.type === 'run').at(-1);
    if (run?.type !== 'run') throw new Error('no run');
    return run;
  }
}

function setup() {
  const workers: FakeWorker[] = [];
  const timers = new Map<number, () => void>();
  let timerId = 0;
  const client = createLabClient({
    createWorker: (engine) => {
      const worker = new FakeWorker(engine);
      workers.push(worker);
      return worker;
    },
    setTimer: (callback) => {
      timers.set(++timerId, callback);
      return timerId;
    },
    clearTimer: (timer) => timers.delete(timer as number),
  });
  const fire = () => {
    const pending = [...timers.values()];
    timers.clear();
    for (const callback of pending) callback();
  };
  const of = (engine: LabEngineId) => workers.filter((w) => w.engine === engine);
  return { client, workers, of, fire, timers };
}

const request = (key: string): LabRunRequest => ({
  key,
  query: { combinator: 'and', rules: [] },
  options: { parseNumbers: false },
});
const result = (engine: LabEngineId, matches: number[]): LabResult => ({
  engine,
  format: 'cel',
  version: release7,
  ran: 'true',
  matches,
  durationMs: 1,
});

describe('createLabClient', () => {
  it('lists the same engines, in the same order, as the engines module', () => {
    expect(runTabEngines).toEqual([...labEngineIds]);
  });

  it('starts no worker until asked, then one per engine', () => {
    const { client, workers } = setup();
    client.run(request('a'));
    expect(workers).toHaveLength(0);
    client.load(['cel', 'sqlite']);
    expect(workers.map((w) => w.engine)).toEqual(['cel', 'sqlite']);
    expect(client.views().cel.phase).toBe('loading');
    expect(client.views().postgresql.phase).toBe('idle');
  });

  it('runs the latest request once the engine has loaded, and shows its progress meanwhile', () => {
    const { client, of } = setup();
    client.load(['sqlite']);
    client.run(request('a'));
    client.run(request('b'));
    const [worker] = of('sqlite');
    worker!.reply({ type: 'progress', message: 'Loading sql-wasm-browser.wasm…' });
    expect(client.views().sqlite.progress).toBe('Loading sql-wasm-browser.wasm…');
    worker!.reply({ type: 'loaded', label: 'SQLite 3.49', formats: ['sql'] });
    expect(worker!.received.filter((m) => m.type === 'run')).toHaveLength(1);
    expect(worker!.lastRun().options.timeoutMs).toBe(2000);
    worker!.reply({ type: 'result', runId: worker!.lastRun().runId, results: [result('sqlite', [1, 2])] });
    expect(client.views().sqlite).toMatchObject({
      phase: 'ready',
      label: 'SQLite 3.49',
      resultKey: 'b',
      running: false,
    });
    expect(client.views().sqlite.results?.[0]?.matches).toEqual([1, 2]);
  });

  it('keeps only the newest request while a run is under way, and ignores a repeat', () => {
    const { client, of } = setup();
    client.load(['cel']);
    const [worker] = of('cel');
    worker!.reply({ type: 'loaded', label: 'CEL', formats: ['cel'] });
    client.run(request('a'));
    const first = worker!.lastRun().runId;
    client.run(request('b'));
    client.run(request('c'));
    client.run(request('c'));
    expect(client.views().cel.running).toBe(true);
    worker!.reply({ type: 'result', runId: first, results: [result('cel', [1])] });
    expect(client.views().cel.resultKey).toBe('a');
    const runs = worker!.received.filter((m) => m.type === 'run');
    expect(runs).toHaveLength(2);
    worker!.reply({ type: 'result', runId: worker!.lastRun().runId, results: [result('cel', [3])] });
    expect(client.views().cel).toMatchObject({ resultKey: 'c', running: false });
  });

  it('ends a worker whose run outlasts the limit, says so, and loads a fresh engine without rerunning it', () => {
    const { client, of, fire } = setup();
    client.load(['sqlite']);
    const [first] = of('sqlite');
    first!.reply({ type: 'loaded', label: 'SQLite', formats: ['sql', 'parameterized'] });
    client.run(request('slow'));
    fire();
    expect(first!.terminated).toBe(true);
    expect(client.views().sqlite.runError).toMatch(/^Stopped: the query ran longer than 2 s/);
    expect(client.views().sqlite).toMatchObject({ phase: 'loading', resultKey: 'slow', running: false });
    const [, second] = of('sqlite');
    second!.reply({ type: 'loaded', label: 'SQLite', formats: ['sql'] });
    expect(second!.received.some((m) => m.type === 'run')).toBe(false);
    // A late answer of the ended worker changes nothing.
    first!.reply({ type: 'result', runId: first!.lastRun().runId, results: [] });
    expect(client.views().sqlite.runError).toMatch(/^Stopped/);
    client.run(request('quick'));
    expect(second!.lastRun().runId).toBeGreaterThan(0);
  });

  it('reports an engine that cannot load, and loads it again on retry', () => {
    const { client, of } = setup();
    client.load(['postgresql']);
    client.run(request('a'));
    of('postgresql')[0]!.reply({ type: 'loadFailed', message: 'Could not load pglite.wasm (HTTP 404).' });
    expect(client.views().postgresql).toMatchObject({
      phase: 'failed',
      loadError: 'Could not load pglite.wasm (HTTP 404).',
    });
    expect(of('postgresql')[0]!.terminated).toBe(true);
    client.retry('postgresql');
    const second = of('postgresql')[1]!;
    second.reply({ type: 'loaded', label: 'PostgreSQL 18', formats: ['sql'] });
    expect(second.lastRun().query).toEqual(request('a').query);
  });

  it('turns a worker error (a script that failed to load) into a message', () => {
    const { client, of } = setup();
    client.load(['jsonata']);
    of('jsonata')[0]!.onerror?.({ message: 'Failed to fetch', preventDefault: () => undefined } as ErrorEvent);
    expect(client.views().jsonata).toMatchObject({ phase: 'failed', loadError: 'Failed to fetch' });
  });

  it('shows an engine that rejected the run with its message', () => {
    const { client, of } = setup();
    client.load(['spel']);
    const worker = of('spel')[0]!;
    worker.reply({ type: 'loaded', label: 'SpEL', formats: ['spel'] });
    client.run(request('a'));
    worker.reply({ type: 'runFailed', runId: worker.lastRun().runId, message: 'boom' });
    expect(client.views().spel).toMatchObject({ runError: 'boom', results: undefined, resultKey: 'a' });
  });
});
