import type { Frame, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

// pa11y's engine, not pa11y: pa11y drives a Puppeteer browser of its own (whose install downloads Chrome), so its
// htmlcs runner's steps run here in the page Playwright has open, next to axe.

/** The WCAG 2 AA sniffs of HTML_CodeSniffer, as pa11y runs them by default. */
const standard = 'WCAG2AA';
/** HTML_CodeSniffer's message types: 1 error, 2 warning, 3 notice. pa11y fails on errors by default. */
const errorType = 1;

/** An error found on a page: the sniff's code, its message and the start of the element's markup. */
export interface HtmlcsError {
  readonly code: string;
  readonly message: string;
  readonly html: string;
}

/** An excused error: the sniff `code` on elements inside `within` (a CSS selector). */
export interface HtmlcsExcusal {
  readonly code: string;
  readonly within: string;
}

let source: string | undefined;

/** The browser build of HTML_CodeSniffer, which pa11y's htmlcs runner injects. */
function htmlcsSource(): string {
  source ??= readFileSync(require.resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');
  return source;
}

/**
 * Runs HTML_CodeSniffer's WCAG2AA sniffs on the page's document and on those of its frames the site serves (the
 * sandbox's preview), as axe reads frames too, and returns their errors, less the excused ones.
 */
export async function htmlcsErrors(page: Page, excusals: readonly HtmlcsExcusal[]): Promise<HtmlcsError[]> {
  const site = new URL(page.url()).origin;
  const frames = page.frames().filter((frame) => URL.canParse(frame.url()) && new URL(frame.url()).origin === site);
  const errors: HtmlcsError[] = [];
  for (const frame of frames) errors.push(...(await frameErrors(frame, excusals)));
  return errors;
}

/** The site's CSP allows no inline script, so the engine is evaluated (a script tag's content would be refused). */
async function frameErrors(frame: Frame, excusals: readonly HtmlcsExcusal[]): Promise<HtmlcsError[]> {
  await frame.evaluate(`${htmlcsSource()};window.HTMLCS = HTMLCS; 0`);
  return frame.evaluate(
    ([standardName, type, excused]) =>
      new Promise<HtmlcsError[]>((resolve, reject) => {
        const { HTMLCS } = window as unknown as { HTMLCS: Htmlcs };
        const collect = () =>
          resolve(
            HTMLCS.getMessages()
              .filter((message) => message.type === type)
              .filter(
                ({ code, element }) =>
                  !excused.some(
                    (excusal) =>
                      excusal.code === code && element instanceof Element && element.closest(excusal.within) !== null,
                  ),
              )
              .map(({ code, msg, element }) => {
                const markup = element instanceof Element ? element.outerHTML : element.nodeName;
                const html = markup.replace(/\s+/g, ' ');
                return { code, message: msg, html: html.length > 120 ? `${html.slice(0, 119)}…` : html };
              }),
          );
        HTMLCS.process(standardName, document, collect, () => reject(new Error('HTML_CodeSniffer failed')), 'en');
      }),
    [standard, errorType, excusals] as const,
  );
}

/** The part of HTML_CodeSniffer's global the runner uses. */
interface Htmlcs {
  process(standard: string, content: Document, done: () => void, failed: () => void, language: string): void;
  getMessages(): { code: string; msg: string; type: number; element: Node }[];
}

/** One readable entry per sniff and message: what it reports and where (the first 5 elements). */
export function describeHtmlcsErrors(errors: readonly HtmlcsError[]): string[] {
  const grouped = new Map<string, HtmlcsError[]>();
  for (const error of errors) {
    const what = `${error.code}: ${error.message}`;
    grouped.set(what, [...(grouped.get(what) ?? []), error]);
  }
  return [...grouped].map(([what, found]) => {
    const more = found.length > 5 ? ` … and ${found.length - 5} more` : '';
    return `${what} (${found.length}×) → ${found
      .slice(0, 5)
      .map((error) => error.html)
      .join(' | ')}${more}`;
  });
}
