interface IdleWindow {
  readonly document: { readonly readyState: DocumentReadyState };
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => unknown;
  setTimeout(callback: () => void, ms: number): unknown;
}

/** How long after the load event the task waits, so the page's own requests settle first. */
export const settleDelayMs = 3000;

/**
 * Runs `task` once the page has loaded, its own requests have had time to settle, and the main thread
 * is idle (or after 2 s more of waiting).
 */
export function scheduleWhenIdle(win: IdleWindow, task: () => void): void {
  const whenIdle = () => {
    if (win.requestIdleCallback) win.requestIdleCallback(task, { timeout: 2000 });
    else task();
  };
  const afterLoad = () => win.setTimeout(whenIdle, settleDelayMs);
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
}

/** Resolves when the main thread is next idle (or after 2 s of waiting), or on the next task without requestIdleCallback. */
export function whenIdle(win: Pick<IdleWindow, 'requestIdleCallback' | 'setTimeout'>): Promise<void> {
  return new Promise((resolve) => {
    if (win.requestIdleCallback) win.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else win.setTimeout(() => resolve(), 0);
  });
}
