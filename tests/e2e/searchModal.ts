import { expect, type Page } from '@playwright/test';

/**
 * The Ctrl+K handler is registered when the search button hydrates, which is when its key chips are rendered
 * (attached, not visible: narrow screens hide them).
 */
export async function waitForSearchShortcut(page: Page) {
  await expect(page.locator('.DocSearch-Button-Key').first()).toBeAttached({ timeout: 20_000 });
}
