import { expect, test, type Locator, type Page } from '@playwright/test';
import { builder, exportedAs, openDemo, option } from './demoPage';
import { waitForSearchShortcut } from './searchModal';

/** Presses Tab until `target` has the focus; fails if it takes more than `maxPresses`. */
async function tabTo(page: Page, target: Locator, maxPresses = 40) {
  for (let presses = 0; presses < maxPresses; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `Tab should reach the element within ${maxPresses} presses`).toBeFocused({ timeout: 1 });
}

test.describe('keyboard only', () => {
  test('the skip link comes first and moves focus to the content; Tab reaches "Docs" and Enter follows it', async ({
    page,
  }) => {
    await page.goto('/');
    // Keys reach the skip link and the navbar's handlers once React has hydrated the page.
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink).toBeFocused();
    // The link focuses <main> only for a moment (Docusaurus removes the temporary tabindex at once), but the
    // browser's sequential focus starting point stays there: the next Tab lands inside the content, past the navbar.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.getByRole('main').evaluate((main) => main.contains(document.activeElement))).toBe(true);
    await expect(
      page
        .getByRole('banner')
        .or(page.getByRole('navigation', { name: 'Main' }))
        .locator(':focus'),
    ).toHaveCount(0);

    await page.goto('/');
    // Keys reach the skip link and the navbar's handlers once React has hydrated the page.
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    const docsLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs', exact: true });
    await tabTo(page, docsLink, 10);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/intro$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('Ctrl+K opens search, typing shows results, ArrowDown + Enter opens the chosen one, Escape closes', async ({
    page,
  }) => {
    await page.goto('/docs/intro');
    await waitForSearchShortcut(page);
    await page.keyboard.press('Control+k');
    const input = page.getByRole('searchbox');
    await expect(input).toBeFocused();
    await page.keyboard.type('formatQuery');
    const hits = page.getByRole('option');
    await expect(hits.nth(1)).toBeVisible();
    await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    const chosen = page.getByRole('option', { selected: true });
    await expect(chosen).toHaveId((await hits.nth(1).getAttribute('id')) as string);
    const target = await chosen
      .getByRole('link')
      .evaluate((link) => new URL((link as HTMLAnchorElement).href).pathname);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target.replace(/[.]/g, '\\.')}(#.*)?$`));
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);

    // The shortcut opens nothing while the closing modal still marks the body active, nor before the new page's
    // search button has mounted its listener.
    await expect(page.locator('body')).not.toHaveClass(/DocSearch--active/);
    await waitForSearchShortcut(page);
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('searchbox')).toHaveCount(0);
  });

  test('a demo option is reached with Tab and toggled with Space; the builder follows', async ({ page }) => {
    await openDemo(page, '/demo');
    await page.locator('body').focus();
    await tabTo(page, option(page, 'showCloneButtons'), 60);
    await expect(option(page, 'showCloneButtons')).not.toBeChecked();
    await expect(builder(page).getByTitle('Clone rule')).toHaveCount(0);
    await page.keyboard.press('Space');
    await expect(option(page, 'showCloneButtons')).toBeChecked();
    await expect(builder(page).getByTitle('Clone rule')).toHaveCount(5);
    await page.keyboard.press('Space');
    await expect(builder(page).getByTitle('Clone rule')).toHaveCount(0);
  });

  test('in the demo builder, Enter on "+ Rule" adds a rule and its field is changed from the keyboard', async ({
    page,
  }) => {
    await openDemo(page, '/demo');
    const rules = builder(page).locator('.rule');
    await expect(rules).toHaveCount(5);
    const addRule = builder(page).getByRole('button', { name: '+ Rule' }).first();
    // Start on the control just before it so that Tab, not a click, brings the focus there.
    await builder(page).getByRole('combobox').first().focus();
    await tabTo(page, addRule, 5);
    await page.keyboard.press('Enter');
    await expect(rules).toHaveCount(6);
    expect(await exportedAs(page, 'sql')).not.toContain('lastName');

    const field = rules.last().getByRole('combobox', { name: 'Fields' });
    await field.focus();
    await page.keyboard.type('Last');
    await expect(field).toHaveValue('lastName');
    expect(await exportedAs(page, 'sql')).toContain("lastName = ''");
  });
});
