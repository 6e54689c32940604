import type { RuleGroupTypeAny } from 'react-querybuilder';
import { release7, type LabResult, type LabRunOptions, type LabVersion } from '../types';
import { runTabEngines as labEngineIds, type RunTabEngineId as LabEngineId } from './engineNames';
import type { LabWorkerReply, LabWorkerRequest } from './protocol';

/** The part of a Worker the client uses, so tests can stand in for one. */
export interface LabWorkerLike {
  postMessage(message: LabWorkerRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<LabWorkerReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export interface LabRunRequest {
  /** Equal keys are the same run: asking again changes nothing. */
  readonly key: string;
  readonly query: RuleGroupTypeAny;
  readonly options: LabRunOptions;
  /** The releases whose exports run (default 7.7.1); an engine runs those it serves. */
  readonly versions?: readonly LabVersion[];
}

/** What the Run tab shows of one engine. */
export interface EngineView {
  readonly id: LabEngineId;
  readonly phase: 'idle' | 'loading' | 'ready' | 'failed';
  /** The engine's name and version once loaded. */
  readonly label?: string;
  /** Which file is on its way, while loading. */
  readonly progress?: string;
  readonly loadError?: string;
  /** A run is under way (the results shown are the previous run's). */
  readonly running: boolean;
  /** The key of the run that `results` or `runError` belong to. */
  readonly resultKey?: string;
  readonly results?: readonly LabResult[];
  /** Why the last run gave no results: the worker failed, or the run was stopped. */
  readonly runError?: string;
}

export type LabViews = Readonly<Record<LabEngineId, EngineView>>;

export interface LabClientOptions {
  readonly createWorker: (engine: LabEngineId) => LabWorkerLike;
  /** Each format's own limit, which the engines enforce themselves where they can (default 2000). */
  readonly timeoutMs?: number;
  /**
   * How long past the limit the client waits before ending the worker: the engines' own checks answer
   * first where they can; a synchronous statement (a recursive query the reader typed) never reaches them.
   */
  readonly graceMs?: number;
  readonly setTimer?: (callback: () => void, ms: number) => unknown;
  readonly clearTimer?: (timer: unknown) => void;
}

export interface LabClient {
  readonly views: () => LabViews;
  readonly subscribe: (listener: () => void) => () => void;
  /** Starts loading these engines (all by default), each in its own worker; loaded ones stay. */
  readonly load: (engines?: readonly LabEngineId[]) => void;
  /** Runs the request on every loaded or loading engine, as soon as each is free; only the latest waits. */
  readonly run: (request: LabRunRequest) => void;
  /** Loads a failed engine again. */
  readonly retry: (engine: LabEngineId) => void;
  readonly dispose: () => void;
}

interface EngineSlot {
  worker?: LabWorkerLike;
  /** The run the worker is busy with. */
  current?: { runId: number; request: LabRunRequest; timer: unknown };
  /** The latest request, waiting for the engine to load or finish. */
  pending?: LabRunRequest;
  /** The last request taken, to ignore repeats. */
  lastKey?: string;
}

const describe = (error: ErrorEvent | undefined) =>
  error?.message ? error.message : 'The engine could not be started in this browser.';

/**
 * Runs the lab's engines in workers, one per engine, so that one slow WebAssembly download or a runaway
 * query holds up nothing else. A run that outlasts its limit ends its worker; a fresh one loads in its place.
 */
export function createLabClient({
  createWorker,
  timeoutMs = 2000,
  graceMs = 1000,
  setTimer = (callback, ms) => setTimeout(callback, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: LabClientOptions): LabClient {
  let views = Object.fromEntries(labEngineIds.map((id) => [id, { id, phase: 'idle', running: false }])) as Record<
    LabEngineId,
    EngineView
  >;
  const slots = Object.fromEntries(labEngineIds.map((id) => [id, {}])) as Record<LabEngineId, EngineSlot>;
  const listeners = new Set<() => void>();
  let nextRunId = 1;
  /** The newest request: an engine that finishes loading (or loads again) runs it. */
  let latest: LabRunRequest | undefined;

  const take = (id: LabEngineId) => {
    const slot = slots[id];
    if (!latest || slot.lastKey === latest.key) return;
    slot.lastKey = latest.key;
    slot.pending = latest;
  };

  const update = (id: LabEngineId, change: Partial<EngineView>) => {
    views = { ...views, [id]: { ...views[id], ...change } };
    for (const listener of listeners) listener();
  };

  const startRun = (id: LabEngineId, request: LabRunRequest) => {
    const slot = slots[id];
    if (!slot.worker) return;
    const runId = nextRunId++;
    // The engines stop a format that passes the limit where they can; a statement that never yields (a
    // runaway recursive query) is stopped here, with the whole worker, a little after the same limit.
    const timer = setTimer(() => stop(id), timeoutMs + graceMs);
    slot.current = { runId, request, timer };
    slot.worker.postMessage({
      type: 'run',
      runId,
      query: request.query,
      options: { ...request.options, timeoutMs },
      versions: request.versions ?? [release7],
    });
    update(id, { running: true });
  };

  const next = (id: LabEngineId) => {
    const slot = slots[id];
    const request = slot.pending;
    if (!request || slot.current || views[id].phase !== 'ready') return;
    slot.pending = undefined;
    startRun(id, request);
  };

  const finishRun = (id: LabEngineId, runId: number, change: Partial<EngineView>) => {
    const slot = slots[id];
    if (slot.current?.runId !== runId) return;
    clearTimer(slot.current.timer);
    const { key } = slot.current.request;
    slot.current = undefined;
    update(id, { running: false, resultKey: key, ...change });
    next(id);
  };

  const onReply = (id: LabEngineId, message: LabWorkerReply) => {
    switch (message.type) {
      case 'progress':
        update(id, { progress: message.message });
        return;
      case 'loaded':
        update(id, { phase: 'ready', label: message.label, progress: undefined, loadError: undefined });
        take(id);
        next(id);
        return;
      case 'loadFailed':
        fail(id, message.message);
        return;
      case 'result':
        finishRun(id, message.runId, { results: message.results, runError: undefined });
        return;
      case 'runFailed':
        finishRun(id, message.runId, { results: undefined, runError: message.message });
    }
  };

  const end = (id: LabEngineId) => {
    const slot = slots[id];
    if (slot.current) clearTimer(slot.current.timer);
    slot.current = undefined;
    slot.worker?.terminate();
    slot.worker = undefined;
  };

  const fail = (id: LabEngineId, message: string) => {
    end(id);
    update(id, { phase: 'failed', loadError: message, progress: undefined, running: false });
  };

  const start = (id: LabEngineId) => {
    const slot = slots[id];
    if (slot.worker) return;
    let worker: LabWorkerLike;
    try {
      worker = createWorker(id);
    } catch (error) {
      fail(id, error instanceof Error ? error.message : String(error));
      return;
    }
    slot.worker = worker;
    worker.onmessage = (event) => {
      if (slots[id].worker === worker) onReply(id, event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault?.();
      if (slots[id].worker === worker) fail(id, describe(event));
    };
    update(id, { phase: 'loading', progress: undefined, loadError: undefined });
    worker.postMessage({ type: 'load', engine: id });
  };

  /** The run outlasted its limit: end the worker and load a fresh one; a newer request runs there. */
  const stop = (id: LabEngineId) => {
    const slot = slots[id];
    const stopped = slot.current?.request;
    if (!stopped) return;
    end(id);
    update(id, {
      running: false,
      resultKey: stopped.key,
      results: undefined,
      runError: `Stopped: the query ran longer than ${timeoutMs / 1000} s, the lab's limit. The engine was restarted.`,
    });
    start(id);
  };

  return {
    views: () => views,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load: (engines = labEngineIds) => {
      for (const id of engines) if (views[id].phase === 'idle') start(id);
    },
    run: (request) => {
      latest = request;
      for (const id of labEngineIds) {
        if (views[id].phase !== 'loading' && views[id].phase !== 'ready') continue;
        take(id);
        next(id);
      }
    },
    retry: (id) => {
      if (views[id].phase !== 'failed') return;
      slots[id].lastKey = undefined;
      start(id);
    },
    dispose: () => {
      for (const id of labEngineIds) end(id);
      listeners.clear();
    },
  };
}
