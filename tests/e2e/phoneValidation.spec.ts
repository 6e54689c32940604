import { expect, test, type Locator, type Page } from '@playwright/test';
import { controlWidths, sidewaysOverflow, squeezed } from './builderFit';
import { revealLiveBlock } from './liveBlock';

/**
 * On a phone, the Next validation page's field-level sample shows its message under the value, so the message makes
 * the rule no wider than it is without it, and its rule row wraps, so every control keeps a usable width.
 */
// The live preview loads the editor and the library first: on a busy machine that alone takes a good part of 30 s.
test.describe.configure({ timeout: 90_000 });

const fieldMessage = (page: Page) => page.locator('.rule small', { hasText: 'Must be 18 or over' });

async function openSample(page: Page): Promise<Locator> {
  await page.goto('/docs/next/utils/validation#field-based-validation');
  const message = fieldMessage(page);
  await revealLiveBlock(page, 'function ValueEditorWithMessage', message);
  await expect(message).toBeVisible({ timeout: 20_000 });
  return page.locator('.queryBuilder', { has: message });
}

test('Field-level validation on a phone: the message sits under the value and adds no width', async ({ page }) => {
  await openSample(page);
  const message = fieldMessage(page);
  const rule = page.locator('.rule', { has: page.locator('small', { hasText: 'Must be 18 or over' }) });
  const value = await rule.locator('.rule-value').boundingBox();
  const wrapper = await rule.locator('span', { has: page.locator('small') }).boundingBox();
  const below = await message.boundingBox();
  // The message sits under the value input and adds no width to the row: the wrapper is as wide as the input.
  expect(below!.y).toBeGreaterThanOrEqual(value!.y + value!.height - 1);
  expect(wrapper!.width).toBeLessThanOrEqual(value!.width + 1);
});

test('Field-level validation on a phone: no control is squeezed and nothing scrolls sideways', async ({ page }) => {
  const builder = await openSample(page);
  const controls = await controlWidths(builder);
  expect(controls.map((control) => control.name)).toEqual(
    expect.arrayContaining([
      'select.ruleGroup-combinators',
      'select.rule-fields',
      'select.rule-operators',
      'input.rule-value',
    ]),
  );
  expect(squeezed(controls)).toEqual([]);
  expect(await sidewaysOverflow(builder)).toEqual({ preview: 0, page: 0 });
});
