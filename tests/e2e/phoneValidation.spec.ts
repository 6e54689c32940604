import { expect, test } from '@playwright/test';
import { revealLiveBlock } from './liveBlock';

/**
 * On a phone, the Next validation page's field-level sample shows its message under the value, so the message makes
 * the rule no wider than it is without it.
 */
// The live preview loads the editor and the library first: on a busy machine that alone takes a good part of 30 s.
test.describe.configure({ timeout: 90_000 });

test('Field-level validation on a phone: the message sits under the value and adds no width', async ({ page }) => {
  await page.goto('/docs/next/utils/validation#field-based-validation');
  const message = page.locator('.rule small', { hasText: 'Must be 18 or over' });
  await revealLiveBlock(page, 'function ValueEditorWithMessage', message);
  await expect(message).toBeVisible({ timeout: 20_000 });
  const rule = page.locator('.rule', { has: page.locator('small', { hasText: 'Must be 18 or over' }) });
  const value = await rule.locator('.rule-value').boundingBox();
  const wrapper = await rule.locator('span', { has: page.locator('small') }).boundingBox();
  const below = await message.boundingBox();
  // The message sits under the value input and adds no width to the row: the wrapper is as wide as the input.
  expect(below!.y).toBeGreaterThanOrEqual(value!.y + value!.height - 1);
  expect(wrapper!.width).toBeLessThanOrEqual(value!.width + 1);
});
