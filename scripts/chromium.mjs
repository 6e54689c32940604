/**
 * Debian's Chromium and the flags every run of it here uses (the Playwright suite, the stock-build smoke, the bench):
 * no sandbox in containers, no GPU, and nothing it would fetch on its own (updates, sync, first-run pages).
 */
export const chromiumPath = '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
