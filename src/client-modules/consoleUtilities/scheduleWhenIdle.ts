interface IdleWindow {
  readonly document: { readonly readyState: DocumentReadyState };
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => unknown;
  setTimeout(callback: () => void, ms: number): unknown;
}

/** Runs `task` once the page has loaded and the main thread is idle (or after 2 s of waiting). */
export function scheduleWhenIdle(win: IdleWindow, task: () => void): void {
  const whenIdle = () => {
    if (win.requestIdleCallback) win.requestIdleCallback(task, { timeout: 2000 });
    else win.setTimeout(task, 1);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
