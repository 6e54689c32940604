import { expect, test, type Locator } from '@playwright/test';
import { colorModes, startInColorMode } from './colorMode';
import { contrastAgainstBackground } from './contrast';
import { revealLiveBlock } from './liveBlock';

/**
 * The Next validation page's live samples, as a reader sees them: the Blocking submit form's own CSS outlines the
 * invalid rule and an empty group, and leaves the valid rule alone; the field-level sample's message stays readable.
 */
const validationPage = '/docs/next/utils/validation';

type Outline = { style: string; width: number; contrast: number };

/** The outline an element draws, and its contrast against what lies behind the element (the outline's backdrop). */
async function outlineOf(element: Locator): Promise<Outline> {
  const { style, width, color } = await element.evaluate((node) => {
    const computed = getComputedStyle(node);
    return { style: computed.outlineStyle, width: parseFloat(computed.outlineWidth), color: computed.outlineColor };
  });
  // The contrast helper measures `color`: give the element its outline's colour while measuring.
  const previous = await element.evaluate((node: HTMLElement, outline) => {
    const before = node.style.color;
    node.style.color = outline;
    return before;
  }, color);
  const contrast = await contrastAgainstBackground(element);
  await element.evaluate((node: HTMLElement, before) => void (node.style.color = before), previous);
  return { style, width, contrast };
}

const drawn = (outline: Outline) => outline.style !== 'none' && outline.width > 0;

// The live previews load the editor and the library first: on a busy machine that alone takes a good part of 30 s.
test.describe.configure({ timeout: 90_000 });

for (const mode of colorModes) {
  test(`Blocking submit: the invalid rule and an empty group get a visible outline, the valid rule none (${mode})`, async ({
    page,
  }) => {
    await startInColorMode(page, mode);
    await page.goto(`${validationPage}#block-submit`);
    const form = page.locator('form.validation-form');
    await revealLiveBlock(page, 'className="validation-form"', form);
    const rules = form.locator('.rule');
    await expect(rules).toHaveCount(2, { timeout: 20_000 });
    await expect(rules.nth(0)).toHaveClass(/queryBuilder-invalid/);
    await expect(rules.nth(1)).not.toHaveClass(/queryBuilder-invalid/);

    const invalid = await outlineOf(rules.nth(0));
    expect(invalid.style).toBe('solid');
    expect(invalid.width).toBeGreaterThanOrEqual(2);
    // A non-text mark needs 3:1 against what lies behind it (WCAG 1.4.11).
    expect(invalid.contrast).toBeGreaterThanOrEqual(3);
    expect(drawn(await outlineOf(rules.nth(1)))).toBe(false);

    await form.locator('.ruleGroup-addGroup').first().click();
    const emptyGroup = form.locator('.ruleGroup .ruleGroup');
    await expect(emptyGroup).toHaveClass(/queryBuilder-invalid/);
    const group = await outlineOf(emptyGroup);
    expect(group.style).toBe('dashed');
    expect(group.contrast).toBeGreaterThanOrEqual(3);
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();

    // Typing a first name clears the rule's outline.
    await rules.nth(0).locator('.rule-value').fill('Ann');
    await expect(rules.nth(0)).not.toHaveClass(/queryBuilder-invalid/);
    expect(drawn(await outlineOf(rules.nth(0)))).toBe(false);
  });

  test(`Field-level validation: the message under an invalid value is readable (${mode})`, async ({ page }) => {
    await startInColorMode(page, mode);
    await page.goto(`${validationPage}#field-based-validation`);
    const message = page.locator('.rule small', { hasText: 'Must be 18 or over' });
    await revealLiveBlock(page, 'function ValueEditorWithMessage', message);
    await expect(message).toBeVisible({ timeout: 20_000 });
    expect(await contrastAgainstBackground(message)).toBeGreaterThanOrEqual(4.5);
  });
}
