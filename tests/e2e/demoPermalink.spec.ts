import { expect, test } from '@playwright/test';
import { builder, exportedAs, openDemo, option, setOption, watchProblems } from './demoPage';

// The longest test here took 17 s in a full run at load average 14 on 2 cores.
test.describe.configure({ timeout: 60_000 });

test.describe('demo permalinks', () => {
  let problems: string[];
  test.beforeEach(({ page }) => {
    problems = watchProblems(page);
  });
  test.afterEach(() => expect(problems).toEqual([]));

  test('the state survives a reload and a flavour switch', async ({ page }) => {
    await openDemo(page, '/demo');
    await setOption(page, 'showCloneButtons', true);
    await setOption(page, 'parseNumbers', true);
    await builder(page).locator('.ruleGroup-addRule').first().click();
    await expect(builder(page).locator('.rule')).toHaveCount(6);
    const mongo = await exportedAs(page, 'mongodb');
    await expect(page).toHaveURL(/#s=/);

    await page.reload();
    await expect(builder(page).locator('.rule')).toHaveCount(6);
    await expect(option(page, 'showCloneButtons')).toBeChecked();
    await expect(option(page, 'parseNumbers')).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Format' })).toHaveValue('mongodb');
    expect(await exportedAs(page, 'mongodb')).toBe(mongo);

    await page.getByRole('navigation', { name: 'Demo flavours' }).getByRole('link', { name: 'Material UI' }).click();
    await expect(page).toHaveURL(/\/demo\/material#s=/);
    await expect(page.locator('[data-demo-ready]')).toHaveAttribute('data-demo-ready', 'true', { timeout: 40_000 });
    await expect(builder(page).locator('.rule')).toHaveCount(6);
    await expect(builder(page).locator('.MuiInputBase-root').first()).toBeVisible();
    await expect(option(page, 'showCloneButtons')).toBeChecked();
    expect(await exportedAs(page, 'mongodb')).toBe(mongo);

    // The permalink names its flavour: opened on another flavour's page, it moves to its own.
    const materialLink = page.url();
    await page.goto(materialLink.replace('/demo/material#', '/demo/antd#'));
    // The move happens once the antd page has hydrated and read the hash, which takes a while on a busy machine.
    await expect(page).toHaveURL(/\/demo\/material#s=/, { timeout: 30_000 });
    await expect(builder(page).locator('.rule')).toHaveCount(6);
  });

  test('docs links switch single options on, as a query string or (older links) a hash', async ({ page }) => {
    for (const link of [
      '/demo?showCloneButtons=true&showNotToggle=true',
      '/demo#showCloneButtons=true&showNotToggle=true',
    ]) {
      await openDemo(page, link);
      await expect(option(page, 'showCloneButtons')).toBeChecked();
      await expect(builder(page).locator('.rule-cloneRule').first()).toBeVisible();
      await expect(builder(page).locator('.ruleGroup-notToggle').first()).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      // The options move into the permalink hash, so unticking one later is not undone by a reload.
      await expect(page).toHaveURL(/\/demo#s=/);
    }
  });

  test('a damaged hash shows a notice and the default demo', async ({ page }) => {
    for (const hash of ['#s=N4IgbiBcCMA0IDMog', '#s=%E0%A4%A', '#nonsense=1', '#s=' + 'A'.repeat(5000)]) {
      await openDemo(page, `/demo${hash}`);
      await expect(page.getByRole('alert')).toContainText('could not be fully restored');
      await expect(builder(page).locator('.rule')).toHaveCount(5);
      await page.getByRole('button', { name: 'Dismiss' }).click();
      await expect(page.getByRole('alert')).toHaveCount(0);
    }
  });
});
