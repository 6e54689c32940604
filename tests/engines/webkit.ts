import { existsSync } from 'node:fs';
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver';
import { DriverService } from 'selenium-webdriver/remote';
import { startRecordingProxy, viewportPagePath } from './errorRecorder';
import { baseURL } from './server';
import { desktopSize, type EngineSession } from './session';

export const webKitDriverPath = '/usr/bin/WebKitWebDriver';
/** Installed by libwebkit2gtk-4.1-0 (`dpkg -L libwebkit2gtk-4.1-0`); WebKitWebDriver drives it with --automation. */
export const miniBrowserPath = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Debian's WebKitGTK MiniBrowser through WebKitWebDriver; it opens a real window, so it needs a display (xvfb-run). */
export async function launchWebKit(): Promise<EngineSession> {
  for (const [path, pkg] of [
    [webKitDriverPath, 'webkit2gtk-driver'],
    [miniBrowserPath, 'libwebkit2gtk-4.1-0'],
  ] as const) {
    if (!existsSync(path)) throw new Error(`No ${path}: run \`sudo apt-get install ${pkg}\` (or \`npm test\`).`);
  }
  if (!process.env.DISPLAY) {
    throw new Error('WebKit needs a display: run the engine tests under `xvfb-run -a` (npm run test:engines does).');
  }
  const proxy = await startRecordingProxy(new URL(baseURL));
  // Loopback: by default selenium addresses the service by the machine's network address, where it does not listen.
  const service = new DriverService.Builder(webKitDriverPath).setLoopback(true).build();
  const driver: WebDriver = await new Builder()
    .usingServer(await service.start())
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation'] },
    })
    .build();
  let problems: string[] = [];
  /** The recorder lives in the page: collect before anything replaces the document. */
  const collect = async () => {
    const recorded = await driver
      .executeScript<{ url: string; taken: string[] | null }>(
        'const taken = window.__engineProblems ?? null; window.__engineProblems = []; return { url: location.href, taken };',
      )
      .catch(() => undefined);
    // Pages of other origins (about:blank) and the proxy's own viewport page carry no recorder.
    if (!recorded?.url.startsWith(proxy.origin) || new URL(recorded.url).pathname === viewportPagePath) return;
    // Without the recorder the check would see no error whatever happened: that is a failure of its own.
    problems.push(...(recorded.taken ?? [`the error recorder did not run on ${recorded.url}`]));
  };
  const session: EngineSession = {
    engine: 'WebKit',
    origin: proxy.origin,
    async goto(path) {
      await collect();
      await driver.get(new URL(path, proxy.origin).href);
    },
    async reload() {
      await collect();
      await driver.navigate().refresh();
    },
    evaluate: (fn, ...args) => driver.executeScript(fn, ...args),
    async evaluateInFrame(frameSelector, fn) {
      await driver.switchTo().frame(await driver.findElement(By.css(frameSelector)));
      try {
        return await driver.executeScript(fn);
      } finally {
        await driver.switchTo().defaultContent();
      }
    },
    async click(selector) {
      await driver.findElement(By.css(selector)).click();
    },
    async type(selector, text) {
      await driver.findElement(By.css(selector)).sendKeys(text);
    },
    async press(key, modifiers) {
      const value = key === 'Escape' ? Key.ESCAPE : key;
      const actions = driver.actions();
      if (modifiers?.control) actions.keyDown(Key.CONTROL);
      actions.keyDown(value).keyUp(value);
      if (modifiers?.control) actions.keyUp(Key.CONTROL);
      await actions.perform();
    },
    async resize(width, height) {
      await driver.switchTo().defaultContent();
      await driver.manage().window().setRect({ width, height });
    },
    async openInViewport(path, width, height) {
      await collect();
      const query = new URLSearchParams({ path, width: String(width), height: String(height) });
      await driver.get(`${proxy.origin}${viewportPagePath}?${query}`);
      await driver.switchTo().frame(await driver.findElement(By.css('iframe')));
    },
    async takeProblems() {
      await collect();
      const taken = problems;
      problems = [];
      return taken;
    },
    async close() {
      await driver.quit().catch(() => undefined);
      await service.kill();
      await proxy.close();
    },
  };
  await session.resize(desktopSize.width, desktopSize.height);
  return session;
}
