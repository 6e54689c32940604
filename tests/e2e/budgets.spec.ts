import { expect, test } from '@playwright/test';
import { measureFirstLoad } from './firstLoad';

const kB = 1024;
const jsBudget = 215;

for (const path of ['/docs/intro', '/docs/next/utils/export', '/docs/5/api/querybuilder', '/api/modules/react_querybuilder', '/']) {
  test(`${path} executes at most ${jsBudget} KB of gzip JavaScript and loads at most 25 KB of gzip CSS on first load`, async ({
    page,
  }) => {
    const { jsGzip, cssGzip, scripts } = await measureFirstLoad(page, path);
    test.info().annotations.push({ type: 'first-load', description: `JS ${(jsGzip / kB).toFixed(1)} KB, CSS ${(cssGzip / kB).toFixed(1)} KB gzip` });
    expect(jsGzip, scripts.map(s => `${s.url} ${s.gzip}`).join('\n')).toBeLessThanOrEqual(jsBudget * kB);
    expect(cssGzip).toBeLessThanOrEqual(25 * kB);
  });
}

for (const path of ['/demo', ...['antd', 'bootstrap', 'bulma', 'chakra', 'fluent', 'mantine', 'material', 'tremor'].map(id => `/demo/${id}`)]) {
  test(`${path} executes at most 500 KB of gzip JavaScript on first load`, async ({ page }) => {
    // UI libraries are big: give their first load time on a busy machine.
    test.setTimeout(60_000);
    const { jsGzip, scripts } = await measureFirstLoad(page, path);
    const largest = scripts.reduce((max, s) => (s.gzip > max.gzip ? s : max), { url: '', gzip: 0 });
    test.info().annotations.push({
      type: 'first-load',
      description: `JS ${(jsGzip / kB).toFixed(1)} KB gzip; largest chunk ${largest.url.split('/').pop()} ${(largest.gzip / kB).toFixed(1)} KB`,
    });
    expect(jsGzip, scripts.map(s => `${s.url} ${s.gzip}`).join('\n')).toBeLessThanOrEqual(500 * kB);
  });
}
