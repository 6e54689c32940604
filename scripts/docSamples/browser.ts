import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { build, type Plugin } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname } from 'node:path';
import { compileSample } from './run';
import type { PlacedSample } from './workspace';

/** Where a browser check's page is served from: Playwright answers every request to it, nothing leaves the machine. */
export const browserCheckOrigin = 'http://doc-checks.localhost';

/**
 * What a browser check exports besides its component: the steps that drive the rendered page and assert. `errors`
 * holds the page's uncaught errors and console errors so far.
 */
export type InBrowser = (page: Page, errors: readonly string[]) => Promise<void>;

interface BrowserCheckModule {
  inBrowser?: InBrowser;
  /** Options of the browser context, for a claim about another device (`{ hasTouch: true }`). */
  contextOptions?: BrowserContextOptions;
  /** `true` when the claim is about an error: the check asserts on `errors` itself instead of failing on them. */
  expectsErrors?: boolean;
  /** Runs in the page before any of its scripts (Playwright's addInitScript), to record what the page does. */
  initScript?: () => void;
}

/**
 * What only `inBrowser` uses (it runs in Node, driving the page): Playwright and Node's assert. The page gets an
 * empty CommonJS module in their place, so the named imports bundle and stay unused.
 */
const nodeSideStub: Plugin = {
  name: 'node-side-stub',
  setup(build) {
    build.onResolve({ filter: /^(node:|@playwright\/test$|playwright)/ }, (args) => ({
      path: args.path,
      namespace: 'node-side',
    }));
    build.onLoad({ filter: /.*/, namespace: 'node-side' }, () => ({ contents: 'module.exports = {};', loader: 'js' }));
  },
};

/**
 * Bundles a `browser` sample for Chromium: its default export rendered into `#root` with the React and library
 * copies its workspace resolves (the docs version's). esbuild, because the check needs one self-contained script
 * and the site's bundler (rspack through Docusaurus) has no API for a one-off page.
 */
export async function bundleBrowserCheck(sample: PlacedSample): Promise<string> {
  const entry = `${sample.file}.entry.tsx`;
  writeFileSync(
    entry,
    [
      "import { createElement } from 'react';",
      "import { createRoot } from 'react-dom/client';",
      `import App from './${basename(sample.file)}';`,
      "createRoot(document.getElementById('root')!).render(createElement(App));",
    ].join('\n'),
  );
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"development"' },
    // Stylesheet imports of a sample are the library's: the page links that stylesheet itself.
    loader: { '.css': 'empty', '.scss': 'empty' },
    logLevel: 'silent',
    absWorkingDir: dirname(sample.file),
    plugins: [nodeSideStub],
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`esbuild wrote nothing for ${sample.page}:${sample.line}`);
  return output.text;
}

/** The stylesheet of the library the sample's workspace resolves, as a reader who imports it gets it. */
function libraryStylesheet(sample: PlacedSample): string {
  const load = createRequire(sample.file);
  return readFileSync(load.resolve('react-querybuilder/dist/query-builder.css'), 'utf8');
}

/**
 * Renders a `browser` sample in Chromium, waits for the builder, and runs its `inBrowser(page)`. Any uncaught error
 * or console error on the page fails the check too: a claim that only holds while React complains is no claim.
 */
export async function runBrowserCheck(browser: Browser, sample: PlacedSample): Promise<void> {
  const checkModule = createRequire(compileSample(sample))(`${sample.file}.cjs`) as BrowserCheckModule;
  const { inBrowser } = checkModule;
  if (typeof inBrowser !== 'function') throw new Error('a browser check must export inBrowser(page)');
  const script = await bundleBrowserCheck(sample);
  const css = libraryStylesheet(sample);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...checkModule.contextOptions });
  const problems: string[] = [];
  try {
    const page = await context.newPage();
    if (checkModule.initScript) await page.addInitScript(checkModule.initScript);
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    await page.route(`${browserCheckOrigin}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/check.js') return route.fulfill({ contentType: 'text/javascript', body: script });
      return route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>check</title><style>${css}</style></head><body><div id="root"></div><script src="/check.js"></script></body></html>`,
      });
    });
    await page.goto(`${browserCheckOrigin}/`);
    if (!checkModule.expectsErrors) await page.locator('#root > *').first().waitFor();
    await inBrowser(page, problems);
    if (problems.length > 0 && !checkModule.expectsErrors) throw new Error(problems.join('\n'));
  } finally {
    await context.close();
  }
}
