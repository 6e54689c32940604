import { expect, test } from '@playwright/test';
import { nextLibraryVersion } from '../../config/docsVersions';
import { builder, openDemo } from './demoPage';
import { watchPage } from './pageWatch';
import { compareNegatedMongo, expectOnlyWrapperMarked, expectReadableJson } from './upgradeCompare';
import { buildDirectory } from '../../playwright.config';
import { chunkFilePattern } from '../../scripts/chunkFiles.mjs';

const upgradeCompareChunk = chunkFilePattern(buildDirectory, 'upgrade-compare');

test.describe('version history', () => {
  test('a badge beside a v7 prop links to its release on the v7 change page', async ({ page }) => {
    const watch = watchPage(page);
    await page.goto('/docs/components/querybuilder');
    const badge = page.locator('#suppressstandardclassnames + [data-markdown-ignore] + .api-history a');
    // fixed release: 7.7.0 added suppressStandardClassnames, true after any bump.
    await expect(badge).toHaveAccessibleName('Added in version 7.7');
    await badge.click();
    await expect(page).toHaveURL(/\/docs\/releases#v7-7-0$/);
    await expect(page.locator('#v7-7-0')).toBeInViewport();
    await expect(
      page.locator('#v7-7-0 ~ ul li[data-kind="prop"]').filter({ hasText: 'suppressStandardClassnames' }),
    ).toBeVisible();
    expect(watch.problems).toEqual([]);
  });

  test('the v7 parseNumbers badges lead to the release that added the -limited values, kept by the Props filter', async ({
    page,
  }) => {
    const watch = watchPage(page);
    await page.goto('/docs/components/querybuilder');
    const badges = page.locator('#parsenumbers + [data-markdown-ignore] + .api-history a');
    // fixed release: 7.0.1 is the first 7.x release the registry holds with 'enhanced', 7.7.0 added the -limited
    // forms; true after any bump.
    await expect(badges).toHaveText(['Values changed in version 7.0.1', 'Values changed in version 7.7']);
    await badges.last().click();
    await expect(page).toHaveURL(/\/docs\/releases#v7-7-0$/);
    const entry = page.locator('#v7-7-0 ~ ul li[data-change="changed"]').filter({ hasText: 'parseNumbers' });
    await expect(entry).toContainText("now accepting 'enhanced-limited', 'native-limited' and 'strict-limited'");
    await page.getByRole('radio', { name: 'Props' }).check();
    await expect(entry).toBeVisible();
    await page.getByRole('radio', { name: 'Options' }).check();
    await expect(entry).toBeHidden();
    expect(watch.problems).toEqual([]);
  });

  // One test per mode: the page lists every change of 8.x, and each pick restyles all of it (at load average 20 one
  // run of both modes passed 30 s).
  for (const javaScriptEnabled of [true, false]) {
    test(`the change page filters by kind ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/docs/next/releases');
      const props = page.locator('li[data-kind="prop"]');
      const formats = page.locator('li[data-kind="format"]');
      // fixed release: entries of the history, true after any bump. 8.17.0 added a format; 8.22.5 changed types only;
      // a later release changed nothing in the API.
      const withFormat = page.locator('#v8-17-0');
      const withoutFormat = [page.locator('#v8-22-5'), page.getByText('No change to the declared API.').first()];
      // Everything shows until a kind is picked.
      await expect(props.first()).toBeVisible();
      for (const shown of withoutFormat) await expect(shown).toBeVisible();
      await page.getByRole('radio', { name: 'Formats' }).check();
      await expect(props.first()).toBeHidden();
      await expect(formats.first()).toBeVisible();
      // A release with no change of the picked kind hides whole: its heading and its counts.
      await expect(withFormat).toBeVisible();
      for (const hidden of withoutFormat) await expect(hidden).toBeHidden();
      await page.getByRole('radio', { name: 'Everything' }).check();
      await expect(props.first()).toBeVisible();
      for (const shown of withoutFormat) await expect(shown).toBeVisible();
      await context.close();
    });
  }

  test(`the ${nextLibraryVersion} comparison of a negated group's MongoDB export keeps both outputs readable`, async ({
    page,
  }) => {
    const watch = watchPage(page);
    const { v7, v8 } = await compareNegatedMongo(page, false);
    await expectReadableJson(v7);
    await expectReadableJson(v8);
    await expect(v8).toContainText('\n      "$and": [');
    await expectOnlyWrapperMarked(v7, v8);
    expect(watch.problems).toEqual([]);
  });

  test(`the demo compares an export with ${nextLibraryVersion}, loading it only when asked`, async ({ page }) => {
    const watch = watchPage(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await openDemo(page, '/demo');
    await expect(builder(page).getByRole('combobox').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Export' }).click();
    await page.getByRole('combobox', { name: 'Format' }).selectOption('spel');
    expect(scripts.filter((url) => upgradeCompareChunk.test(url))).toEqual([]);

    await page.getByRole('button', { name: `Compare with ${nextLibraryVersion}` }).click();
    const compare = page.getByRole('region', { name: `Compare with ${nextLibraryVersion}` });
    await expect(compare).toBeVisible();
    // The demo's query starts with firstName beginsWith 'Ste': Next's SpEL regex matches the rest of the string.
    await expect(page.getByTestId('upgrade-v7')).toContainText("firstName matches '^Ste'");
    await expect(page.getByTestId('upgrade-v8')).toContainText("firstName matches '^Ste.*'");
    await expect(page.getByTestId('upgrade-v8').locator('mark').first()).toHaveText('.*');
    await expect(compare.getByRole('status')).toContainText('The migration guide explains it');
    await expect(compare.getByRole('status')).toContainText('"Contains", "begins with" and "ends with"');
    await expect(compare.getByRole('link', { name: 'Read the guide' })).toHaveAttribute(
      'href',
      '/docs/next/migrate#changed-defaults-and-output',
    );
    expect(scripts.some((url) => upgradeCompareChunk.test(url))).toBe(true);

    // The export keeps its width beside the comparison below it: no column shrinks beside empty space.
    const [result, region] = [await page.getByTestId('export-result').boundingBox(), await compare.boundingBox()];
    expect(result!.width).toBeGreaterThan(region!.width * 0.95);

    await compare.getByRole('button', { name: 'Close the comparison' }).click();
    await expect(compare).toBeHidden();
    expect(watch.problems).toEqual([]);
  });

  test.describe('assistants', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('"Copy as a prompt" on the Next migrate page puts the instruction and the guide on the clipboard', async ({
      page,
    }) => {
      const watch = watchPage(page);
      await page.goto('/docs/next/migrate');
      const markdown = await (await page.request.get('/docs/next/migrate.md')).text();
      await expect(async () => {
        await page.getByRole('button', { name: 'Copy as a prompt' }).click();
        await expect(page.getByRole('button', { name: 'Prompt copied' })).toBeVisible({ timeout: 1_000 });
      }).toPass();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(/^Upgrade this code from react-querybuilder 7 to 8 following this guide/);
      expect(copied.endsWith(markdown)).toBe(true);
      // The table of changed outputs is in the Markdown twin too.
      expect(markdown).toContain("firstName matches '^Stev.*'");
      expect(watch.problems).toEqual([]);
    });

    test('"Open in ChatGPT" and "Open in Claude" are plain links carrying the Markdown address', async ({ page }) => {
      const watch = watchPage(page);
      await page.goto('/docs/utils/export');
      for (const [name, origin] of [
        ['Open in ChatGPT', 'https://chatgpt.com'],
        ['Open in Claude', 'https://claude.ai'],
      ] as const) {
        const href = await page.getByRole('link', { name }).getAttribute('href');
        const url = new URL(href ?? '');
        expect(url.origin).toBe(origin);
        expect(url.searchParams.get('q')).toMatch(/https?:\/\/\S+\/docs\/utils\/export\.md/);
      }
      // Nothing was requested from either service (watchPage records any request that leaves the machine).
      expect(watch.problems).toEqual([]);
    });
  });
});

test('the version badges under API headings are targets at least 24 px tall, on desktop and phone', async ({
  page,
}) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/docs/components/querybuilder');
    const badges = page.locator('a.api-history__badge');
    await expect(badges.first()).toBeVisible();
    const heights = await badges.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(3);
    expect(Math.min(...heights), `at ${width} px`).toBeGreaterThanOrEqual(24);
    // The space before the screen-reader-only "version" is drawn: "Added in 7.0.1", not "Added in7.0.1".
    const spaceWidths = await badges.evaluateAll((links) =>
      links.map((link) => {
        const lead = link.firstChild as Text;
        const range = document.createRange();
        range.setStart(lead, lead.length - 1);
        range.setEnd(lead, lead.length);
        return lead.data.endsWith(' ') ? range.getBoundingClientRect().width : 0;
      }),
    );
    expect(Math.min(...spaceWidths), `at ${width} px`).toBeGreaterThan(0);
  }
});
