import { expect, test } from '@playwright/test';
import { formatQuery, type RuleGroupType } from 'react-querybuilder';
import { majorOfDocs, siteDocsVersion } from '../../config/docsVersions';
import { demoFields, demoInitialQuery } from '../../src/demo/fields';
import { exportFormats } from '../../src/demo/exportFormats';
import { builder, exportedAs, exportedJson, openDemo, option, setOption, watchProblems } from './demoPage';
import { buildDirectory } from '../../playwright.config';
import { chunkFilePattern } from '../../scripts/chunkFiles.mjs';

const highlighterChunk = chunkFilePattern(buildDirectory, 'highlighter');

// Long scenarios, many steps each: the longest took 23.5 s in a full run at load average 14 on 2 cores.
test.describe.configure({ timeout: 60_000 });

test.describe('demo at /demo', () => {
  let problems: string[];
  test.beforeEach(async ({ page }) => {
    problems = watchProblems(page);
    await openDemo(page, '/demo');
  });
  test.afterEach(() => expect(problems).toEqual([]));

  test('a flavour tab navigates wherever it is pressed, edge included, and shows its focus ring around the whole tab', async ({
    page,
  }) => {
    const tab = page
      .getByRole('navigation', { name: 'Demo flavours' })
      .getByRole('listitem')
      .filter({ hasText: 'Material UI' });
    const link = tab.getByRole('link', { name: 'Material UI' });
    const [tabBox, linkBox] = [await tab.boundingBox(), await link.boundingBox()];
    // The link fills the pill it sits in (the pill was 89×34 px, its link 57×19).
    expect(linkBox).toEqual(tabBox);
    await link.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    expect(await link.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
    // 3 px inside the pill's top-left corner: outside the text, where a press did nothing.
    await tab.click({ position: { x: 3, y: 3 } });
    await expect(page).toHaveURL(/\/demo\/material#s=/);
    await expect(page.locator('[data-demo-ready]')).toHaveAttribute('data-demo-ready', 'true', { timeout: 40_000 });
  });

  test('adds, clones, locks and removes rules and groups', async ({ page }) => {
    const root = builder(page).locator('.ruleGroup').first();
    const rules = builder(page).locator('.rule');
    await expect(rules).toHaveCount(5);
    await root.locator('> .ruleGroup-header .ruleGroup-addRule').click();
    await expect(rules).toHaveCount(6);
    await root.locator('> .ruleGroup-header .ruleGroup-addGroup').click();
    await expect(builder(page).locator('.ruleGroup')).toHaveCount(3);

    await setOption(page, 'showCloneButtons', true);
    await rules.first().locator('.rule-cloneRule').click();
    await expect(rules).toHaveCount(7);

    await setOption(page, 'showLockButtons', true);
    await rules.first().locator('.rule-lock').click();
    await expect(rules.first().locator('.rule-fields')).toBeDisabled();
    await rules.first().locator('.rule-lock').click();
    await expect(rules.first().locator('.rule-fields')).toBeEnabled();

    await rules.first().locator('.rule-remove').click();
    await expect(rules).toHaveCount(6);
    expect(await exportedAs(page, 'sql')).not.toContain('"firstName"');
  });

  test('a name rule can take the other name as its value, and the SQL then compares the two fields', async ({
    page,
  }) => {
    const rule = builder(page).locator('.rule').first();
    const source = rule.locator('.rule-valueSource');
    await expect(source).toHaveValue('value');
    await source.selectOption('field');
    // The comparator offers only the other name, not the rule's own field or the other text fields.
    await expect(rule.locator('select.rule-value option')).toHaveText(['Last name']);
    await rule.locator('.rule-operators').selectOption('=');
    expect(await exportedAs(page, 'sql')).toMatch(/^\(firstName = lastName and age > '28' /);
    // The other field's name is part of the SQL, not a bound value.
    const parameterized = JSON.parse(await exportedAs(page, 'parameterized')) as { sql: string; params: unknown[] };
    expect(parameterized.sql).toMatch(/^\(firstName = lastName and /);
    expect(parameterized.params).not.toContain('lastName');
    // The permalink keeps the value source.
    await expect(page).toHaveURL(/#s=/);
    await page.reload();
    await expect(builder(page).locator('.rule').first().locator('.rule-valueSource')).toHaveValue('field');
  });

  test('drags a rule to another place with the mouse', async ({ page }) => {
    await setOption(page, 'enableDragAndDrop', true);
    const handles = builder(page).locator('.rule > .queryBuilder-dragHandle');
    await expect(handles.first()).toBeVisible();
    const before = (await exportedJson(page)) as RuleGroupType;
    expect(before.rules[0]).toMatchObject({ field: 'firstName' });
    // Drop "First name" onto the last top-level rule ("Orders placed"): it moves below it.
    await handles.first().dragTo(builder(page).locator('.rule').last());
    await expect
      .poll(async () =>
        ((await exportedJson(page)) as RuleGroupType).rules.map((r) => ('field' in r ? r.field : 'group')),
      )
      .toEqual(['age', 'group', 'orders', 'firstName']);
  });

  test('every export format shows what formatQuery gives for the known query', async ({ page }) => {
    expect(await exportedAs(page, 'sql')).toBe(
      "(firstName like 'Ste%' and age > '28' and (country = 'US' or isMember = TRUE) and orders between '2' and '20')",
    );
    expect(await exportedAs(page, 'natural_language')).toContain("First name starts with 'Ste'");
    // The query as the builder holds it (it adds ids and `not: false`), then each format of it.
    const query = (await exportedJson(page)) as RuleGroupType;
    expect(query.rules[0]).toEqual(demoInitialQuery.rules[0]);
    for (const { format } of exportFormats) {
      const shown = await exportedAs(page, format);
      if (format === 'json') {
        expect(JSON.parse(shown).rules[0]).toMatchObject({ field: 'firstName', operator: 'beginsWith', value: 'Ste' });
        continue;
      }
      const expected: unknown = formatQuery(query, { format, fields: demoFields });
      const pretty = (value: unknown) => JSON.stringify(typeof value === 'string' ? JSON.parse(value) : value, null, 2);
      const asShown =
        typeof expected === 'string' && !['json_without_ids', 'mongodb'].includes(format) ? expected : pretty(expected);
      expect(shown, format).toBe(asShown);
    }
  });

  test('parseNumbers changes the export', async ({ page }) => {
    await setOption(page, 'parseNumbers', true);
    expect(await exportedAs(page, 'sql')).toContain('age > 28 and');
  });

  test('imports each language and rejects bad input without touching the query', async ({ page }) => {
    const cases = [
      [
        'SQL',
        "lastName = 'Diaz' and age < 50",
        [
          { field: 'lastName', operator: '=', value: 'Diaz' },
          { field: 'age', operator: '<', value: 50 },
        ],
      ],
      ['MongoDB', '{"country": "DE"}', [{ field: 'country', operator: '=', value: 'DE' }]],
      ['JsonLogic', '{"==": [{"var": "plan"}, "pro"]}', [{ field: 'plan', operator: '=', value: 'pro' }]],
      ['SpEL', "firstName == 'Ana'", [{ field: 'firstName', operator: '=', value: 'Ana' }]],
      ['CEL', 'age >= 18', [{ field: 'age', operator: '>=', value: 18 }]],
      ['JSONata', 'orders > 3', [{ field: 'orders', operator: '>', value: 3 }]],
    ] as const;
    await page.getByRole('tab', { name: 'Import' }).click();
    for (const [language, input, rules] of cases) {
      await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: language });
      await page.getByRole('textbox', { name: new RegExp(`^${language} to import`) }).fill(input);
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible();
      expect(((await exportedJson(page)) as RuleGroupType).rules, language).toEqual(rules);
      await page.getByRole('tab', { name: 'Import' }).click();
    }

    const before = await exportedJson(page);
    await page.getByRole('tab', { name: 'Import' }).click();
    for (const [language, bad] of [
      ['SQL', 'age >>> and'],
      ['MongoDB', '{"age": '],
      ['CEL', '&& ||'],
    ] as const) {
      await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: language });
      await page.getByRole('textbox', { name: new RegExp(`^${language} to import`) }).fill(bad);
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'The query was not changed.' })).toBeVisible();
    }
    // SQL that parses but has a condition parseSQL drops: not reported as imported, the condition named.
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'SQL' });
    for (const [sql, dropped] of [
      ["age > 18 AND lower(firstName) = 'j'", "lower(firstName) = 'j'"],
      ['age > 18 AND firstName IN (SELECT name FROM bans)', 'firstName IN (SELECT name FROM bans)'],
    ] as const) {
      await page.getByRole('textbox', { name: /^SQL to import/ }).fill(sql);
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await expect(page.getByRole('alert')).toContainText(
        `1 of 2 conditions has no rule form (a function call, a subquery or arithmetic, for example): ${dropped}. The query was not changed.`,
      );
      await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toHaveCount(0);
    }
    // SpEL whose first bracketed group parseSpEL would unbracket: another meaning, so not imported, and the fix named.
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'SpEL' });
    await page
      .getByRole('textbox', { name: /^SpEL to import/ })
      .fill("(age > 18 or isMember == true) and firstName == 'Ana'");
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('parseSpEL would load this SpEL with another meaning');
    await expect(page.getByRole('alert')).toContainText('The query was not changed.');
    expect(await exportedJson(page)).toEqual(before);
  });

  test('JsonLogic: an operation the parser would drop is refused; a negated group shows its Not toggle, and MongoDB says it drops it', async ({
    page,
  }) => {
    await page.getByRole('tab', { name: 'Import' }).click();
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'JsonLogic' });
    const logic = page.getByRole('textbox', { name: /^JsonLogic to import/ });
    await logic.fill('{"and": [{">": [{"var": "age"}, 28]}, {"someUnknownOp": [{"var": "age"}, 1]}]}');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('would be left out: {"someUnknownOp":[{"var":"age"},1]}');
    await expect(option(page, 'showNotToggle')).not.toBeChecked();

    await logic.fill('{"and": [{">": [{"var": "age"}, 28]}, {"!": {"==": [{"var": "country"}, "US"]}}]}');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('status')).toContainText('It negates a group');
    await expect(option(page, 'showNotToggle')).toBeChecked();
    await expect(builder(page).locator('.ruleGroup .ruleGroup .ruleGroup-notToggle input')).toBeChecked();

    expect(await exportedAs(page, 'mongodb')).toContain('"country": "US"');
    const note = page.locator('[data-export-negation]');
    await expect(note).toContainText('the result matches the opposite of that group');
    await expect(note.getByRole('link', { name: 'MongoDB pitfalls' })).toHaveAttribute(
      'href',
      '/docs/utils/export#behaviour-mongodb',
    );
    await page.getByRole('combobox', { name: 'Format' }).selectOption('cel');
    await expect(note).toHaveCount(0);
  });

  test('with "Use validation" on, the export leaves out the rules marked invalid, and says so beside it', async ({
    page,
  }) => {
    const firstValue = builder(page).locator('.rule').first().locator('.rule-value');
    await firstValue.fill('');
    expect(await exportedAs(page, 'sql')).toContain("firstName like '%'");
    await expect(page.locator('[data-export-validation]')).toHaveCount(0);

    await setOption(page, 'validateQuery', true);
    await expect(builder(page).locator('.rule').first()).toHaveClass(/queryBuilder-invalid/);
    const sql = await exportedAs(page, 'sql');
    expect(sql).not.toContain('firstName');
    expect(sql).toContain('age > ');
    const exportPanel = page.getByRole('region', { name: 'Export', exact: true });
    await expect(exportPanel).toContainText('validator: defaultValidator, fields');
    await expect(exportPanel.locator('[data-export-validation="left-out"]')).toContainText(
      'Use validation is on: invalid rules and groups are left out.',
    );
    expect(await exportedAs(page, 'mongodb')).not.toContain('firstName');
    // JSON is the query itself: the rule stays, and the note says so.
    expect(await exportedAs(page, 'json_without_ids')).toContain('firstName');
    await expect(exportPanel.locator('[data-export-validation="kept"]')).toContainText('JSON keeps invalid rules');

    await firstValue.fill('Ann');
    expect(await exportedAs(page, 'sql')).toContain("firstName like 'Ann%'");
  });

  test('each "?" beside an option is named after what its page documents; the import box names its parser inline', async ({
    page,
  }) => {
    const help = page.getByRole('link', { name: /^Documentation of / });
    await expect(help).toHaveCount(20);
    const names = await help.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''));
    expect(new Set(names).size).toBe(20);
    expect(names).toContain('Documentation of the validator prop');
    expect(names).not.toContain('Documentation of validateQuery');
    // Undo and Redo are the demo's own (its release has none): their "?" says so and leads to how to build them.
    await expect(
      page.getByRole('toolbar', { name: 'Undo and redo' }).getByRole('link', { name: /this demo's own/ }),
    ).toHaveAttribute('href', '/docs/tips/external-controls#undo-and-redo');
    expect(names).toContain('Documentation of the showNotToggle prop');
    await expect(page.getByRole('link', { name: 'Documentation of the showNotToggle prop' })).toHaveAttribute(
      'href',
      '/docs/components/querybuilder#shownottoggle',
    );

    await page.getByRole('tab', { name: 'Import' }).click();
    const box = page.getByRole('textbox', { name: 'SQL to import, read by parseSQL()' });
    await expect(box).toBeVisible();
    // The function's name sits in the label's line of text, not in a box of its own that looks like an input.
    const code = page.getByRole('tabpanel').locator('label code');
    const [codeBox, labelText] = await Promise.all([code.boundingBox(), code.locator('xpath=..').boundingBox()]);
    expect(codeBox && labelText && codeBox.height <= labelText.height && codeBox.width < labelText.width).toBe(true);
  });

  test('imports the independent-combinators form when that option is on', async ({ page }) => {
    await setOption(page, 'independentCombinators', true);
    await page.getByRole('tab', { name: 'Import' }).click();
    await page.getByRole('textbox', { name: /^SQL to import/ }).fill("age > 3 or lastName = 'Li'");
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    expect(((await exportedJson(page)) as { rules: unknown[] }).rules[1]).toBe('or');
  });

  test('the code tab shows an App.tsx and install command for the current setup', async ({ page }) => {
    await setOption(page, 'showCloneButtons', true);
    await setOption(page, 'enableDragAndDrop', true);
    await page.getByRole('tab', { name: 'Code' }).click();
    const panel = page.getByRole('region', { name: 'Code' });
    // Pinned to the major the demo runs, which its docs install.
    const major = majorOfDocs(siteDocsVersion);
    await expect(panel).toContainText(
      new RegExp(
        `npm i react-querybuilder@${major} @react-querybuilder/dnd@${major} react-dnd@\\d+ react-dnd-html5-backend@\\d+`,
      ),
    );
    await expect(panel).toContainText('showCloneButtons');
    await expect(panel).toContainText('<QueryBuilderDnD dnd={{ ...ReactDnD, ...ReactDndHtml5Backend }}>');
    await expect(panel.getByRole('button', { name: /copy/i }).first()).toBeAttached();
    // App.tsx imports its fields from './fields': the file is shown beside it, and the stylesheet line says which to take.
    await expect(panel).toContainText("import { fields } from './fields';");
    await expect(panel).toContainText('fields.ts');
    await expect(panel).toContainText('export const fields: Field[] = [');
    await expect(panel).toContainText("Under a UI library's theme, query-builder-layout.css (layout only).");
  });
});

test.describe('demo options', () => {
  test('each option changes the builder as documented', async ({ page }) => {
    const problems = watchProblems(page);
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await openDemo(page, '/demo');
    const b = builder(page);
    const root = b.locator('.ruleGroup').first();
    const firstRule = b.locator('.rule').first();

    const presence = [
      ['showCombinatorsBetweenRules', '.betweenRules'],
      ['showNotToggle', '.ruleGroup-notToggle'],
      ['showCloneButtons', '.rule-cloneRule'],
      ['showLockButtons', '.rule-lock'],
      ['showShiftActions', '.shiftActions'],
      ['enableDragAndDrop', '.queryBuilder-dragHandle'],
      ['justifiedLayout', '.queryBuilder-justified'],
      ['showBranches', '.queryBuilder-branches'],
    ] as const;
    for (const [id, selector] of presence) {
      const locator = page.locator(`section[aria-label="Query builder"] ${selector}`);
      await expect(locator, id).toHaveCount(0);
      await setOption(page, id, true);
      await expect(locator.first(), id).toBeVisible();
      await setOption(page, id, false);
      await expect(locator, id).toHaveCount(0);
    }

    // resetOnFieldChange (on by default): a new field resets operator and value.
    await firstRule.locator('.rule-fields').selectOption({ label: 'Last name' });
    await expect(firstRule.locator('.rule-value')).toHaveValue('');
    await firstRule.locator('.rule-value').fill('Kim');
    await setOption(page, 'resetOnFieldChange', false);
    await firstRule.locator('.rule-fields').selectOption({ label: 'First name' });
    await expect(firstRule.locator('.rule-value')).toHaveValue('Kim');

    // resetOnOperatorChange.
    await firstRule.locator('.rule-operators').selectOption({ label: 'contains' });
    await expect(firstRule.locator('.rule-value')).toHaveValue('Kim');
    await setOption(page, 'resetOnOperatorChange', true);
    await firstRule.locator('.rule-operators').selectOption({ label: '=' });
    await expect(firstRule.locator('.rule-value')).toHaveValue('');

    // autoSelectField / autoSelectOperator (on by default): off leaves the new rule's pickers empty.
    await setOption(page, 'autoSelectField', false);
    await root.locator('> .ruleGroup-header .ruleGroup-addRule').click();
    await expect(b.locator('.rule').last().locator('.rule-fields')).toHaveValue('~');
    await setOption(page, 'autoSelectField', true);
    await setOption(page, 'autoSelectOperator', false);
    await root.locator('> .ruleGroup-header .ruleGroup-addRule').click();
    await expect(b.locator('.rule').last().locator('.rule-operators')).toHaveValue('~');
    await setOption(page, 'autoSelectOperator', true);

    // addRuleToNewGroups.
    await setOption(page, 'addRuleToNewGroups', true);
    await root.locator('> .ruleGroup-header .ruleGroup-addGroup').click();
    await expect(root.locator('> .ruleGroup-body > .ruleGroup').last().locator('.rule')).toHaveCount(1);
    await setOption(page, 'addRuleToNewGroups', false);

    // validateQuery: an empty group and a blank name become invalid.
    await root.locator('> .ruleGroup-header .ruleGroup-addGroup').click();
    await expect(b.locator('.queryBuilder-invalid')).toHaveCount(0);
    await setOption(page, 'validateQuery', true);
    await expect(b.locator('.ruleGroup.queryBuilder-invalid')).not.toHaveCount(0);

    // independentCombinators: combinators move between rules.
    await setOption(page, 'independentCombinators', true);
    await expect(root.locator('> .ruleGroup-header .ruleGroup-combinators')).toHaveCount(0);
    await expect(root.locator('> .ruleGroup-body > .betweenRules').first()).toBeVisible();
    await setOption(page, 'independentCombinators', false);
    await expect(root.locator('> .ruleGroup-header .ruleGroup-combinators')).toBeVisible();

    // listsAsArrays: "between" values are stored as arrays.
    const orders = () =>
      (exportedJson(page) as Promise<RuleGroupType>).then(
        (q) => q.rules.find((r) => 'field' in r && r.field === 'orders') as { value?: unknown } | undefined,
      );
    await setOption(page, 'listsAsArrays', true);
    const ordersRule = b
      .locator('.rule')
      .filter({ has: page.locator('.rule-fields option:checked', { hasText: 'Orders placed' }) });
    await ordersRule.locator('.rule-value input').first().fill('5');
    await expect.poll(async () => (await orders())?.value).toEqual(['5', '20']);

    // disabled.
    await setOption(page, 'disabled', true);
    await expect(firstRule.locator('.rule-fields')).toBeDisabled();
    await setOption(page, 'disabled', false);
    await expect(firstRule.locator('.rule-fields')).toBeEnabled();

    // debugMode logs the builder's actions to the console.
    await setOption(page, 'debugMode', true);
    const logged = logs.length;
    await root.locator('> .ruleGroup-header .ruleGroup-addRule').click();
    await expect.poll(() => logs.length).toBeGreaterThan(logged);

    // Reset and Select all.
    await page.getByRole('button', { name: 'Select all' }).click();
    await expect(option(page, 'showBranches')).toBeChecked();
    await expect(option(page, 'disabled')).not.toBeChecked();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(option(page, 'showBranches')).not.toBeChecked();
    await expect(option(page, 'resetOnFieldChange')).toBeChecked();
    expect(problems).toEqual([]);
  });
});

// The demo reads its address after hydration, as a transition (src/demo/useDemoState.ts): a click or keys the
// reader sends before it has finished must still count. The CPU is slowed so they usually land in that window.
test('a click and typing sent right after hydration are kept', async ({ page }) => {
  const problems = watchProblems(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('/demo', { waitUntil: 'commit' });
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  await builder(page).locator('.ruleGroup-addRule').first().click();
  await builder(page).locator('.rule-value').first().pressSequentially('XYZ');
  await expect(page.locator('[data-demo-ready="true"]')).toBeAttached();
  await expect(builder(page).locator('.rule')).toHaveCount(6);
  await expect(builder(page).locator('.rule-value').first()).toHaveValue(/^(XYZSte|SteXYZ)$/);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  expect(problems).toEqual([]);
});

// The export the server highlighted stays as it is through hydration (no Prism on the first load), and an edit
// replaces it at once: it once kept showing the start query, hidden only because the theme's tabs redrew it.
test('the export keeps the server highlighting until an edit, then shows the edit', async ({ page }) => {
  const problems = watchProblems(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await openDemo(page, '/demo');
  const result = page.getByTestId('export-result');
  await expect(result.locator('pre code .token-line').first()).toBeAttached();
  expect(scripts.filter((url) => highlighterChunk.test(url))).toEqual([]);

  await builder(page).locator('.ruleGroup-addRule').first().click();
  await expect(result).toContainText("and firstName = ''");
  await expect(result.locator('pre code .token-line').first()).toBeAttached();
  await expect(result.locator('pre code .token').first()).toBeAttached();
  expect(problems).toEqual([]);
});
