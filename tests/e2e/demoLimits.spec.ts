import { expect, test, type Page } from '@playwright/test';
import { compressToEncodedURIComponent } from 'lz-string';
import { builder, openDemo, option, setOption, watchProblems } from './demoPage';

// The longest test here took 10 s in a full run at load average 14 on 2 cores.
test.describe.configure({ timeout: 60_000 });

const rule = (value: unknown = 'x') => ({ field: 'firstName', operator: '=', value });
const link = (q: unknown) =>
  `/demo#s=${compressToEncodedURIComponent(JSON.stringify({ v: 1, f: 'default', o: {}, x: 'sql', q }))}`;
function nested(depth: number) {
  let group: Record<string, unknown> = { combinator: 'and', rules: [rule()] };
  for (let level = 1; level < depth; level++) group = { combinator: 'and', rules: [rule(), group] };
  return group;
}

/** The page still answers: an option toggles and the builder follows. */
async function expectResponsive(page: Page) {
  await setOption(page, 'showCloneButtons', true);
  await expect(builder(page).locator('.rule-cloneRule').first()).toBeVisible();
  await expect(option(page, 'showCloneButtons')).toBeChecked();
}

test.describe('demo limits', () => {
  let problems: string[];
  test.beforeEach(({ page }) => {
    problems = watchProblems(page);
  });
  test.afterEach(() => expect(problems).toEqual([]));

  for (const [name, q, reason] of [
    ['a too-deep permalink', nested(40), /nested more than 8 levels/],
    ['a huge-value permalink', { combinator: 'and', rules: [rule('x'.repeat(100_000))] }, /too large|longer than/],
    ['a {"toString":1} value', { combinator: 'and', rules: [rule({ toString: 1 })] }, /not text/],
  ] as const) {
    test(`${name} shows why it was refused, the defaults, and a responsive page`, async ({ page }) => {
      await openDemo(page, link(q));
      await expect(page.getByRole('alert')).toContainText('could not be fully restored');
      await expect(page.getByRole('alert')).toContainText(reason);
      await expect(builder(page).locator('.rule')).toHaveCount(5);
      await expectResponsive(page);
      await page.getByRole('tab', { name: 'Code' }).click();
      await expect(page.getByRole('region', { name: 'Code' })).toContainText('initialQuery');
    });
  }

  test('an import beyond the limits keeps the current query', async ({ page }) => {
    await openDemo(page, '/demo');
    await builder(page).locator('.ruleGroup-addRule').first().click();
    await expect(builder(page).locator('.rule')).toHaveCount(6);
    await page.getByRole('tab', { name: 'Import' }).click();
    const deep = `${'('.repeat(30)}firstName = 'a'${')'.repeat(30)}`;
    await page.getByRole('textbox', { name: /SQL to import/ }).fill(deep);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('The query was not changed');
    await expect(builder(page).locator('.rule')).toHaveCount(6);
    await expectResponsive(page);
  });

  test('a long value typed into the builder does not stall the Code tab', async ({ page }) => {
    await openDemo(page, '/demo');
    await builder(page).locator('.rule-value').first().fill('y'.repeat(50_000));
    await page.getByRole('tab', { name: 'Code' }).click();
    const code = page.getByRole('region', { name: 'Code' });
    await expect(code).toContainText('Shown without highlighting');
    await expect(code).toContainText('initialQuery');
    await expectResponsive(page);
  });
});
