export interface IdleDeadlineLike {
  timeRemaining(): number;
}

const minimumRoomMs = 25;

export type ScheduleIdle = (work: (deadline: IdleDeadlineLike) => void) => void;

/**
 * Wraps `run` so that calls are queued and run while the main thread is idle, several per idle period while it
 * lasts, each argument once. What `run` returns is dropped.
 */
export function idleQueue<A>(run: (arg: A) => unknown, scheduleIdle: ScheduleIdle): (arg: A) => void {
  const queued: A[] = [];
  const seen = new Set<A>();
  let scheduled = false;
  const work = (deadline: IdleDeadlineLike) => {
    scheduled = false;
    // At least one per idle period, so the queue always drains.
    do {
      const next = queued.shift();
      if (next === undefined) return;
      run(next);
      // A call can take 20 ms of a slow phone: start another only while the idle period has room for it.
    } while (deadline.timeRemaining() > minimumRoomMs);
    if (queued.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    scheduleIdle(work);
  };
  return (arg) => {
    if (seen.has(arg)) return;
    seen.add(arg);
    queued.push(arg);
    schedule();
  };
}
