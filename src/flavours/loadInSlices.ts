/** One piece of a flavour's code: an import whose evaluation (the modules it adds) is a task of its own. */
export type Slice = () => Promise<unknown>;

interface SchedulerWithYield {
  readonly yield: () => Promise<void>;
}

/**
 * Lets the browser run what is waiting (input, paint, React's work) before the next slice. `scheduler.yield()`
 * resumes ahead of other queued tasks where the browser has it; elsewhere a timer ends the task.
 */
export function yieldToEventLoop(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Loads a flavour module by evaluating its dependencies slice by slice, one task each, then the module itself.
 * A UI library evaluated in one go (its theme, a few dozen styled components) blocked a phone for well over the
 * 50 ms of a long task; in slices each piece stays short and the page answers input in between.
 *
 * Give every import of one flavour the same `webpackChunkName`: they then form one chunk group, so the first
 * slice fetches all of the flavour's files at once and the later slices only evaluate what has arrived.
 */
export async function loadInSlices<T>(
  slices: readonly Slice[],
  last: () => Promise<T>,
  pause: () => Promise<void> = yieldToEventLoop,
): Promise<T> {
  for (const slice of slices) {
    await slice();
    await pause();
  }
  return last();
}
