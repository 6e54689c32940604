import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { launchWithPuppeteer } from './puppeteer';
import type { EngineSession } from './session';

/** Debian's Chromium, headless, over the DevTools protocol, with the flags of the Playwright suite. */
export function launchChromium(): Promise<EngineSession> {
  return launchWithPuppeteer({
    engine: 'Chromium',
    executablePath: chromiumPath,
    debianPackage: 'chromium',
    launchOptions: { browser: 'chrome', args: chromiumArgs },
  });
}
