import { expect, type Locator, type Page } from '@playwright/test';
import { nextLibraryVersion } from '../../config/docsVersions';
import { builder, openDemo } from './demoPage';

/**
 * Opens the demo's comparison of the MongoDB export of a negated root group: the Next release wraps it in `$nor`,
 * which nests and re-indents every line of the group, the case where padding rows once made both columns unreadable.
 */
export async function compareNegatedMongo(page: Page, tap: boolean) {
  await openDemo(page, '/demo?showNotToggle=true');
  const press = (target: Locator) => (tap ? target.tap() : target.click());
  await press(builder(page).locator('.ruleGroup-notToggle input').first());
  await expect(builder(page).locator('.ruleGroup-notToggle input').first()).toBeChecked();
  await press(page.getByRole('tab', { name: 'Export' }));
  await page.getByRole('combobox', { name: 'Format' }).selectOption('mongodb');
  await press(page.getByRole('button', { name: `Compare with ${nextLibraryVersion}` }));
  const [v7, v8] = [page.getByTestId('upgrade-v7'), page.getByTestId('upgrade-v8')];
  await expect(v8).toContainText('"$nor"');
  return { v7, v8 };
}

/** A column shows exactly its output, pretty-printed JSON with its own indentation, and no blank rows. */
export async function expectReadableJson(output: Locator) {
  const text = (await output.textContent())!;
  expect(text.split('\n').filter((line) => line.trim() === '')).toEqual([]);
  expect(text).toBe(JSON.stringify(JSON.parse(text), null, 2));
  // About one line box per line (a line box runs a little taller than line-height around inline code and marks): no
  // block taller than its text.
  const { height, lines, lineHeight } = await output.evaluate((pre) => {
    const style = getComputedStyle(pre);
    return {
      height: pre.scrollHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom),
      lines: (pre.textContent ?? '').split('\n').length,
      lineHeight: parseFloat(style.lineHeight),
    };
  });
  expect(height).toBeLessThanOrEqual(lines * lineHeight * 1.1);
}

/**
 * The marked stretches: none on the site release's side, only the `$nor` wrapper's lines on the Next release's, none
 * from column 0.
 */
export async function expectOnlyWrapperMarked(v7: Locator, v8: Locator) {
  await expect(v7.locator('mark')).toHaveCount(0);
  const marks = await v8.locator('mark').allTextContents();
  expect(marks.slice(0, 2)).toEqual(['"$nor": [', '{']);
  expect(marks.slice(2).sort()).toEqual([']', '}']);
}
