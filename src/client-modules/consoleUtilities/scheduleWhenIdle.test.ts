import { describe, expect, it, vi } from 'vitest';
import { scheduleWhenIdle, settleDelayMs } from './scheduleWhenIdle';

function fakeWindow(readyState: DocumentReadyState, withIdleCallback: boolean) {
  const listeners: Array<() => void> = [];
  const win = {
    document: { readyState },
    addEventListener: vi.fn((_type: 'load', listener: () => void) => listeners.push(listener)),
    requestIdleCallback: withIdleCallback ? vi.fn((cb: () => void) => cb()) : undefined,
    setTimeout: vi.fn((cb: () => void) => cb()),
  };
  return { win, fireLoad: () => listeners.forEach((listener) => listener()) };
}

describe('scheduleWhenIdle', () => {
  it('waits for the load event before running the task', () => {
    const { win, fireLoad } = fakeWindow('interactive', true);
    const task = vi.fn();
    scheduleWhenIdle(win, task);
    expect(task).not.toHaveBeenCalled();
    fireLoad();
    expect(task).toHaveBeenCalledTimes(1);
    expect(win.setTimeout).toHaveBeenCalledWith(expect.any(Function), settleDelayMs);
    expect(win.requestIdleCallback).toHaveBeenCalledTimes(1);
  });

  it('runs at the next idle period when the page has already loaded', () => {
    const { win } = fakeWindow('complete', true);
    const task = vi.fn();
    scheduleWhenIdle(win, task);
    expect(task).toHaveBeenCalledTimes(1);
    expect(win.addEventListener).not.toHaveBeenCalled();
  });

  it('runs after the settle delay where requestIdleCallback is missing (Safari)', () => {
    const { win } = fakeWindow('complete', false);
    const task = vi.fn();
    scheduleWhenIdle(win, task);
    expect(win.setTimeout).toHaveBeenCalledTimes(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
