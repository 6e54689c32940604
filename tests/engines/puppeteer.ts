import { existsSync } from 'node:fs';
import puppeteer, { type LaunchOptions, type Page } from 'puppeteer-core';
import { baseURL } from './server';
import { desktopSize, type EngineSession } from './session';

export interface PuppeteerEngine {
  /** The engine's name in failure messages. */
  engine: string;
  /** Debian's binary, and the package that installs it (named when the binary is missing). */
  executablePath: string;
  debianPackage: string;
  launchOptions: Pick<LaunchOptions, 'browser' | 'protocol' | 'args'>;
}

/** A headless browser driven by puppeteer-core, which reports the page's console errors and uncaught errors itself. */
export async function launchWithPuppeteer({
  engine,
  executablePath,
  debianPackage,
  launchOptions,
}: PuppeteerEngine): Promise<EngineSession> {
  if (!existsSync(executablePath)) {
    throw new Error(
      `No ${engine} at ${executablePath}: run \`sudo apt-get install ${debianPackage}\` (or \`npm test\`).`,
    );
  }
  const browser = await puppeteer.launch({
    ...launchOptions,
    executablePath,
    headless: true,
    defaultViewport: desktopSize,
  });
  const page: Page = await browser.newPage();
  let problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`));

  return {
    engine,
    origin: baseURL,
    async goto(path) {
      await page.goto(new URL(path, baseURL).href, { waitUntil: 'load' });
    },
    async reload() {
      await page.reload({ waitUntil: 'load' });
    },
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...args) as never,
    async evaluateInFrame(frameSelector, fn) {
      const element = await page.$(frameSelector);
      const frame = await element?.contentFrame();
      if (!frame) throw new Error(`No frame matches ${frameSelector}`);
      return (await frame.evaluate(fn)) as never;
    },
    async click(selector) {
      await page.click(selector);
    },
    async type(selector, text) {
      await page.type(selector, text);
    },
    async press(key, modifiers) {
      if (modifiers?.control) await page.keyboard.down('Control');
      await page.keyboard.press(key);
      if (modifiers?.control) await page.keyboard.up('Control');
    },
    async resize(width, height) {
      await page.setViewport({ width, height });
    },
    async openInViewport(path, width, height) {
      await page.setViewport({ width, height });
      await page.goto(new URL(path, baseURL).href, { waitUntil: 'load' });
    },
    async takeProblems() {
      const taken = problems;
      problems = [];
      return taken;
    },
    async close() {
      await browser.close();
    },
  };
}
