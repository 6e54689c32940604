/**
 * What the engine checks need from a browser, whichever protocol drives it: Firefox ESR over WebDriver BiDi
 * (puppeteer-core), WebKitGTK over classic WebDriver (selenium-webdriver and WebKitWebDriver).
 */
export interface EngineSession {
  /** The engine's name in failure messages. */
  readonly engine: string;
  /** Origin of the site as this engine reaches it. */
  readonly origin: string;
  /** Loads `path` in a full navigation and resolves once its load event has fired. */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs `fn` in the page (serialized: it must not close over anything) and returns its JSON-able result. */
  evaluate<A extends unknown[], T>(fn: (...args: A) => T, ...args: A): Promise<T>;
  /** Like `evaluate`, inside the first frame that `frameSelector` matches (which may be cross-origin). */
  evaluateInFrame<T>(frameSelector: string, fn: () => T): Promise<T>;
  /** A real pointer click on the first element `selector` matches. */
  click(selector: string): Promise<void>;
  /** Types `text` key by key into the first element `selector` matches. */
  type(selector: string, text: string): Promise<void>;
  /** Presses a key on whatever has focus, with Control held for `control`: a keyboard shortcut as a reader types it. */
  press(key: ShortcutKey, modifiers?: { control: boolean }): Promise<void>;
  /** Size of the page's viewport (Firefox) or of the window (WebKit, whose driver sizes windows only). */
  resize(width: number, height: number): Promise<void>;
  /**
   * Loads `path` in a viewport of exactly `width`×`height`; `evaluate` then runs in that page until the next
   * `goto` or `resize`. WebKit's window cannot be narrower than its toolbar (447 px), so there the page loads in a
   * frame of that size: its layout and media queries see the frame's width, as a phone's page sees the screen's.
   */
  openInViewport(path: string, width: number, height: number): Promise<void>;
  /** Console errors, uncaught exceptions and unhandled rejections since the previous call. */
  takeProblems(): Promise<string[]>;
  close(): Promise<void>;
}

/** The keys the checks press: the search shortcuts and Escape. */
export type ShortcutKey = '/' | 'k' | 'Escape';

export const desktopSize = { width: 1280, height: 900 } as const;
