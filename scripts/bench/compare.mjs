// @ts-check
/**
 * Our site beside the default Docusaurus site (scripts/bench/defaultSite), page kind by page kind, both served
 * by scripts/serve.mjs from their build directories: first-load bytes, render-blocking CSS, scripts and HTML,
 * then Lighthouse (mobile defaults) run interleaved — ours, default, ours, default… — so load hits both alike.
 * The default site has no /demo, flavour or /sandbox: those rows compare with its home page.
 */
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { renderBlockingStylesheets } from './renderBlocking.mjs';
import { median } from './table.mjs';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';

const require = createRequire(import.meta.url);
const jiti = require('jiti')(import.meta.url);
/** @type {typeof import('../../tests/e2e/firstLoad')} */
const { measureFirstLoad } = jiti('../../tests/e2e/firstLoad.ts');

/** @typedef {{ kind: string, ours: string, theirs: string }} ComparedPage */

/** @type {ComparedPage[]} */
export const comparedPages = [
  { kind: 'home', ours: '/', theirs: '/' },
  { kind: 'docs page', ours: '/docs/components/querybuilder', theirs: '/docs/components/querybuilder' },
  { kind: 'long docs page', ours: '/docs/utils/export', theirs: '/docs/utils/export' },
  { kind: 'Next docs page', ours: '/docs/next/utils/export', theirs: '/docs/next/utils/export' },
  { kind: 'API module page', ours: '/api/modules/react_querybuilder', theirs: '/api/modules/react_querybuilder' },
  {
    kind: 'API interface page',
    ours: '/api/interfaces/react_querybuilder.FormatQueryOptions',
    theirs: '/api/interfaces/react_querybuilder.FormatQueryOptions',
  },
  { kind: '/demo (default: home)', ours: '/demo', theirs: '/' },
  { kind: 'flavour material (default: home)', ours: '/demo/material', theirs: '/' },
  { kind: '/sandbox (default: home)', ours: '/sandbox', theirs: '/' },
];

const gzipBytes = (/** @type {Buffer | string} */ body) => gzipSync(body, { level: 9 }).length;

/**
 * @param {import('@playwright/test').Browser} browser @param {string} baseUrl @param {string} pagePath
 * @param {boolean} ours whether the page is ours (the default site has none of our deferred work to wait for)
 */
async function pageFigures(browser, baseUrl, pagePath, ours) {
  const page = await browser.newPage({ baseURL: baseUrl });
  try {
    const firstLoad = await measureFirstLoad(page, pagePath, { deferredWork: ours });
    const response = await fetch(new URL(pagePath, baseUrl));
    const html = await response.text();
    let renderBlockingCss = 0;
    let renderBlockingCssGzip = 0;
    const stylesheets = renderBlockingStylesheets(html);
    for (const href of stylesheets) {
      const body = Buffer.from(await (await fetch(new URL(href, response.url))).arrayBuffer());
      renderBlockingCss += body.length;
      renderBlockingCssGzip += gzipBytes(body);
    }
    return {
      jsGzip: firstLoad.jsGzip,
      cssGzip: firstLoad.cssGzip,
      scripts: firstLoad.scripts.length,
      renderBlockingStylesheets: stylesheets.length,
      renderBlockingCss,
      renderBlockingCssGzip,
      htmlBytes: Buffer.byteLength(html),
      htmlGzip: gzipBytes(html),
    };
  } finally {
    await page.close();
  }
}

/** @typedef {Awaited<ReturnType<typeof pageFigures>>} PageFigures */

/**
 * @param {{ oursUrl: string, defaultUrl: string }} options
 * @returns {Promise<Array<ComparedPage & { oursFigures: PageFigures, defaultFigures: PageFigures }>>}
 */
export async function comparePages({ oursUrl, defaultUrl }) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const results = [];
  try {
    for (const compared of comparedPages) {
      results.push({
        ...compared,
        oursFigures: await pageFigures(browser, oursUrl, compared.ours, true),
        defaultFigures: await pageFigures(browser, defaultUrl, compared.theirs, false),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * One Lighthouse run (mobile defaults) in a fresh browser, so no cache or service worker carries over.
 * @param {string} url
 */
export async function lighthouseSample(url) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? 0,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
    };
  } finally {
    chrome.kill();
  }
}

/** @typedef {Awaited<ReturnType<typeof lighthouseSample>>} LighthouseSample */

/** @param {LighthouseSample[]} samples @returns {LighthouseSample} the median of each figure */
const medianSample = (samples) => ({
  performance: median(samples.map((s) => s.performance)),
  accessibility: median(samples.map((s) => s.accessibility)),
  fcpMs: median(samples.map((s) => s.fcpMs)),
  lcpMs: median(samples.map((s) => s.lcpMs)),
  tbtMs: median(samples.map((s) => s.tbtMs)),
});

/**
 * Rounds of ours, default, ours, default… over every page kind; within a round the default site's home page is
 * measured once and stands for the page kinds it lacks.
 * @param {{ oursUrl: string, defaultUrl: string, runs: number }} options
 */
export async function compareLighthouse({ oursUrl, defaultUrl, runs }) {
  /** @type {Map<string, LighthouseSample[]>} */
  const ours = new Map();
  /** @type {Map<string, LighthouseSample[]>} */
  const theirs = new Map();
  for (let round = 0; round < runs; round++) {
    /** @type {Set<string>} */
    const measuredThisRound = new Set();
    for (const compared of comparedPages) {
      process.stderr.write(`Lighthouse round ${round + 1}/${runs}: ${compared.kind}\n`);
      ours.set(compared.ours, [...(ours.get(compared.ours) ?? []), await lighthouseSample(oursUrl + compared.ours)]);
      if (measuredThisRound.has(compared.theirs)) continue;
      measuredThisRound.add(compared.theirs);
      theirs.set(compared.theirs, [
        ...(theirs.get(compared.theirs) ?? []),
        await lighthouseSample(defaultUrl + compared.theirs),
      ]);
    }
  }
  return comparedPages.map((compared) => ({
    ...compared,
    runs,
    oursLighthouse: medianSample(ours.get(compared.ours) ?? []),
    defaultLighthouse: medianSample(theirs.get(compared.theirs) ?? []),
  }));
}
