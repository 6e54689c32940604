import type { Locator, Page } from '@playwright/test';

export interface PageWatch {
  /** Console errors, page errors and requests that left the machine, in order. */
  readonly problems: string[];
  /** Resolves to the bodies of every script fetched so far. */
  scriptBodies(): Promise<string[]>;
}

/** Starts recording what a page does that a test may want to forbid. */
export function watchPage(page: Page): PageWatch {
  const problems: string[] = [];
  const scripts: Array<Promise<string>> = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && !['data:', 'blob:'].includes(url.protocol)) {
      problems.push(`third-party request to ${url.origin}`);
    }
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  return { problems, scriptBodies: () => Promise.all(scripts) };
}

/** Replaces everything in the CodeMirror editor labelled `label` with `code`, as one paste would. */
export async function replaceEditorCode(page: Page, label: string, code: string, within?: Locator): Promise<void> {
  const editor = (within ?? page).getByRole('textbox', { name: label });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(code);
}

/** Text of the CodeMirror editor labelled `label`. */
export async function editorCode(page: Page, label: string): Promise<string> {
  return page
    .getByRole('textbox', { name: label })
    .evaluate((element) =>
      Array.from(element.querySelectorAll('.cm-line'), (line) => line.textContent ?? '').join('\n'),
    );
}
