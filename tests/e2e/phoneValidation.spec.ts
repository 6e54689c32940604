import { expect, test } from '@playwright/test';

/**
 * On a phone, the Next validation page's field-level sample shows its message under the value, so the rule's field
 * selector keeps room to show its label.
 */
// The live preview loads the editor and the library first: on a busy machine that alone takes a good part of 30 s.
test.describe.configure({ timeout: 90_000 });

test('Field-level validation on a phone: the message does not crush the field selector', async ({ page }) => {
  await page.goto('/docs/next/utils/validation#field-based-validation');
  // A live block turns into an editor and a preview once it comes into view.
  await page.locator('[data-live-code]', { hasText: 'ValueEditorWithMessage' }).scrollIntoViewIfNeeded();
  const message = page.locator('.rule small', { hasText: 'Must be 18 or over' });
  await message.scrollIntoViewIfNeeded();
  await expect(message).toBeVisible({ timeout: 20_000 });
  const rule = page.locator('.rule', { has: message });
  const field = await rule.locator('.rule-fields').boundingBox();
  const value = await rule.locator('.rule-value').boundingBox();
  const below = await message.boundingBox();
  expect(field!.width).toBeGreaterThanOrEqual(48);
  // The message sits under the value input, not beside it.
  expect(below!.y).toBeGreaterThanOrEqual(value!.y + value!.height - 1);
});
