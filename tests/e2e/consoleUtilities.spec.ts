import { expect, test } from '@playwright/test';
import { nextLibraryVersion, siteLibraryVersion } from '../../config/docsVersions';

const utilityNames = [
  'formatQuery',
  'parseCEL',
  'parseJSONata',
  'parseJsonLogic',
  'parseMongoDB',
  'parseSpEL',
  'parseSQL',
  'transformQuery',
];

test('the query utilities are on window, work, and are announced once', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'log') messages.push(message.text());
  });
  await page.goto('/docs/intro');
  await page.waitForFunction(() => typeof (window as unknown as Record<string, unknown>).transformQuery === 'function');
  for (const name of utilityNames) {
    expect(await page.evaluate((n) => typeof (window as unknown as Record<string, unknown>)[n], name), name).toBe(
      'function',
    );
  }
  const roundTrip = await page.evaluate(() => {
    const w = window as unknown as {
      parseSQL: (sql: string) => unknown;
      formatQuery: (query: unknown, format: string) => string;
    };
    return w.formatQuery(w.parseSQL("firstName = 'Steve' AND age > 30"), 'mongodb');
  });
  expect(JSON.parse(roundTrip)).toEqual({ $and: [{ firstName: 'Steve' }, { age: { $gt: 30 } }] });
  const announcements = messages.filter((text) => /react-querybuilder [\d.]+ utilities/.test(text));
  expect(announcements).toHaveLength(1);
  for (const name of utilityNames) expect(announcements[0]).toContain(`${name}()`);
});

test('the utilities are not part of the first-load scripts', async ({ request }) => {
  const html = await (await request.get('/docs/intro')).text();
  const initialScripts = [...html.matchAll(/<script[^>]*\ssrc=["']?([^"'\s>]+)/g)].map((match) => match[1] ?? '');
  expect(initialScripts.length).toBeGreaterThan(0);
  for (const src of initialScripts) {
    const text = await (await request.get(src)).text();
    expect(text, src).not.toContain('Parse error on line');
  }
});

test("the Next docs get the Next release's utilities, and a move to a v7 page swaps the site's release back in", async ({
  page,
}) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'log') messages.push(message.text());
  });
  const mongoQuery = () =>
    page.evaluate(() => {
      const w = window as unknown as { formatQuery: (query: unknown, format: string) => unknown };
      return w.formatQuery({ combinator: 'and', rules: [{ field: 'age', operator: '>', value: 30 }] }, 'mongodb_query');
    });
  await page.goto('/docs/next/intro');
  await expect
    .poll(() => messages.some((text) => text.includes(`react-querybuilder ${nextLibraryVersion} utilities`)))
    .toBe(true);
  expect(await mongoQuery()).toEqual({ age: { $gt: 30 } });
  expect(await page.evaluate(() => 'parseSpEL' in window)).toBe(false);
  // The banner's link moves within the app (no reload): the utilities follow the page's version.
  await page.locator('.theme-doc-version-banner').getByRole('link', { name: 'main docs' }).click();
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await expect
    .poll(() => messages.some((text) => text.includes(`react-querybuilder ${siteLibraryVersion} utilities`)), {
      timeout: 20_000,
    })
    .toBe(true);
  expect(await mongoQuery()).toBe('');
  expect(await page.evaluate(() => typeof (window as unknown as Record<string, unknown>).parseSpEL)).toBe('function');
});
