import { expect, test } from '@playwright/test';
import { nextLibraryVersion } from '../../config/docsVersions';
import { openDemo } from './demoPage';
import { compareNegatedMongo, expectOnlyWrapperMarked, expectReadableJson } from './upgradeCompare';

const sideways = () => document.documentElement.scrollWidth - window.innerWidth;

test('the change page and its badges fit a phone without sideways scrolling', async ({ page }) => {
  await page.goto('/docs/releases');
  await expect(page.getByRole('radio', { name: 'Props' })).toBeVisible();
  expect(await page.evaluate(sideways)).toBeLessThanOrEqual(0);
  await page.goto('/docs/components/querybuilder');
  await expect(page.locator('.api-history').first()).toBeVisible();
  expect(await page.evaluate(sideways)).toBeLessThanOrEqual(0);
});

test(`the ${nextLibraryVersion} comparison stacks its outputs on a phone`, async ({ page }) => {
  await openDemo(page, '/demo');
  await page.getByRole('tab', { name: 'Export' }).tap();
  await page.getByRole('combobox', { name: 'Format' }).selectOption('spel');
  await page.getByRole('button', { name: `Compare with ${nextLibraryVersion}` }).tap();
  const v7 = page.getByTestId('upgrade-v7');
  const v8 = page.getByTestId('upgrade-v8');
  await expect(v8).toContainText('^Ste.*');
  const [a, b] = [await v7.boundingBox(), await v8.boundingBox()];
  expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
  expect(await page.evaluate(sideways)).toBeLessThanOrEqual(0);
});

test(`the ${nextLibraryVersion} comparison of a negated group's MongoDB export stacks without blank blocks`, async ({
  page,
}) => {
  const { v7, v8 } = await compareNegatedMongo(page, true);
  await expectReadableJson(v7);
  await expectReadableJson(v8);
  await expectOnlyWrapperMarked(v7, v8);
  const [a, b] = [await v7.boundingBox(), await v8.boundingBox()];
  expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
  expect(await page.evaluate(sideways)).toBeLessThanOrEqual(0);
});
