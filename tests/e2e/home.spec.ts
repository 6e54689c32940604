import { expect, test } from '@playwright/test';
import { watchPage } from './pageWatch';
import { flavourIds } from '../../src/flavours/registry';
import { trackRequests } from './pageSettled';

// Strings only the UI libraries' own code contains (MUI, Ant Design, Chakra UI, Mantine); none may reach the home page.
const flavourLibraryMarkers = [
  'MuiButtonBase',
  'data-ant-cssinjs-cache-path',
  'chakra-ui-color-mode',
  'mantine-color-scheme-value',
];

test.describe('home page', () => {
  test('hero, every section and a link to every flavour demo render', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'React Query Builder' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/docs/intro');
    await expect(page.getByRole('link', { name: 'Try it out' })).toHaveAttribute('href', '/demo');
    for (const name of [
      'Build a query, see it in your language',
      'Import and export',
      'Bring your own controls',
      'Drag and drop, styled with CSS',
      'Fits your UI library',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    for (const id of flavourIds) {
      await expect(page.locator(`main a[href="/demo/${id}"]`)).toHaveCount(1);
    }
  });

  test('the live builder updates the converted query, in the format the visitor picks', async ({ page }) => {
    await page.goto('/');
    const output = page.getByTestId('home-output');
    await expect(output).toContainText("genre = 'mystery'");
    const builder = page.locator('section[aria-labelledby="try-it"] .queryBuilder');
    await builder.locator('.rule').first().locator('.rule-value').selectOption('poetry');
    await expect(output).toContainText("genre = 'poetry'");
    await page.getByRole('combobox', { name: 'Export as' }).selectOption({ label: 'MongoDB' });
    await expect(output).toContainText('"$and"');
    await page.getByRole('combobox', { name: 'Export as' }).selectOption({ label: 'CEL' });
    await expect(output).toContainText('genre == "poetry"');
  });

  test('the sections below load when scrolled to and work', async ({ page }) => {
    await page.goto('/');
    const importSection = page.locator('section[aria-labelledby="import-export"]');
    await importSection.scrollIntoViewIfNeeded();
    await importSection.getByRole('textbox', { name: 'SQL to import' }).fill("author = 'Borges'");
    await expect(importSection.getByTestId('import-output')).toContainText('Borges');
    await expect(importSection.locator('.rule')).toHaveCount(1);

    const editors = page.locator('section[aria-labelledby="extensibility"]');
    await editors.scrollIntoViewIfNeeded();
    await editors.getByRole('slider', { name: 'Rating' }).fill('5');
    await expect(editors.locator('pre')).toContainText('rating >= 5');
    await expect(editors.getByLabel('From')).toHaveValue('2027-06-01');

    const styling = page.locator('section[aria-labelledby="styling"]');
    await styling.scrollIntoViewIfNeeded();
    await expect(styling.locator('.queryBuilder.queryBuilder-branches')).toBeVisible();
    await expect(styling.locator('.queryBuilder-dragHandle').first()).toBeVisible();
    await styling.getByRole('checkbox', { name: 'Branch lines' }).uncheck();
    await expect(styling.locator('.queryBuilder-branches')).toHaveCount(0);
  });

  test('the import box says when SQL does not parse, has conditions with no rule form or names fields the example lacks, and never shows a rule under the wrong field', async ({
    page,
  }) => {
    const watch = watchPage(page);
    await page.goto('/');
    const importSection = page.locator('section[aria-labelledby="import-export"]');
    await importSection.scrollIntoViewIfNeeded();
    const box = importSection.getByRole('textbox', { name: 'SQL to import' });
    const output = importSection.getByTestId('import-output');
    const fields = importSection.locator('.rule .rule-fields');
    await expect(fields.first()).toBeVisible({ timeout: 20_000 });
    const before = await output.textContent();

    // Malformed: the demo's Import tab's words, the box marked invalid, the builder and output as they were.
    await box.fill('age >');
    await expect(importSection.getByRole('status')).toHaveText(
      'This SQL could not be parsed: unexpected end of input on line 1. The query was not changed.',
    );
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(/could not be parsed/);
    expect(await output.textContent()).toBe(before);

    // A condition parseSQL drops without an error (a function call, a subquery): named, and the query kept.
    for (const [sql, dropped] of [
      ["pages > 40 AND lower(author) = 'j'", "lower(author) = 'j'"],
      ['pages > 40 AND author IN (SELECT name FROM bans)', 'author IN (SELECT name FROM bans)'],
    ] as const) {
      await box.fill(sql);
      await expect(importSection.getByRole('status')).toHaveText(
        `1 of 2 conditions has no rule form (a function call, a subquery or arithmetic, for example): ${dropped}. The query was not changed.`,
      );
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(await output.textContent()).toBe(before);
    }

    // Only fields the example lacks: nothing shown under another field's name, and the reader is told why.
    await box.fill("firstName = 'Steve' AND age > 30");
    await expect(importSection.getByRole('status')).toContainText(
      'firstName and age: fields this example does not have (its fields are title, author, genre, pages, published and inStock). The query was not changed.',
    );
    await expect(box).toHaveAttribute('aria-invalid', 'false');
    expect(await output.textContent()).toBe(before);

    // Some known, some not: the known rule shows under its own field, the rest are named as left out.
    await box.fill("firstName = 'Steve' AND pages > 30");
    await expect(importSection.getByRole('status')).toContainText('Left out: the rules on firstName, a field this');
    await expect(fields).toHaveCount(1);
    await expect(fields).toHaveValue('pages');
    await expect(output).toContainText('"pages"');
    await expect(output).not.toContainText('firstName');

    // Valid SQL on known fields: no message at all.
    await box.fill("author = 'Borges'");
    await expect(fields).toHaveValue('author');
    await expect(importSection.getByRole('status')).toBeEmpty();
    // The parser's error is handled: nothing reaches the console.
    expect(watch.problems).toEqual([]);
  });

  test('no console error, no third-party request, no flavour UI library', async ({ page }) => {
    const watch = watchPage(page);
    const requests = trackRequests(page);
    await page.goto('/');
    for (const id of ['import-export', 'extensibility', 'styling', 'flavours']) {
      await page.locator(`section[aria-labelledby="${id}"]`).scrollIntoViewIfNeeded();
    }
    await expect(page.locator('section[aria-labelledby="styling"] .queryBuilder')).toBeVisible();
    await requests.settled();
    expect(watch.problems).toEqual([]);
    const bodies = await watch.scriptBodies();
    for (const marker of flavourLibraryMarkers) {
      expect(
        bodies.filter((body) => body.includes(marker)),
        marker,
      ).toEqual([]);
    }
  });
});
