import { expect, test } from '@playwright/test';

const invite = 'https://discord.gg/MnAQWyUtEg';

test('the Discord page links the invite and redirects to it after the countdown', async ({ page }) => {
  const requested: string[] = [];
  // Keep the test offline: record the redirect instead of following it.
  await page.route('https://discord.gg/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Discord</title>' });
  });
  await page.clock.install();
  await page.goto('/discord');
  await expect(page.getByRole('link', { name: 'Open the Discord invite' })).toHaveAttribute('href', invite);
  // The installed clock still runs in real time until it is driven: a busy machine may already show a lower count.
  await expect(page.getByRole('status')).toContainText(/Taking you to Discord in [1-5] s/);
  for (let i = 0; i < 6; i++) await page.clock.runFor(1000);
  await expect(page).toHaveURL(invite);
  expect(requested).toEqual([invite]);
});

test('the automatic redirect can be cancelled', async ({ page }) => {
  await page.clock.install();
  await page.goto('/discord');
  await page.getByRole('button', { name: 'Stay here' }).click();
  await expect(page.getByRole('status')).toHaveText('Automatic redirect cancelled.');
  await page.clock.runFor(10_000);
  await expect(page).toHaveURL(/\/discord$/);
});
