import { expect, type Page } from '@playwright/test';
import { demoOptionInfo, type DemoOptionId } from '../../src/demo/options';
import { watchPage } from './pageWatch';

/** Console errors, page errors and off-site requests seen while a test used a page. */
export const watchProblems = (page: Page): string[] => watchPage(page).problems;

export const builder = (page: Page) => page.getByRole('region', { name: 'Query builder' });

/** Opens a demo page and waits until its flavour has loaded and the builder shows rules. */
export async function openDemo(page: Page, path: string) {
  await page.goto(path);
  // Ready once hydrated, the hash read and the flavour loaded: the server-rendered page is not interactive.
  await expect(page.locator('[data-demo-ready]')).toHaveAttribute('data-demo-ready', 'true', { timeout: 40_000 });
  await expect(builder(page).locator('.rule').first()).toBeVisible();
}

export const option = (page: Page, id: DemoOptionId) =>
  page.getByRole('checkbox', { name: demoOptionInfo[id].label, exact: true });

export async function setOption(page: Page, id: DemoOptionId, on: boolean) {
  await option(page, id).setChecked(on);
  await expect(option(page, id)).toBeChecked({ checked: on });
}

/** The text of the export result for `format` (picked in the Export tab). */
export async function exportedAs(page: Page, format: string): Promise<string> {
  await page.getByRole('tab', { name: 'Export' }).click();
  await page.getByRole('combobox', { name: 'Format' }).selectOption(format);
  // One element per highlighted line; innerText would add an extra newline for each line's <br>. New code shows
  // unhighlighted until Prism is in, so wait for the lines.
  const lines = page.getByTestId('export-result').locator('pre code .token-line');
  await expect(lines.first()).toBeAttached();
  return (await lines.allTextContents()).join('\n').trim();
}

export const exportedJson = async (page: Page): Promise<unknown> =>
  JSON.parse(await exportedAs(page, 'json_without_ids'));

/** Switches the site's colour mode with the navbar toggle and waits for it to apply. */
export async function switchColorMode(page: Page, mode: 'light' | 'dark') {
  const html = page.locator('html');
  // The toggle cycles through the modes (light, dark and possibly "system"): click until it is `mode`.
  for (let clicks = 0; clicks < 3 && (await html.getAttribute('data-theme')) !== mode; clicks++) {
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  }
  await expect(html).toHaveAttribute('data-theme', mode);
}
