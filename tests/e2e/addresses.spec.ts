import { expect, test, type Page } from '@playwright/test';
import { docsUrlOf, docsVersionLabel, latestDocsVersion, majorOfDocs } from '../../config/docsVersions';
import { flavourIds, flavours } from '../../src/flavours/registry';
import { builder, option } from './demoPage';

/**
 * Addresses readers already hold (old answers, bookmarks, the packages' JSDoc and READMEs) land on
 * the page, section and state they meant, after whatever redirects lie between.
 *
 * Tests marked "anchor from the docs" need the heading ids our docs add to match the previous site's.
 */

/** Waits for the demo to have read its hash and loaded its flavour. */
async function demoReady(page: Page) {
  await expect(page.locator('[data-demo-ready]')).toHaveAttribute('data-demo-ready', 'true', { timeout: 40_000 });
  await expect(builder(page).locator('.rule').first()).toBeVisible();
}

const pathAndHash = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.hash}`;
};

/**
 * The old demo address led to `path` with `hash`. Once loaded, the demo may already have written its own
 * permalink (`#s=…`) over the hash it read, so that counts as landed too; the tests then check the state.
 */
async function expectDemoAddress(page: Page, path: string, hash = '') {
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return url.pathname === path && (url.hash === hash || url.hash.startsWith('#s='))
        ? 'landed'
        : `${url.pathname}${url.hash}`;
    })
    .toBe('landed');
}

/** The reader lands on `path#anchor`, a found page, scrolled to the anchor's element. */
async function expectSection(page: Page, path: string, anchor: string) {
  await expect.poll(() => pathAndHash(page)).toBe(`${path}#${anchor}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toHaveCount(0);
  const section = page.locator(`[id="${anchor}"]`);
  await expect(section).toHaveCount(1);
  await expect(section).toBeInViewport();
}

test.describe('the old demo address /react-querybuilder', () => {
  // UI libraries are big: give their first load time on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  for (const id of flavourIds) {
    test(`#style=${id} opens the ${id} demo`, async ({ page }) => {
      await page.goto(`/react-querybuilder/#style=${id}`);
      await expectDemoAddress(page, `/demo/${id}`);
      await demoReady(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${flavours[id].label} demo`);
    });
  }

  test('carries the other settings of the hash through', async ({ page }) => {
    await page.goto('/react-querybuilder#style=material&showNotToggle=true&showCloneButtons=true');
    await expectDemoAddress(page, '/demo/material', '#showNotToggle=true&showCloneButtons=true');
    await demoReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${flavours.material.label} demo`);
    await expect(builder(page).locator('.MuiInputBase-root').first()).toBeVisible();
    await expect(option(page, 'showNotToggle')).toBeChecked();
    await expect(option(page, 'showCloneButtons')).toBeChecked();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('without a style, or with one we do not have, opens the default demo', async ({ page }) => {
    await page.goto('/react-querybuilder/');
    await expectDemoAddress(page, '/demo');
    await demoReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demo');

    await page.goto('/react-querybuilder/#style=prime');
    await expectDemoAddress(page, '/demo', '#style=prime');
    await demoReady(page);
    await expect(page.getByRole('alert')).toContainText('unknown settings were ignored: style');
  });

  test('without JavaScript, links to the demo', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/react-querybuilder');
    expect(response?.status()).toBe(200);
    await expect(page.locator('main').getByRole('link', { name: '/demo', exact: true })).toHaveAttribute(
      'href',
      '/demo',
    );
    await context.close();
  });
});

test.describe('moved pages keep the section through their redirect', () => {
  test('v6: /docs/6/api/misc#transformquery', async ({ page }) => {
    await page.goto('/docs/6/api/misc#transformquery');
    await expectSection(page, '/docs/6/utils/misc', 'transformquery');
  });

  test('v7: /docs/api/misc#transformquery (anchor from the docs)', async ({ page }) => {
    await page.goto('/docs/api/misc#transformquery');
    await expectSection(page, '/docs/utils/misc', 'transformquery');
  });

  test('Next: /docs/next/api/misc#transformquery (anchor from the docs)', async ({ page }) => {
    await page.goto('/docs/next/api/misc#transformquery');
    await expectSection(page, '/docs/next/utils/misc', 'transformquery');
  });
});

test.describe('/docs/api leads to the API reference', () => {
  for (const from of ['/docs/api', '/docs/next/api', '/docs/6/api']) {
    test(from, async ({ page }) => {
      await page.goto(from);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/api');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toHaveCount(0);
    });
  }

  test('/docs/5/api opens v5 API category', async ({ page }) => {
    await page.goto('/docs/5/api');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/5/category/api');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toHaveCount(0);
  });
});

test.describe('a docs path of another version', () => {
  const note = (page: Page) => page.getByRole('note').filter({ hasText: 'You were sent here from' });

  test('/docs/category/api (v5 and v4 only) opens v5, hash kept, with a note naming the version', async ({ page }) => {
    await page.goto('/docs/category/api#anything');
    await expect.poll(() => pathAndHash(page)).toBe('/docs/5/category/api#anything');
    await expect(note(page)).toBeVisible();
    await expect(note(page)).toContainText(
      'This page is from the v5 docs (react-querybuilder 5.x); it also exists in v4',
    );
    await expect(note(page)).toContainText('You were sent here from /docs/category/api');
    await expect(page.locator('.navbar .dropdown > .navbar__link').first()).toHaveText('v5');
  });

  test('the 8.x README link /docs/utils/query-management#query-tools opens Next at that section (page and anchor from the docs)', async ({
    page,
  }) => {
    await page.goto('/docs/utils/query-management#query-tools');
    await expectSection(page, '/docs/next/utils/query-management', 'query-tools');
    await expect(note(page)).toContainText(
      `This page exists only in the Next docs (react-querybuilder ${majorOfDocs('current')}.x)`,
    );
    await expect(note(page)).toContainText('You were sent here from /docs/utils/query-management');
  });

  test('a path naming a version that lacks the page offers the versions that have it', async ({ page }) => {
    const response = await page.goto('/docs/6/components/shiftactions#props');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    const offers = page.getByRole('region', { name: 'This page exists in other versions' });
    await expect(offers.getByRole('link')).toHaveText(
      ['current', latestDocsVersion].map(
        (name) =>
          `${docsVersionLabel(name)} (react-querybuilder ${majorOfDocs(name)}.x): ${docsUrlOf(name)}/components/shiftactions`,
      ),
    );
    await expect(offers.getByRole('link').first()).toHaveAttribute('href', '/docs/next/components/shiftactions#props');
    expect(new URL(page.url()).pathname).toBe('/docs/6/components/shiftactions');
  });

  test('a path no version has is not found, with nothing offered', async ({ page }) => {
    const response = await page.goto('/docs/no/such/page#x');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    // The not-found page has hydrated (the colour toggle works only then) and still offers nothing.
    await expect(page.getByRole('button', { name: /Switch between dark and light mode/ })).toBeEnabled();
    await expect(page.getByRole('region', { name: /other versions/ })).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/docs/no/such/page');
  });
});

test.describe('sections the packages link to', () => {
  for (const [address, anchor, needsDocs] of [
    // the independent-combinators warning of both installed releases (the site's and Next's)
    ['/docs/components/querybuilder', 'independent-combinators', false],
    ['/docs/next/components/querybuilder', 'independent-combinators', false],
    // the transformQuery JSDoc of both installed releases
    ['/docs/utils/misc', 'transformquery', true],
    ['/docs/next/utils/misc', 'transformquery', true],
    // @react-querybuilder/material's README
    ['/docs/compat', 'preload-mui-components', true],
  ] as const) {
    test(`${address}#${anchor}${needsDocs ? ' (anchor from the docs)' : ''}`, async ({ page }) => {
      await page.goto(`${address}#${anchor}`);
      await expectSection(page, address, anchor);
    });
  }
});
