import { expect, test } from '@playwright/test';
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

/** WCAG 2.1 contrast of two opaque `rgb(…)` colours. */
function contrastRatio(foreground: string, background: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map((channel) => {
      const c = Number(channel) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`in ${colorScheme} mode every token of the live editor, a regex and a template string among them, reads at 4.5:1`, async ({
    page,
  }) => {
    // The invalid-input form's code holds regexes and template strings, which the stock light style drew in #e40 at
    // 3.84:1.
    await page.emulateMedia({ colorScheme });
    await page.goto('/docs/utils/import#invalid-input');
    // The block turns live once near the screen: arrive at its static code first.
    await page.locator('pre', { hasText: 'function conditionsOf' }).first().scrollIntoViewIfNeeded();
    const editor = page.getByRole('textbox', { name: editorLabel });
    await expect(editor).toBeVisible({ timeout: 20_000 });
    // CodeMirror draws the lines near the screen only: these hold a regex literal and template strings.
    await expect(editor).toContainText('text.matchAll(/');
    await expect(editor).toContainText('`Loaded ${');
    // Each token's colour over the first opaque background behind it, read in one pass (the editor draws hundreds).
    const drawn = await editor.locator('span[class]').evaluateAll((spans) =>
      spans
        .filter((span) => span.textContent!.trim() !== '')
        .map((span) => {
          let behind: Element | null = span;
          while (behind && /rgba\(0, 0, 0, 0\)|transparent/.test(getComputedStyle(behind).backgroundColor))
            behind = behind.parentElement;
          return {
            text: span.textContent!,
            color: getComputedStyle(span).color,
            background: behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)',
          };
        }),
    );
    expect(drawn.length).toBeGreaterThan(100);
    const low = drawn
      .map((token) => ({ ...token, ratio: contrastRatio(token.color, token.background) }))
      .filter((token) => token.ratio < 4.5)
      .map((token) => `${token.text} ${token.color} on ${token.background}: ${token.ratio.toFixed(2)}`);
    expect(low).toEqual([]);
  });
}
