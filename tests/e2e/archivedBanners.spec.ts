import { expect, test } from '@playwright/test';
import { docsVersionSpecs } from './siteRoutes';

/**
 * Every page of an archived version (v6, v5, v4, v3) carries Docusaurus' "unmaintained" banner,
 * and the banner's link leads to the latest docs (v7, served at /docs without a version segment):
 * to the same page when v7 has it, otherwise to the v7 introduction.
 */
const archivedNames = ['6', '5', '4', '3'];
const archived = docsVersionSpecs.filter((version) => archivedNames.includes(version.name));
const latest = docsVersionSpecs.find((version) => version.name === '7');
if (!latest || archived.length !== archivedNames.length) throw new Error('siteRoutes lacks a version this test needs');
const latestPages = new Set(latest.pages);

const expectedLatestLink = (page: string) => (latestPages.has(page) ? `/docs/${page}` : '/docs/intro');

function bannerOf(html: string): { text: string; links: string[] } | undefined {
  // The minified HTML leaves some attribute values unquoted; the banner holds two inner divs.
  const start = html.search(/<div[^>]*class="?[^">]*theme-doc-version-banner/);
  if (start === -1) return undefined;
  const end = html.indexOf('</div></div>', start);
  const markup = html.slice(start, end === -1 ? undefined : end);
  return {
    text: markup.replace(/<[^>]+>/g, '').replace(/\s+/g, ' '),
    links: [...markup.matchAll(/<a[^>]*\shref=(?:"([^"]*)"|([^\s>]+))/g)].map((match) => match[1] ?? match[2] ?? ''),
  };
}

for (const version of archived) {
  test(`every ${version.label} page is served with the unmaintained banner pointing to v7`, async ({ request }) => {
    expect(version.pages.length).toBeGreaterThan(0);
    for (const page of version.pages) {
      const route = `${version.prefix}/${page}`;
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      const banner = bannerOf(await response.text());
      expect(banner, `${route} has no version banner`).toBeDefined();
      expect(banner?.text, route).toContain(`${version.label}, which is no longer actively maintained`);
      expect(banner?.links, route).toEqual([expectedLatestLink(page)]);
    }
  });
}

test('the banner link of an archived page opens the same page in the latest docs', async ({ page }) => {
  await page.goto('/docs/6/utils/export');
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toContainText('no longer actively maintained');
  await banner.getByRole('link', { name: 'main docs' }).click();
  await expect(page).toHaveURL(/\/docs\/utils\/export$/);
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Export' })).toBeVisible();
});

const upgradeGuides = [
  { version: '6', from: '/docs/6/intro', to: '/docs/migrate', heading: 'Migrating to v7' },
  { version: '5', from: '/docs/5/intro', to: '/docs/6/migrate', heading: 'Migrating to v6' },
  { version: '4', from: '/docs/4/intro', to: '/docs/5/migrate', heading: 'Migrating from v4 to v5' },
  { version: '3', from: '/docs/3/intro', to: '/docs/4/migrate', heading: 'Migrating from v3 to v4' },
];

test('every archived page names the upgrade guide to the next major, in its server HTML', async ({ request }) => {
  for (const { version, to } of upgradeGuides) {
    const spec = archived.find((each) => each.name === version);
    for (const page of spec?.pages ?? []) {
      const route = `${spec?.prefix}/${page}`;
      const html = await (await request.get(route)).text();
      // The minified HTML may leave the paragraph unclosed: the note runs to its link's end.
      const note = /data-testid="?upgrade-guide"?[^>]*>(.*?<\/a>)/.exec(html.replace(/<!-- -->/g, ''))?.[1] ?? '';
      expect(note, route).toContain(`Upgrading from v${version}?`);
      expect(note, route).toMatch(new RegExp(`href="?${to}"?`));
    }
  }
});

for (const { from, heading } of upgradeGuides.slice(0, 1)) {
  test(`from ${from} one click on the note opens "${heading}"`, async ({ page }) => {
    await page.goto(from);
    await page
      .getByTestId('upgrade-guide')
      .getByRole('link', { name: /Migrating to v7/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}
