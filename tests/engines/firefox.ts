import { launchWithPuppeteer } from './puppeteer';
import type { EngineSession } from './session';

/** Debian's Firefox ESR, headless, over WebDriver BiDi. */
export function launchFirefox(): Promise<EngineSession> {
  return launchWithPuppeteer({
    engine: 'Firefox ESR',
    executablePath: '/usr/bin/firefox-esr',
    debianPackage: 'firefox-esr',
    launchOptions: { browser: 'firefox', protocol: 'webDriverBiDi' },
  });
}
