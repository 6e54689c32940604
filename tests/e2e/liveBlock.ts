import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Scrolls to the live block whose static code contains `code` until `target` (something its preview renders) is in
 * the page: a live block turns into an editor and a preview only once it comes into view, and the static code it
 * replaces may go away mid-scroll.
 */
export async function revealLiveBlock(page: Page, code: string, target: Locator): Promise<void> {
  await expect(async () => {
    const placeholder = page.locator('pre', { hasText: code });
    if ((await placeholder.count()) > 0) await placeholder.first().scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(target.first()).toBeAttached({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await target.first().scrollIntoViewIfNeeded();
}
