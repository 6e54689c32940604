import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromiumArgs } from '../chromium.mjs';

/**
 * Chromium 156's headless windows each preload the address bar's WebUI popup, two renderers per browser context that
 * no page ever shows. They competed with the page for the cores: at idle, a new context and its first docs page took
 * 1.9 s with them and 1.3 s without, and the browser suite opens a context for every test.
 */
const unusedFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The features Playwright switches off when it launches Chromium, read from its bundle: Chromium obeys only the last
 * `--disable-features` switch, so a switch of ours replaces Playwright's unless it repeats its list, and Playwright has
 * no public way to add to that list.
 */
export function playwrightDisabledFeatures(bundle?: string): string[] {
  // Resolved from the project's root, where every caller runs.
  const resolve = createRequire(path.resolve('package.json')).resolve;
  const text = bundle ?? readFileSync(resolve('playwright-core/lib/coreBundle'), 'utf8');
  const list = /\bdisabledFeatures = \[([^\]]*)\]/.exec(text)?.[1];
  const features = [...(list ?? '').replace(/\/\/[^\n]*/g, '').matchAll(/"(\w+)"/g)].map((match) => match[1] ?? '');
  if (features.length === 0) {
    throw new Error(
      "Playwright's list of disabled Chromium features was not found in playwright-core/lib/coreBundle.js: a new " +
        'Playwright keeps it elsewhere, and scripts/testing/playwrightChromium.ts must read it from there.',
    );
  }
  return features;
}

/** The flags for Debian's Chromium launched by Playwright: ours, and Playwright's disabled features with the unused. */
export function playwrightChromiumArgs(): string[] {
  const features = [...new Set([...playwrightDisabledFeatures(), ...unusedFeatures])];
  return [...chromiumArgs, `--disable-features=${features.join(',')}`];
}
