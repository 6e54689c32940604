import { expect, test } from '@playwright/test';
import { builder, openDemo } from './demoPage';

/**
 * A part of a page that loads on demand (a demo tab, the sandbox, a live example) can fail to load: offline, a
 * flaky network, a request the browser cancels. The page around it keeps working, says what failed, and Retry
 * loads it once the network is back.
 */
test('a demo tab whose code cannot load says so, and Retry loads it once the network is back', async ({ page }) => {
  await openDemo(page, '/demo');
  const scripts = '**/assets/js/**';
  await page.route(scripts, (route) => route.abort('internetdisconnected'));
  await page.getByRole('tab', { name: 'Import' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'The import could not be loaded' });
  await expect(alert).toBeVisible();
  // The rest of the demo is untouched: the builder still edits.
  await builder(page).locator('.ruleGroup-addRule').first().click();
  await expect(builder(page).locator('.rule')).toHaveCount(6);
  await page.unroute(scripts);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(alert).toHaveCount(0);
  await expect(page.getByRole('tabpanel').getByRole('textbox').first()).toBeVisible();
});
