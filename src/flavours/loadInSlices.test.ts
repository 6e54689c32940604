import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadInSlices, yieldToEventLoop } from './loadInSlices';

describe('loadInSlices', () => {
  it('evaluates the slices in order, yielding after each, then loads the module', async () => {
    const steps: string[] = [];
    const slice = (name: string) => () => Promise.resolve().then(() => void steps.push(name));
    const pause = () => Promise.resolve().then(() => void steps.push('yield'));
    const module = await loadInSlices(
      [slice('styles'), slice('controls')],
      () => Promise.resolve('module').then((m) => (steps.push(m), m)),
      pause,
    );
    expect(module).toBe('module');
    expect(steps).toEqual(['styles', 'yield', 'controls', 'yield', 'module']);
  });

  it('starts a slice only once the one before it has finished', async () => {
    let release: () => void = () => undefined;
    const first = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const second = vi.fn(() => Promise.resolve());
    const loading = loadInSlices(
      [first, second],
      () => Promise.resolve('done'),
      () => Promise.resolve(),
    );
    await Promise.resolve();
    expect(first).toHaveBeenCalledOnce();
    expect(second).not.toHaveBeenCalled();
    release();
    await expect(loading).resolves.toBe('done');
    expect(second).toHaveBeenCalledOnce();
  });

  it('rejects with the first failing slice, loading nothing after it', async () => {
    const last = vi.fn(() => Promise.resolve('module'));
    const later = vi.fn(() => Promise.resolve());
    const failing = () => Promise.reject(new Error('chunk failed'));
    await expect(loadInSlices([failing, later], last, () => Promise.resolve())).rejects.toThrow('chunk failed');
    expect(later).not.toHaveBeenCalled();
    expect(last).not.toHaveBeenCalled();
  });

  it('loads the module directly when there are no slices', async () => {
    const pause = vi.fn(() => Promise.resolve());
    await expect(loadInSlices([], () => Promise.resolve(42), pause)).resolves.toBe(42);
    expect(pause).not.toHaveBeenCalled();
  });
});

describe('yieldToEventLoop', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToEventLoop();
    expect(yieldFn).toHaveBeenCalledOnce();
  });

  it('ends the task with a timer elsewhere', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    let done = false;
    const yielded = yieldToEventLoop().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.runAllTimersAsync();
    await yielded;
    expect(done).toBe(true);
  });
});
