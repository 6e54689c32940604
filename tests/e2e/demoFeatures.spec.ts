import { expect, test, type Page } from '@playwright/test';
import { siteLibraryVersion } from '../../config/docsVersions';
import { builder, openDemo, option, setOption, watchProblems } from './demoPage';
import { decodeCodeHash } from '../../src/sandbox/shareHash';
import { editorCode } from './pageWatch';

// The longest test here took 18 s in a full run at load average 14 on 2 cores.
test.describe.configure({ timeout: 60_000 });

/** The default flavour and two UI libraries; the class names the flavours add survive suppression. */
const pages = [
  { path: '/demo', flavour: 'default' },
  { path: '/demo/bootstrap', flavour: 'bootstrap' },
  { path: '/demo/material', flavour: 'material' },
] as const;

const exportRegion = (page: Page, name = 'Export') => page.getByRole('region', { name, exact: true });
const resultText = async (page: Page, testId = 'export-result') =>
  (await page.getByTestId(testId).locator('pre code .token-line').allTextContents()).join('\n').trim();
const ruleCount = (page: Page) => builder(page).locator('[data-testid="rule"]');

for (const { path, flavour } of pages) {
  test.describe(`demo features on ${path}`, () => {
    let problems: string[];
    test.beforeEach(({ page }) => {
      problems = watchProblems(page);
    });
    test.afterEach(() => expect(problems).toEqual([]));

    test('suppressStandardClassnames, the SQL dialect and the install tabs, kept by the permalink', async ({
      page,
    }) => {
      await openDemo(page, path);

      // The 20th option: the builder loses its standard classes; the generated App.tsx gets the prop.
      await expect(
        page.getByRole('link', { name: 'Documentation of the suppressStandardClassnames prop' }),
      ).toBeVisible();
      await setOption(page, 'suppressStandardClassnames', true);
      await expect(builder(page).locator('.rule')).toHaveCount(0);
      await expect(ruleCount(page)).toHaveCount(5);

      // The dialect applies to sql, parameterized and parameterized_named, and shows in the call.
      await page.getByRole('combobox', { name: 'Format' }).selectOption('sql');
      await exportRegion(page).getByRole('combobox', { name: 'SQL dialect' }).selectOption('mssql');
      await expect(exportRegion(page)).toContainText("formatQuery(query, { format: 'sql', preset: 'mssql' })");
      await expect.poll(() => resultText(page)).toContain('[firstName]');
      await page.getByRole('combobox', { name: 'Format' }).selectOption('parameterized');
      await exportRegion(page).getByRole('combobox', { name: 'SQL dialect' }).selectOption('postgresql');
      await expect.poll(() => resultText(page)).toContain('$1');
      await page.getByRole('combobox', { name: 'Format' }).selectOption('mongodb');
      await expect(exportRegion(page).getByRole('combobox', { name: 'SQL dialect' })).toHaveCount(0);
      await page.getByRole('combobox', { name: 'Format' }).selectOption('parameterized_named');
      await expect(exportRegion(page)).toContainText("preset: 'postgresql'");

      // Install commands per package manager; the choice is remembered (Docusaurus groupId).
      await page.getByRole('tab', { name: 'Code' }).click();
      const code = page.getByRole('region', { name: 'Code' });
      await expect(code).toContainText('npm i react-querybuilder');
      await code.getByRole('tab', { name: 'Bun' }).click();
      await expect(code).toContainText('bun add react-querybuilder');
      await expect(code).toContainText('suppressStandardClassnames');

      await page.reload();
      await expect(page.locator('[data-demo-ready]')).toHaveAttribute('data-demo-ready', 'true', { timeout: 40_000 });
      await expect(option(page, 'suppressStandardClassnames')).toBeChecked();
      // The permalink keeps the open tab too: the page comes back on Code.
      await expect(page.getByRole('tab', { name: 'Code' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('region', { name: 'Code' }).getByRole('tab', { name: 'Bun' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await page.getByRole('tab', { name: 'Export' }).click();
      await expect(page.getByRole('combobox', { name: 'Format' })).toHaveValue('parameterized_named');
      await expect(exportRegion(page).getByRole('combobox', { name: 'SQL dialect' })).toHaveValue('postgresql');
      await page.getByRole('tab', { name: 'Code' }).click();
      for (const [tab, command] of [
        ['Yarn', 'yarn add'],
        ['pnpm', 'pnpm add'],
        ['npm', 'npm i'],
      ] as const) {
        await page.getByRole('region', { name: 'Code' }).getByRole('tab', { name: tab, exact: true }).click();
        await expect(page.getByRole('region', { name: 'Code' })).toContainText(`${command} react-querybuilder`);
      }
    });

    test("Open in StackBlitz, CodeSandbox and the sandbox send the Code tab's App.tsx", async ({ page, context }) => {
      // Nothing leaves the machine: the playgrounds' endpoints answer from here.
      const posted: Record<string, string> = {};
      for (const [name, pattern] of [
        ['stackblitz', 'https://stackblitz.com/**'],
        ['codesandbox', 'https://codesandbox.io/**'],
      ] as const) {
        await context.route(pattern, async (route) => {
          posted[name] = route.request().postData() ?? '';
          await route.fulfill({ contentType: 'text/html', body: '<p>intercepted</p>' });
        });
      }
      await openDemo(page, path);
      await setOption(page, 'showCloneButtons', true);
      await page.getByRole('tab', { name: 'Code' }).click();
      const code = page.getByRole('region', { name: 'Code' });
      await expect(code).toContainText('showCloneButtons');

      for (const [name, label] of [
        ['stackblitz', 'Open in StackBlitz'],
        ['codesandbox', 'Open in CodeSandbox'],
      ] as const) {
        const popup = context.waitForEvent('page');
        await code.getByRole('button', { name: label }).click();
        await (await popup).close();
        await expect.poll(() => posted[name] ?? '').not.toBe('');
      }
      const stackBlitz = new URLSearchParams(posted.stackblitz);
      const app = stackBlitz.get('project[files][src/App.tsx]') ?? '';
      expect(app).toContain('showCloneButtons');
      expect(stackBlitz.get('project[files][src/fields.ts]')).toContain('export const fields');
      const dependencies = JSON.parse(stackBlitz.get('project[files][package.json]') ?? '{}').dependencies as Record<
        string,
        string
      >;
      expect(dependencies['react-querybuilder']).toBe(siteLibraryVersion);
      if (flavour !== 'default') expect(Object.keys(dependencies)).toContain(`@react-querybuilder/${flavour}`);
      expect(new URLSearchParams(posted.codesandbox).get('parameters')).toMatch(/^[A-Za-z0-9_-]{100,}$/);

      if (flavour === 'bootstrap') {
        await expect(code).toContainText("This site's sandbox cannot load the Bootstrap Icons font");
        return;
      }
      await code.getByRole('link', { name: 'Open in sandbox' }).click();
      // The sandbox writes its template into the address 400 ms after it starts: either form may be seen.
      await expect(page).toHaveURL(/\/sandbox(?:\?template=[\w-]+)?#code\//);
      // The sandbox runs one file: the fields come inline, and the query and options are the demo's.
      const shared = decodeCodeHash(new URL(page.url()).hash);
      expect(shared.kind === 'code' && shared.code).toContain('      showCloneButtons\n');
      // The editor renders the lines in view: the inline fields are near the top.
      await expect.poll(() => editorCode(page, 'App.tsx'), { timeout: 30_000 }).toContain('const fields: Field[]');
      await expect(page.getByText('could not be read')).toHaveCount(0);
      // The sandbox runs the code in its isolated preview frame.
      await expect(page.frameLocator('iframe[title="Preview"]').locator('.queryBuilder')).toBeVisible({
        timeout: 30_000,
      });
    });

    test('undo and redo by button and keyboard, with the permalink following', async ({ page }) => {
      await openDemo(page, path);
      const undo = page.getByRole('button', { name: 'Undo' });
      const redo = page.getByRole('button', { name: 'Redo' });
      await expect(undo).toBeDisabled();
      const start = page.url();

      await builder(page).locator('.ruleGroup-addRule').first().click();
      await expect(ruleCount(page)).toHaveCount(6);
      await expect.poll(() => page.url()).not.toBe(start);
      const afterAdd = page.url();
      await setOption(page, 'showNotToggle', true);

      await undo.click();
      await expect(option(page, 'showNotToggle')).not.toBeChecked();
      await undo.click();
      await expect(ruleCount(page)).toHaveCount(5);
      await expect.poll(() => page.url()).toBe(start);
      await expect(undo).toBeDisabled();
      await redo.click();
      await expect(ruleCount(page)).toHaveCount(6);
      await expect.poll(() => page.url()).toBe(afterAdd);

      // Keys work wherever focus is in the demo, except in text fields (their own undo applies).
      await option(page, 'showCloneButtons').focus();
      await page.keyboard.press('ControlOrMeta+z');
      await expect(ruleCount(page)).toHaveCount(5);
      await page.keyboard.press('ControlOrMeta+Shift+z');
      await expect(ruleCount(page)).toHaveCount(6);
      const input = builder(page).locator('input[type="text"], input:not([type])').first();
      await input.fill('Stefan');
      await input.press('ControlOrMeta+z');
      await expect(ruleCount(page)).toHaveCount(6);
    });

    test('a long result line wraps inside its box at 1280 px, and copying gives the line unbroken', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.setViewportSize({ width: 1280, height: 900 });
      await openDemo(page, path);
      await page.getByRole('tab', { name: 'Export' }).click();
      await page.getByRole('combobox', { name: 'Format' }).selectOption('sql');
      const pre = page.getByTestId('export-result').locator('pre');
      await expect(pre).toBeVisible();
      const sql = await resultText(page);
      expect(sql, 'the SQL export is one line').not.toContain('\n');
      const box = await pre.evaluate((element) => {
        const line = element.querySelector('.token-line')!;
        const lineHeight = Number.parseFloat(getComputedStyle(line).lineHeight);
        return {
          scrollWidth: element.scrollWidth,
          clientWidth: element.clientWidth,
          rows: Math.round(line.getBoundingClientRect().height / lineHeight),
        };
      });
      expect(box.scrollWidth, 'nothing to scroll to sideways').toBeLessThanOrEqual(box.clientWidth);
      expect(box.rows, 'the line wraps onto several rows of the box').toBeGreaterThan(1);
      await exportRegion(page).getByRole('button', { name: 'Copy the SQL result' }).click();
      await expect(exportRegion(page).getByRole('status')).toHaveText('Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sql);
    });

    test('a second export beside the first on wide screens, stacked on phones, each copied with a confirmation', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.setViewportSize({ width: 1600, height: 1000 });
      await openDemo(page, path);
      await page.getByRole('combobox', { name: 'Format' }).selectOption('sql');
      await page.getByRole('button', { name: 'Compare with another format' }).click();
      const second = exportRegion(page, 'Second export');
      await expect(second.getByRole('combobox', { name: 'Format' })).toHaveValue('natural_language');
      const first = exportRegion(page);
      const [a, b] = [await first.boundingBox(), await second.boundingBox()];
      expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);
      expect(Math.abs(b!.y - a!.y)).toBeLessThan(5);

      await first.getByRole('button', { name: 'Copy the SQL result' }).click();
      await expect(first.getByRole('status')).toHaveText('Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await resultText(page));
      await second.getByRole('button', { name: 'Copy the Natural language result' }).click();
      await expect(second.getByRole('status')).toHaveText('Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await resultText(page, 'export-result-2'));

      await page.setViewportSize({ width: 390, height: 900 });
      const [c, d] = [await first.boundingBox(), await second.boundingBox()];
      expect(d!.y).toBeGreaterThanOrEqual(c!.y + c!.height - 1);

      await page.reload();
      await expect(page.locator('[data-demo-ready]')).toHaveAttribute('data-demo-ready', 'true', { timeout: 40_000 });
      await expect(exportRegion(page, 'Second export')).toBeVisible();
      await page.getByRole('button', { name: 'Close the second export' }).click();
      await expect(exportRegion(page, 'Second export')).toHaveCount(0);
    });
  });
}
