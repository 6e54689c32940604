// Scratch screenshot helper (not committed): loads pages by anchor in light/dark and at phone width.
import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3206';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const shots = [
  ['/docs/next/components/querybuilder#showundoredo', 1280, 'light', 'qb-light'],
  ['/docs/next/components/querybuilder#showundoredo', 1280, 'dark', 'qb-dark'],
  ['/docs/next/utils/export#parameterized-sql', 390, 'light', 'export-phone'],
  ['/docs/next/tips/undo-redo', 390, 'dark', 'undo-phone-dark'],
];
for (const [path, width, scheme, name] of shots) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  const id = path.split('#')[1];
  if (id) await page.waitForFunction(i => { const el = document.getElementById(i); return el && Math.abs(el.getBoundingClientRect().top) < 200; }, id);
  await page.screenshot({ path: `/tmp/anx/${name}.png` });
  await page.close();
}
await browser.close();
