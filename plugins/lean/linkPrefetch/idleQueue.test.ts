import { describe, expect, it } from 'vitest';
import { idleQueue, type IdleDeadlineLike } from './idleQueue';

function idleScheduler() {
  const pending: ((deadline: IdleDeadlineLike) => void)[] = [];
  return {
    schedule: (work: (deadline: IdleDeadlineLike) => void) => void pending.push(work),
    /** Runs the next idle period with `budget` calls' worth of time. */
    idle(budget: number) {
      let left = budget;
      pending.shift()?.({ timeRemaining: () => (left-- > 0 ? 40 : 10) });
    },
    get pending() {
      return pending.length;
    },
  };
}

describe('idleQueue', () => {
  it('runs nothing until the main thread is idle, then as many calls as the idle period allows, in order', () => {
    const ran: string[] = [];
    const idle = idleScheduler();
    const prefetch = idleQueue((path: string) => ran.push(path), idle.schedule);
    prefetch('/a');
    prefetch('/b');
    prefetch('/c');
    expect(ran).toEqual([]);
    expect(idle.pending).toBe(1);
    idle.idle(1);
    expect(ran).toEqual(['/a', '/b']);
    idle.idle(0);
    expect(ran).toEqual(['/a', '/b', '/c']);
    expect(idle.pending).toBe(0);
  });

  it('runs each argument once', () => {
    const ran: string[] = [];
    const idle = idleScheduler();
    const prefetch = idleQueue((path: string) => ran.push(path), idle.schedule);
    prefetch('/a');
    prefetch('/a');
    idle.idle(5);
    prefetch('/a');
    expect(ran).toEqual(['/a']);
    expect(idle.pending).toBe(0);
  });
});
