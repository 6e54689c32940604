import { expect, test } from '@playwright/test';
import { sandboxUnavailable } from '../../src/demo/appCode';
import { flavourIds } from '../../src/flavours/registry';
import { openDemo, watchProblems } from './demoPage';

test.describe.configure({ timeout: 60_000 });

/** Every flavour's Code tab opens its App.tsx in this site's sandbox, whose preview runs it, or says why it cannot. */
for (const flavour of flavourIds.filter((id) => sandboxUnavailable[id] === undefined)) {
  test(`the ${flavour} demo's Code tab opens and runs in the sandbox`, async ({ page }) => {
    const problems = watchProblems(page);
    await openDemo(page, `/demo/${flavour}`);
    await page.getByRole('tab', { name: 'Code' }).click();
    const code = page.getByRole('region', { name: 'Code' });
    await code.getByRole('link', { name: 'Open in sandbox' }).click();
    await expect(page).toHaveURL(/\/sandbox(?:\?template=[\w-]+)?#code\//);
    const preview = page.frameLocator('iframe[title="Preview"]');
    await expect(preview.locator('.queryBuilder')).toBeVisible({ timeout: 30_000 });
    await expect(preview.locator('.queryBuilder [data-testid="rule"]').first()).toBeVisible();
    await expect(page.getByText('could not be read')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}
