import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3209';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [name, width, scheme] of [['light', 1280, 'light'], ['dark', 1280, 'dark'], ['phone', 390, 'light']]) {
  const page = await browser.newPage({ viewport: { width, height: 800 }, colorScheme: scheme });
  await page.addInitScript(s => localStorage.setItem('theme', s), scheme);
  await page.route(/\/search-index\/docs-api-current\..+\.json$/, route => route.abort('internetdisconnected'));
  await page.goto(`${base}/docs/6/intro`);
  await page.locator('.DocSearch-Button-Key').first().waitFor();
  await page.getByRole('button', { name: 'Search' }).first().click();
  await page.locator('.DocSearch-Modal input').fill('formatQuery');
  await page.locator('.local-search-note').waitFor();
  await page.locator('.DocSearch-Dropdown').evaluate(el => { el.scrollTop = el.scrollHeight; });
  await page.screenshot({ path: `/tmp/search-shots/modal-${name}.png` });
  await page.getByRole('link', { name: /^See all/ }).click();
  await page.locator('main article').first().waitFor();
  await page.screenshot({ path: `/tmp/search-shots/page-${name}.png` });
  await page.close();
}
await browser.close();
