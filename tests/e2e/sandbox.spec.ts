import { expect, test, type Page } from '@playwright/test';
import { editorCode, replaceEditorCode, watchPage } from './pageWatch';

const editorLabel = 'App.tsx';
const templateIds = ['basic', 'validation', 'dnd', 'custom-value-editor', 'material'] as const;

const previewOf = (page: Page) => page.getByRole('region', { name: 'Preview' });

test.describe('/sandbox', () => {
  for (const id of templateIds) {
    test(`template "${id}" renders a query builder, offline and without console errors`, async ({ page }) => {
      const watch = watchPage(page);
      await page.goto(`/sandbox?template=${id}`);
      const preview = previewOf(page);
      await expect(preview.locator('.queryBuilder')).toBeVisible({ timeout: 20_000 });
      await expect(preview.getByRole('alert')).toHaveCount(0);
      await expect(preview.locator('pre').first()).toContainText('(');
      await expect(page.getByRole('combobox', { name: 'Template' })).toHaveValue(id);
      expect(watch.problems).toEqual([]);
    });
  }

  test('the short form ?t= picks a template too', async ({ page }) => {
    await page.goto('/sandbox?t=dnd');
    await expect(previewOf(page).locator('.rule .queryBuilder-dragHandle').first()).toBeVisible({ timeout: 20_000 });
  });

  test('template-specific parts render: invalid rules flagged, the slider, Material controls', async ({ page }) => {
    await page.goto('/sandbox?template=validation');
    await expect(previewOf(page).locator('.rule.queryBuilder-invalid').first()).toBeVisible({ timeout: 20_000 });
    await page.goto('/sandbox?template=custom-value-editor');
    await expect(previewOf(page).locator('input[type="range"]')).toBeVisible({ timeout: 20_000 });
    await page.goto('/sandbox?template=material');
    await expect(previewOf(page).locator('.MuiSelect-select').first()).toBeVisible({ timeout: 20_000 });
  });

  test('an edit updates the preview; syntax and thrown errors show messages and the preview recovers', async ({ page }) => {
    await page.goto('/sandbox');
    const preview = previewOf(page);
    await expect(preview.locator('.queryBuilder')).toBeVisible({ timeout: 20_000 });

    await replaceEditorCode(page, editorLabel, 'export default function App() {\n  return <p>Hello from the sandbox</p>;\n}');
    await expect(preview.getByText('Hello from the sandbox')).toBeVisible();

    await replaceEditorCode(page, editorLabel, 'export default function App() {\n  return <p>Missing brace</p>;\n');
    await expect(preview.getByRole('alert')).toContainText('Syntax error');

    await replaceEditorCode(page, editorLabel, "export default function App() {\n  throw new Error('Deliberate failure');\n}");
    await expect(preview.getByRole('alert')).toContainText('Deliberate failure');

    await replaceEditorCode(page, editorLabel, "import pad from 'left-pad';\nexport default () => <p>{pad('x', 3)}</p>;");
    // The import error is the current one; the thrown error stays below it on the dimmed last preview.
    await expect(preview.getByRole('alert').filter({ hasText: 'Cannot import "left-pad"' })).toBeVisible();

    await replaceEditorCode(page, editorLabel, 'export default function App() {\n  return <p>Working again</p>;\n}');
    await expect(preview.getByText('Working again')).toBeVisible();
    await expect(preview.getByRole('alert')).toHaveCount(0);
    // The page around the preview survived every failure.
    await expect(page.getByRole('heading', { level: 1, name: 'Sandbox' })).toBeVisible();
  });

  test('the code lives in the URL hash, and opening that URL restores it', async ({ page, browser }) => {
    await page.goto('/sandbox?t=validation');
    await expect(previewOf(page).locator('.queryBuilder')).toBeVisible({ timeout: 20_000 });
    const code = "export default function App() {\n  return <p>Shared with a link</p>;\n}";
    await replaceEditorCode(page, editorLabel, code);
    await expect(page).toHaveURL(/template=validation#code\//);
    const sharedUrl = page.url();

    const reader = await browser.newPage();
    const watch = watchPage(reader);
    await reader.goto(sharedUrl);
    await expect(previewOf(reader).getByText('Shared with a link')).toBeVisible({ timeout: 20_000 });
    expect(await editorCode(reader, editorLabel)).toBe(code);
    expect(watch.problems).toEqual([]);
  });

  test('a damaged hash shows a notice and falls back to the template', async ({ page }) => {
    await page.goto('/sandbox?template=dnd#code/N4IgdghgtgpiBcIBi');
    await expect(page.getByRole('status')).toContainText('could not be read');
    await expect(previewOf(page).locator('.queryBuilder')).toBeVisible({ timeout: 20_000 });
    expect(await editorCode(page, editorLabel)).toContain("from '@react-querybuilder/dnd'");
  });

  test('StackBlitz and CodeSandbox are plain forms that send the current code only when clicked', async ({ page }) => {
    await page.goto('/sandbox');
    await expect(previewOf(page).locator('.queryBuilder')).toBeVisible({ timeout: 20_000 });
    const stackBlitz = page.locator('form[action^="https://stackblitz.com/run"]');
    await expect(stackBlitz.getByRole('button', { name: 'Open in StackBlitz' })).toBeVisible();
    await expect(stackBlitz.locator('input[name="project[files][src/App.tsx]"]')).toHaveValue(/QueryBuilder/);
    const codeSandbox = page.locator('form[action^="https://codesandbox.io/api/v1/sandboxes/define"]');
    await expect(codeSandbox.getByRole('button', { name: 'Open in CodeSandbox' })).toBeVisible();
    await expect(codeSandbox.locator('input[name="parameters"]')).toHaveValue(/^[A-Za-z0-9_-]{100,}$/);
  });
});
