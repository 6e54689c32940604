import { expect, test } from '@playwright/test';
import { contrastsAgainstBackground } from './contrast';
import { replaceEditorCode, watchPage } from './pageWatch';

// The page has several live examples; the tests use the last one, in its "Try it" section.
const livePage = '/docs/components/querybuilder';
const tryIt = `${livePage}#try-it`;
const editorLabel = 'Live example code';
// A class name CodeMirror puts in its own code: present in the editor chunk and nowhere else.
const editorMarker = 'cm-editor';

test.describe('live code blocks in the docs', () => {
  test('the server renders the code statically; the browser turns it into an editor with a live preview', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(livePage)).text();
    // Highlighting splits the code into tokens; without the tags it reads as the fence's code.
    const text = html.replace(/<[^>]+>/g, '');
    expect(text).toContain('export default function App');
    expect(text).toContain("formatQuery(query, 'sql')");

    const watch = watchPage(page);
    await page.goto(tryIt);
    const preview = page.locator('[data-live-code]').last().getByRole('region', { name: 'Live preview' });
    await preview.scrollIntoViewIfNeeded();
    await expect(preview.locator('.queryBuilder')).toBeVisible({ timeout: 20_000 });
    await expect(preview.locator('pre')).toContainText('pages > ');
    expect(watch.problems).toEqual([]);
  });

  test('editing updates the preview; a syntax error is shown and fixing it recovers; Reset restores the example', async ({
    page,
  }) => {
    await page.goto(tryIt);
    const block = page.locator('[data-live-code]').last();
    const preview = block.getByRole('region', { name: 'Live preview' });
    // The block turns live once near the screen; blocks above it grow as they hydrate and can push it away from where
    // the #try-it jump left it (the stock build's run showed it).
    await preview.scrollIntoViewIfNeeded();
    await expect(preview.locator('.queryBuilder')).toBeVisible({ timeout: 20_000 });

    await replaceEditorCode(
      page,
      editorLabel,
      [
        "import { QueryBuilder } from 'react-querybuilder';",
        'export default function App() {',
        "  return <><p>Edited example</p><QueryBuilder fields={[{ name: 'isbn', label: 'ISBN' }]} /></>;",
        '}',
      ].join('\n'),
      block,
    );
    await expect(preview.getByText('Edited example')).toBeVisible();
    await expect(preview.locator('.queryBuilder')).toBeVisible({ timeout: 20_000 });

    await replaceEditorCode(page, editorLabel, 'export default function App() {\n  return <p>Broken</p;\n}', block);
    await expect(preview.getByRole('alert')).toContainText('Syntax error');

    await replaceEditorCode(
      page,
      editorLabel,
      'export default function App() {\n  return <p>Fixed again</p>;\n}',
      block,
    );
    await expect(preview.getByText('Fixed again')).toBeVisible();
    await expect(preview.getByRole('alert')).toHaveCount(0);

    await block.getByRole('button', { name: 'Reset' }).click();
    await expect(preview.locator('pre')).toContainText('pages > ');
  });

  test('a docs page without live blocks does not load the editor', async ({ page }) => {
    const withLive = watchPage(page);
    await page.goto(tryIt);
    await expect(page.locator('[data-live-code]').last().locator('.queryBuilder')).toBeVisible({ timeout: 20_000 });
    expect((await withLive.scriptBodies()).some((body) => body.includes(editorMarker))).toBe(true);

    const other = await page.context().newPage();
    const withoutLive = watchPage(other);
    await other.goto('/docs/intro');
    // A live block would request the editor as the page hydrates: by then every script it asks for is requested.
    await other.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    expect((await withoutLive.scriptBodies()).filter((body) => body.includes(editorMarker))).toEqual([]);
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`in ${colorScheme} mode every token of the live editor, a regex and a template string among them, reads at 4.5:1`, async ({
    page,
  }) => {
    // The invalid-input form's code holds regexes and template strings, which the stock light style drew in #e40 at
    // 3.84:1.
    await page.emulateMedia({ colorScheme });
    await page.goto('/docs/utils/import#invalid-input');
    // The block turns live once near the screen: arrive at its static code. The code gives way to the editor as it
    // loads, which can detach it mid-scroll on a slow machine: try again until the editor is there.
    const editor = page.getByRole('textbox', { name: editorLabel });
    await expect(async () => {
      if (!(await editor.isVisible()))
        await page
          .locator('pre', { hasText: 'function conditionsOf' })
          .first()
          .scrollIntoViewIfNeeded({ timeout: 2_000 });
      await expect(editor).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    // CodeMirror draws the lines near the screen only: these hold a regex literal and template strings.
    await expect(editor).toContainText('text.matchAll(/');
    await expect(editor).toContainText('`Loaded ${');
    // The text is drawn before the language parser colours it, later on a slow machine: wait for the colouring.
    const tokens = editor.locator('span[class]');
    await expect.poll(() => tokens.count(), { timeout: 20_000 }).toBeGreaterThan(100);
    const drawn = (await contrastsAgainstBackground(tokens)).filter((token) => token.text.trim() !== '');
    expect(drawn.length).toBeGreaterThan(100);
    const low = drawn
      .filter((token) => token.ratio < 4.5)
      .map((token) => `${token.text} ${token.color}: ${token.ratio.toFixed(2)}`);
    expect(low).toEqual([]);
  });
}
