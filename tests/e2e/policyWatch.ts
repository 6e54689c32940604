import type { Page } from '@playwright/test';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Records CSP violations in the page (from its first script on) and CSP errors on the console. */
export async function watchPolicy(page: Page) {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return {
    /** Violations so far, once the browser has dispatched the pending reports. */
    async problems(): Promise<string[]> {
      const violations = await page.evaluate(
        () => new Promise<string[]>((done) => setTimeout(() => done(window.cspViolations ?? []), 100)),
      );
      return [...violations, ...consoleErrors];
    },
  };
}
