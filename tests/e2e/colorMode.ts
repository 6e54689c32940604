import { expect, type Page } from '@playwright/test';

export const colorModes = ['light', 'dark'] as const;
export type ColorMode = (typeof colorModes)[number];

/** Makes the page's first document open in `mode`; a later document of the test keeps the mode switched to since. */
export async function startInColorMode(page: Page, mode: ColorMode): Promise<void> {
  await page.addInitScript((theme) => {
    try {
      if (localStorage.getItem('theme') === null) localStorage.setItem('theme', theme);
    } catch {
      // A sandboxed frame has no storage of its own; its page passes it the mode.
    }
  }, mode);
}

/**
 * Switches the colour mode of the open page the way a change made in another tab reaches it: Docusaurus applies a
 * stored choice it is told of through a storage event (its own toggle announces itself the same way). Unlike the
 * toggle, this works on a phone, whose toggle sits in the folded menu, and while a modal covers the navbar. Resolves
 * once components that take the mode from React have re-rendered and colour transitions have ended.
 */
export async function switchColorModeInPlace(page: Page, mode: ColorMode): Promise<void> {
  const html = page.locator('html');
  // Docusaurus listens from an effect: before hydration the event would go unheard.
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  // The listener's effect may commit just after the hydration mark: tell it again until the page has switched.
  await expect(async () => {
    await page.evaluate((theme) => {
      const oldValue = localStorage.getItem('theme');
      localStorage.setItem('theme', theme);
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'theme', oldValue, newValue: theme, storageArea: localStorage }),
      );
    }, mode);
    await expect(html).toHaveAttribute('data-theme', mode, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) await new Promise((next) => requestAnimationFrame(next));
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    // While Playwright records a trace, Chromium can leave a transition's `finished` pending after its end (a phone
    // on /demo/bulma, every run): the transitions' own end bounds the wait.
    const remaining = Math.max(
      0,
      ...transitions.map(
        (transition) =>
          Number(transition.effect?.getComputedTiming().endTime ?? 0) - Number(transition.currentTime ?? 0),
      ),
    );
    await Promise.race([
      Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined))),
      new Promise((ended) => setTimeout(ended, remaining + 100)),
    ]);
  });
}
