import { expect, test, type Page } from '@playwright/test';
import type { RuleGroupType } from 'react-querybuilder';
import { defaultDemoState, encodeDemoHash } from '../../src/demo/permalink';
import { flavourIds, type FlavourId } from '../../src/flavours/registry';
import { builder, openDemo, watchProblems } from './demoPage';

/** Rules whose editors start empty or hold one short value: the cases where an input's own width shows. */
const editorsQuery: RuleGroupType = {
  combinator: 'and',
  rules: [
    { field: 'languages', operator: 'in', value: '' },
    { field: 'firstName', operator: '=', value: 'Ann' },
    { field: 'age', operator: '=', value: '3' },
    { field: 'birthdate', operator: '=', value: '' },
    { field: 'birthdate', operator: 'between', value: '1990-01-01,2000-12-31' },
  ],
};

const openWithEditors = (page: Page, flavour: FlavourId) =>
  openDemo(page, `/demo/${flavour}${encodeDemoHash({ ...defaultDemoState(flavour), query: editorsQuery })}`);

// UI libraries are big: give their first load time on a busy machine.
test.describe.configure({ timeout: 60_000 });

test('Mantine: an empty multiselect or date input keeps a usable width', async ({ page }) => {
  const problems = watchProblems(page);
  await openWithEditors(page, 'mantine');
  const editors = builder(page).locator('.rule > .rule-value');
  await expect(editors).toHaveCount(5);
  const widths = await editors.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().width),
  );
  for (const width of widths) expect(width).toBeGreaterThanOrEqual(150);
  expect(problems).toEqual([]);
});

test("Mantine: the date picker's month table gets none of the site's table borders or stripes", async ({ page }) => {
  const problems = watchProblems(page);
  await openWithEditors(page, 'mantine');
  await builder(page).locator('.rule').nth(3).locator('.rule-value button').click();
  const day = page.locator('.rqb-flavour-mantine table td').first();
  await expect(day).toBeVisible();
  const look = (selector: string) =>
    page.locator(`.rqb-flavour-mantine table ${selector}`).evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        return [style.borderTopWidth, style.borderLeftWidth, style.backgroundColor].join(' ');
      }),
    );
  for (const cell of [...(await look('td')), ...(await look('th'))]) expect(cell).toBe('0px 0px rgba(0, 0, 0, 0)');
  for (const row of await look('tr')) expect(row).toBe('0px 0px rgba(0, 0, 0, 0)');
  expect(problems).toEqual([]);
});

// Mantine's selects and inputs take the browser's default input width: three selectors and a text input, or two and a
// "between" pair, left the remove button alone on a second line of a 918 px row.
for (const [theme, options] of [
  ['light', ''],
  ['dark', '?showShiftActions=true&enableDragAndDrop=true'],
] as const) {
  test(`Mantine: at 1280 px (${theme}${options ? ', shift, drag' : ''}) every rule of the demo is one line high`, async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openDemo(page, `/demo/mantine${options}`);
    await expect(page.locator('.rqb-flavour-mantine')).toHaveAttribute('data-mantine-color-scheme', theme);
    const rows = await builder(page)
      .locator('.rule')
      .evaluateAll((rules) =>
        rules.map((rule) => ({
          rule: rule.querySelector('.rule-fields input')?.getAttribute('value'),
          height: rule.getBoundingClientRect().height,
          line: rule.querySelector('.rule-fields')!.getBoundingClientRect().height,
        })),
      );
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((row) => row.height >= 1.5 * row.line)).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test("Tremor: text, number and date inputs stay on their rule's line on a desktop screen", async ({ page }) => {
  const problems = watchProblems(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openWithEditors(page, 'tremor');
  const rules = builder(page).locator('.rule');
  await expect(rules).toHaveCount(5);
  for (let index = 0; index < 5; index++) {
    const rule = rules.nth(index);
    const fieldBox = await rule.locator('.rule-fields').first().boundingBox();
    const valueBox = await rule.locator('.rule-value').first().boundingBox();
    expect(fieldBox && valueBox && Math.abs(valueBox.y - fieldBox.y) < fieldBox.height, `rule ${index}`).toBe(true);
  }
  expect(problems).toEqual([]);
});

/** Whether every control of each rule shares one line: no control starts below the bottom of another. */
const rulesOnOneLine = (page: Page) =>
  builder(page)
    .locator('.rule')
    .evaluateAll((rules) =>
      rules.map((rule, index) => {
        const boxes = Array.from(rule.children, (child) => child.getBoundingClientRect()).filter((box) => box.height);
        const top = Math.max(...boxes.map((box) => box.top));
        const bottom = Math.min(...boxes.map((box) => box.bottom));
        return { rule: index, oneLine: top < bottom };
      }),
    );

// A text input of a fixed 24rem after three selectors left the first rule's remove button alone on a second line.
for (const options of ['', '?showShiftActions=true&enableDragAndDrop=true']) {
  test(`Tremor: at 1280 px every rule of the demo keeps its controls on one line${options ? ' (shift, drag)' : ''}`, async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openDemo(page, `/demo/tremor${options}`);
    const rules = await rulesOnOneLine(page);
    expect(rules.length).toBeGreaterThanOrEqual(4);
    expect(rules.filter((rule) => !rule.oneLine)).toEqual([]);
    expect(problems).toEqual([]);
  });
}

// @react-querybuilder/tremor replaces no drag handle (as published): the demo shows the library's, as a reader's app does.
test("Tremor: the demo's drag handle is the library's own", async ({ page }) => {
  await openDemo(page, '/demo/tremor?enableDragAndDrop=true');
  const handle = builder(page).locator('.rule .queryBuilder-dragHandle').first();
  await expect(handle).toBeVisible();
  const classes = (await handle.getAttribute('class'))!.split(/\s+/);
  expect(classes.filter((name) => !/dragHandle$/.test(name))).toEqual([]);
});

// @react-querybuilder/bulma replaces no button, drag handle or shift buttons (as published): the demo shows the library's,
// its buttons drawn by Bulma's classes, and the site's demo stylesheet gives the shift buttons a button's size and frame.
test.describe('Bulma on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("bulma: the library's own buttons, drag handle and shift buttons, targets of 24×24 px at least", async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await openDemo(page, '/demo/bulma?showShiftActions=true&enableDragAndDrop=true');
    const rule = builder(page).locator('.rule').first();
    await expect(rule.locator('.rule-remove')).toHaveClass(/\bbutton\b.*\bis-danger\b/);
    const handle = rule.locator('.queryBuilder-dragHandle');
    await expect(handle).toBeVisible();
    expect((await handle.getAttribute('class'))!.split(/\s+/).filter((name) => !/dragHandle$/.test(name))).toEqual([]);
    await expectShiftButtonsTouchSized(page);
    expect(problems).toEqual([]);
  });
});

/** Every shift button of the demo's builder (eight at least) is a touch target of 24×24 px or more. */
async function expectShiftButtonsTouchSized(page: Page) {
  const buttons = builder(page).locator('.shiftActions > button');
  await expect(buttons.first()).toBeVisible();
  const sizes = await buttons.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { name: element.getAttribute('title'), width: box.width, height: box.height };
    }),
  );
  expect(sizes.length).toBeGreaterThanOrEqual(8);
  expect(sizes.filter((size) => size.width < 24 || size.height < 24)).toEqual([]);
}

test.describe('Tremor on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the shift buttons are touch targets of 24×24 px at least', async ({ page }) => {
    const problems = watchProblems(page);
    await openDemo(page, '/demo/tremor?showShiftActions=true');
    await expectShiftButtonsTouchSized(page);
    expect(problems).toEqual([]);
  });

  test("a select's clear button is a touch target of 24×24 px at least", async ({ page }) => {
    const problems = watchProblems(page);
    await openDemo(page, '/demo/tremor');
    const clear = builder(page).locator('.rule button[aria-label^="Clear "]').first();
    await expect(clear).toBeVisible();
    const box = (await clear.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    expect(problems).toEqual([]);
  });
});

test('Fluent: the live demo shows the icons QueryBuilderFluent sets as labels', async ({ page }) => {
  const problems = watchProblems(page);
  await openDemo(page, '/demo/fluent');
  const remove = builder(page).locator('.rule .rule-remove').first();
  await expect(remove.locator('svg')).toBeVisible();
  await expect(remove).not.toHaveText(/⨯|x/i);
  expect(problems).toEqual([]);
});

// A flavour's fonts can make an option's label as wide as the options column, where it ran into its "?" link.
for (const flavour of flavourIds) {
  test(`${flavour}: at 1280 px each option's label keeps a gap before its "?" link`, async ({ page }) => {
    const problems = watchProblems(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openDemo(page, `/demo/${flavour}`);
    const items = page.locator('details > fieldset li');
    await expect(items.first()).toBeVisible();
    const gaps = await items.evaluateAll((elements) =>
      elements.map((item) => {
        const label = item.querySelector('label')!.getBoundingClientRect();
        const help = item.querySelector('a')!.getBoundingClientRect();
        return { label: item.textContent, gap: help.left - label.right };
      }),
    );
    for (const { label, gap } of gaps) expect(gap, label ?? '').toBeGreaterThanOrEqual(7);
    expect(problems).toEqual([]);
  });
}
