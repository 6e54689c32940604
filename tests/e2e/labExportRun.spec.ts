import { expect, test, type Page } from '@playwright/test';
import { nextLibraryVersion, siteLibraryVersion } from '../../config/docsVersions';
import { decodeDemoHash } from '../../src/demo/permalink';
import { exportFormatSections } from '../../src/lab/sample/sections';
import { watchProblems } from './demoPage';

// The engine's first load (PGlite's start measured 28 s under load) happens on the press.
const engineLoad = { timeout: 90_000 };

/** Every request the page made for the lab: its chunks, its worker, the engines' files. */
function labRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/lab-|labWorker|query-lab|\/engines\//.test(request.url())) seen.push(request.url());
  });
  return seen;
}

test.describe('Run buttons of the export pages', () => {
  test.describe.configure({ timeout: 120_000 });

  test('v7: every runnable format section has one; nothing loads until one is pressed; SQL runs on PostgreSQL', async ({
    page,
  }, testInfo) => {
    const problems = watchProblems(page);
    const requests = labRequests(page);
    await page.goto('/docs/utils/export');
    const buttons = page.locator('[data-lab-run]');
    await expect(buttons).toHaveCount(Object.keys(exportFormatSections.v7).length);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    const sql = page.locator('[data-lab-run="sql"]');
    await sql.getByRole('button', { name: 'Run this sample' }).click();
    const panel = page.locator('[data-lab-sample="sql"]');
    await expect(panel.locator('[data-outcome]')).toBeVisible(engineLoad);
    await expect(panel).toContainText("like 'Stev%'");
    // The sample above prints `?` placeholders; the panel says why what ran has `$1` and quoted names.
    await expect(panel).toContainText("It ran, exported with preset: 'postgresql' (SQL presets):");
    await expect(panel.locator('[data-outcome="rows"]')).toContainText(/\d+ rows?/);
    if (testInfo.project.name === 'phone') {
      // Columns beyond the box's right edge get a shade there: the last visible column read as the table's end.
      const rows = panel.getByRole('region').last();
      const cue = await rows.evaluate((box) => ({
        overflows: box.scrollWidth > box.clientWidth,
        shade: getComputedStyle(box).backgroundImage.includes('radial-gradient'),
      }));
      expect(cue).toEqual({ overflows: true, shade: true });
    }
    // The query is the reader's to edit: a first name no row has matches nothing.
    const editor = panel.getByRole('textbox', { name: /The query/ });
    await editor.fill(
      JSON.stringify({ combinator: 'and', rules: [{ field: 'firstName', operator: '=', value: 'Nobody' }] }),
    );
    await panel.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(panel.locator('[data-outcome="rows"]')).toHaveText('0 rows', engineLoad);
    await expect(panel).toContainText("'Nobody'");
    await editor.fill('{ not json');
    await expect(panel.getByRole('alert')).toContainText('This is not JSON');
    // The demo link carries the query and opens its Run tab.
    const link = panel.getByRole('link', { name: /Open this query in the demo/ });
    const { state } = decodeDemoHash(new URL((await link.getAttribute('href'))!, 'http://x').hash, 'default');
    expect(state).toMatchObject({ tab: 'run', labVersions: siteLibraryVersion });
    await expect(panel).not.toContainText('this link sets its Run tab');
    expect(JSON.stringify(state.query)).toContain('Stev');
    if (testInfo.project.name === 'phone') {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    expect(problems).toEqual([]);
  });

  test(`Next: ${nextLibraryVersion} formats run on their engines (SPARQL on Oxigraph), and a format with no engine has no button`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'chromium', 'desktop run');
    const problems = watchProblems(page);
    await page.goto('/docs/next/utils/export');
    await expect(page.locator('[data-lab-run]')).toHaveCount(Object.keys(exportFormatSections.next).length);
    await page.locator('[data-lab-run="sparql"]').getByRole('button').click();
    const sparql = page.locator('[data-lab-sample="sparql"]');
    await expect(sparql.locator('[data-outcome="rows"]')).toHaveText('1 row', engineLoad);
    await expect(sparql).toContainText('FILTER(?firstName = "Steve" && ?age > 30)');
    // A format no engine runs in a page has no button: it could only say that nothing runs.
    await expect(page.locator('[data-lab-run="gremlin"], [data-lab-run="natural-language"]')).toHaveCount(0);
    // The demo builds with the site's release; the sentence of the link says which release its Run tab exports with.
    await expect(sparql).toContainText(
      `The demo’s builder is react-querybuilder ${siteLibraryVersion}; this link sets its Run tab to export with ${nextLibraryVersion}.`,
    );
    await sparql.getByRole('link', { name: /Open this query in the demo/ }).click();
    await expect(page.getByRole('tab', { name: 'Run' })).toHaveAttribute('aria-selected', 'true', { timeout: 40_000 });
    await expect(page.getByRole('radio', { name: nextLibraryVersion })).toBeChecked();
    await expect(page.locator('[data-engine="sparql"] [data-outcome]').first()).toBeVisible(engineLoad);
    expect(problems).toEqual([]);
  });
});
