import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The Ctrl+K handler is registered when the search button hydrates, which is when its key chips are rendered
 * (attached, not visible: narrow screens hide them).
 */
export async function waitForSearchShortcut(page: Page) {
  await expect(page.locator('.DocSearch-Button-Key').first()).toBeAttached({ timeout: 20_000 });
}

/** The search modal's input. */
export function modalInput(page: Page): Locator {
  return page.locator('.DocSearch-Modal input.DocSearch-Input');
}

/** Paths of the modal's hits once they have rendered. */
export async function hitPaths(page: Page): Promise<string[]> {
  const hits = page.locator('.DocSearch-Hit a');
  await expect(hits.first()).toBeVisible();
  return hits.evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
}
