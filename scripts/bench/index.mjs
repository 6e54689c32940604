#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench`: the figures the team steers by, printed as tables and written as JSON.
 *
 *   builds:     cold builds of ours (step by step: preflight, API pages, docusaurus build and its parts,
 *               postbuild steps) and of a default Docusaurus classic site over the same content
 *               (scripts/bench/defaultSite), interleaved, median of --build-runs, wall and CPU time;
 *   compare:    per page kind, ours beside the default site: first-load JS/CSS, render-blocking CSS, scripts,
 *               HTML bytes, and Lighthouse (mobile defaults, median of --runs, interleaved);
 *   bundlers:   cold and warm `docusaurus build` with `future.faster`, and a cold one without it;
 *   pages:      our first-load JS and CSS (gzip and brotli), the largest chunk fetched on demand, and for
 *               demo pages the time until the demo is interactive;
 *   lighthouse: ours alone (mobile, median of --runs) for home, a docs page, an API page, /demo, one flavour;
 *   search:     index bytes per version and keystroke-to-results p50/p95;
 *   load:       a short load test of the production server on loopback;
 *   lean:       what the lean layer (plugins/lean) buys: per page kind, first-load JS/CSS and main-thread ms on a
 *               4x-throttled CPU of `npm run build` beside `npm run build:stock` (LEAN_BUILD=false), both built here
 *               (about 10 min on this 2-core machine; --skip-builds reuses build/ and build-stock/); --per-patch adds
 *               one build per switchable patch left out (LEAN_WITHOUT, ~4 min each, ten patches).
 *
 * Timings are reported, never asserted: this machine is shared and noisy.
 *
 * Usage: npm run bench [-- --skip-builds] [--per-patch] [--runs 3] [--build-runs 1] [--port 3300] [--out bench-results/latest.json]
 *        [--only builds,compare,bundlers,pages,lighthouse,search,load,lean]
 * Ours is served on --port, the default site on the next port.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { coldBuildDefault, coldBuildOurs, timed } from './builds.mjs';
import { compareLighthouse, comparePages } from './compare.mjs';
import { defaultSiteDirectory, generateDefaultSite } from './defaultSite/generate.mjs';
import { benchLab } from './lab.mjs';
import { buildVariant, leanVariants, measureLeanPages } from './lean.mjs';
import { benchSearch } from './search.mjs';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { flavourIds } from '../../src/flavours/registryNode.mjs';
import { comparisonTable, median, table } from './table.mjs';

const require = createRequire(import.meta.url);
// The same measurement code as the size budgets of the test suite (TypeScript, run through jiti).
const jiti = require('jiti')(import.meta.url);
/** @type {typeof import('../../tests/e2e/firstLoad')} */
const { measureFirstLoad, measureLazyScripts } = jiti('../../tests/e2e/firstLoad.ts');
/** @type {typeof import('../../tests/e2e/pageSettled')} */
const { trackRequests } = jiti('../../tests/e2e/pageSettled.ts');

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const sections = ['builds', 'compare', 'bundlers', 'pages', 'lab', 'lighthouse', 'search', 'load', 'lean'];
const { values } = parseArgs({
  options: {
    'skip-builds': { type: 'boolean', default: false },
    'per-patch': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    'build-runs': { type: 'string', default: '1' },
    out: { type: 'string', default: 'bench-results/latest.json' },
    only: { type: 'string', default: sections.join(',') },
    port: { type: 'string', default: '3300' },
  },
});
const only = new Set(String(values.only).split(','));
if (values['skip-builds']) {
  only.delete('builds');
  only.delete('bundlers');
}
const unknown = [...only].filter((section) => !sections.includes(section));
if (unknown.length > 0)
  throw new Error(`Unknown --only section(s): ${unknown.join(', ')}; known: ${sections.join(', ')}`);
const baseUrl = `http://127.0.0.1:${values.port}`;
const defaultPort = String(Number(values.port) + 1);
const defaultBaseUrl = `http://127.0.0.1:${defaultPort}`;

/** Page kinds, each with a representative path. @type {Array<[string, string]>} */
const pageKinds = [
  ['home', '/'],
  ['docs', '/docs/components/querybuilder'],
  ['API', '/api/modules/react_querybuilder'],
  ['demo index', '/demo'],
  ...flavourIds.map((id) => /** @type {[string, string]} */ ([`flavour ${id}`, `/demo/${id}`])),
  ['search page', '/search?q=formatQuery'],
  ['sandbox', '/sandbox'],
];
/** @type {Array<[string, string]>} */
const lighthousePages = [
  ['home', '/'],
  ['docs', '/docs/components/querybuilder'],
  ['API', '/api/modules/react_querybuilder'],
  ['demo index', '/demo'],
  ['flavour material', '/demo/material'],
];

/** @param {string} command @param {string[]} args @param {Record<string, string>} [extraEnv] */
function run(command, args, extraEnv = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...extraEnv },
    });
    child.on('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** @param {() => Promise<unknown>} task */
async function seconds(task) {
  const started = performance.now();
  await task();
  return (performance.now() - started) / 1000;
}

async function benchBundlers() {
  const clearCaches = () => {
    for (const dir of ['.docusaurus', 'node_modules/.cache'])
      rmSync(path.join(root, dir), { recursive: true, force: true });
  };
  // The API pages are generated once, outside the timings; the three builds then differ only in the bundler.
  await run('node', ['scripts/api/generate.mjs']);
  const scratch = path.join(root, 'bench-results/build-scratch');
  const docusaurusBuild = (/** @type {Record<string, string>} */ extraEnv) =>
    run('npx', ['docusaurus', 'build', '--out-dir', scratch], extraEnv);
  clearCaches();
  const coldFaster = await seconds(() => docusaurusBuild({}));
  const warmFaster = await seconds(() => docusaurusBuild({}));
  clearCaches();
  const coldWithoutFaster = await seconds(() => docusaurusBuild({ DOCUSAURUS_FASTER: 'false' }));
  rmSync(scratch, { recursive: true, force: true });
  // The measured pages are the real production build, compressed copies and CSP included.
  clearCaches();
  const productionBuild = await seconds(() => run('npm', ['run', 'build']));
  return {
    coldFasterS: coldFaster,
    warmFasterS: warmFaster,
    coldWithoutFasterS: coldWithoutFaster,
    withoutFasterRatio: coldWithoutFaster / coldFaster,
    coldNpmRunBuildS: productionBuild,
  };
}

/** Starts the production server over a build directory and resolves once it answers. */
async function startServer(port = String(values.port), dir = 'build') {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--host', '127.0.0.1', '--port', port, '--dir', dir], {
    cwd: root,
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return server;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  server.kill();
  throw new Error(`The server did not answer at ${url}`);
}

/**
 * Median over three cold loads of the time from navigation start until the demo is interactive: hydrated,
 * its flavour's library loaded and the builder rendered (the shell then sets data-demo-ready="true").
 * @param {import('@playwright/test').Browser} browser @param {string} pagePath
 */
async function demoInteractiveMs(browser, pagePath) {
  const samples = [];
  for (let i = 0; i < 3; i++) {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    await page.goto(pagePath, { waitUntil: 'commit' });
    await page.locator('[data-demo-ready="true"]').waitFor({ state: 'attached', timeout: 60_000 });
    samples.push(await page.evaluate(() => performance.now()));
    await context.close();
  }
  return median(samples);
}

async function benchPages() {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const results = [];
  try {
    for (const [kind, pagePath] of pageKinds) {
      const page = await browser.newPage({ baseURL: baseUrl });
      const firstLoad = await measureFirstLoad(page, pagePath ?? '/', { brotli: true });
      // What the page fetches on demand: scroll through it so lazy examples load, then open the search modal.
      const lazy = await measureLazyScripts(
        page,
        async () => {
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
              window.scrollTo(0, y);
              await new Promise((resolve) => setTimeout(resolve, 100));
            }
          });
          // Every lazy example scrolled past has replaced its placeholder.
          await page.waitForFunction(
            () => !/Loading (the|an) /.test(document.querySelector('main')?.innerText ?? ''),
            null,
            {
              timeout: 20_000,
            },
          );
          await page.keyboard.press('Control+k');
          await page.locator('.DocSearch-Modal').waitFor({ timeout: 10_000 });
        },
        { brotli: true },
      );
      const interactiveMs = pagePath.startsWith('/demo') ? await demoInteractiveMs(browser, pagePath) : undefined;
      const largestLazy = lazy.reduce((max, s) => (s.gzip > max.gzip ? s : max), { url: '', gzip: 0, brotli: 0 });
      results.push({
        kind,
        path: pagePath,
        jsGzip: firstLoad.jsGzip,
        jsBrotli: firstLoad.jsBrotli,
        cssGzip: firstLoad.cssGzip,
        cssBrotli: firstLoad.cssBrotli,
        interactiveMs,
        largestLazyChunk: largestLazy.url
          ? {
              file: path.basename(new URL(largestLazy.url).pathname),
              gzip: largestLazy.gzip,
              brotli: largestLazy.brotli,
            }
          : null,
      });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

async function benchLighthouse() {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const runs = Number(values.runs);
  const results = [];
  for (const [kind, pagePath] of lighthousePages) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      // A fresh browser per run: no cache or service worker carries over between samples.
      const chrome = await chromeLauncher.launch({
        chromePath: chromiumPath,
        chromeFlags: ['--headless=new', ...chromiumArgs],
      });
      try {
        const result = await lighthouse(`${baseUrl}${pagePath}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned no result for ${pagePath}`);
        samples.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
        });
      } finally {
        chrome.kill();
      }
    }
    results.push({
      kind,
      path: pagePath,
      runs,
      performance: median(samples.map((s) => s.performance)),
      lcpMs: median(samples.map((s) => s.lcpMs)),
      tbtMs: median(samples.map((s) => s.tbtMs)),
      accessibility: median(samples.map((s) => s.accessibility)),
    });
  }
  return results;
}

const loadSeconds = 20;

/** @param {number | undefined} pid the server's, for its memory before and after */
async function benchLoad(pid) {
  const { runLoadBench } = await import('./load.mjs');
  return runLoadBench({ baseUrl, seconds: loadSeconds, pid });
}

/** @param {number} bytes */
const kb = (bytes) => (bytes / 1024).toFixed(1);
const startLoad = (await import('node:os')).loadavg();
/** @type {Record<string, unknown>} */
const report = {
  date: new Date().toISOString(),
  machine: { cpus: (await import('node:os')).cpus().length, loadAverageAtStart: startLoad },
};

/** @param {number} seconds */
const s1 = (seconds) => seconds.toFixed(1);

if (only.has('builds')) {
  const buildRuns = Number(values['build-runs']);
  console.log(`Cold builds, ours step by step and the default site, interleaved (${buildRuns} run(s))…`);
  await timed(process.execPath, ['scripts/api/generate.mjs'], { cwd: root });
  const generated = generateDefaultSite();
  /** @type {Array<Awaited<ReturnType<typeof coldBuildOurs>>>} */
  const ours = [];
  /** @type {Array<Awaited<ReturnType<typeof coldBuildDefault>>>} */
  const theirs = [];
  for (let i = 0; i < buildRuns; i++) {
    ours.push(await coldBuildOurs(root));
    theirs.push(await coldBuildDefault(root, generated.directory));
  }
  /** @param {Array<Record<string, number>>} records @returns {Record<string, number>} the median of each key */
  const medianOf = (records) =>
    Object.fromEntries(Object.keys(records[0] ?? {}).map((key) => [key, median(records.map((r) => r[key] ?? NaN))]));
  const builds = {
    runs: buildRuns,
    plainMdxPages: generated.plainPages,
    ours: {
      wallS: median(ours.map((o) => o.totalWallS)),
      cpuS: median(ours.map((o) => o.totalCpuS)),
      steps: Object.fromEntries(
        Object.keys(ours[0]?.steps ?? {}).map((step) => [
          step,
          {
            wallS: median(ours.map((o) => o.steps[/** @type {keyof typeof o.steps} */ (step)].wallS)),
            cpuS: median(ours.map((o) => o.steps[/** @type {keyof typeof o.steps} */ (step)].cpuS)),
          },
        ]),
      ),
      docusaurusStepsWallS: medianOf(ours.map((o) => o.docusaurusSteps)),
      postbuildStepsWallS: medianOf(ours.map((o) => o.postbuildSteps)),
    },
    default: {
      wallS: median(theirs.map((t) => t.totalWallS)),
      cpuS: median(theirs.map((t) => t.totalCpuS)),
      docusaurusStepsWallS: medianOf(theirs.map((t) => t.docusaurusSteps)),
    },
    samples: { ours, default: theirs },
  };
  report.builds = builds;
  comparisonTable(
    `cold build, wall s (median of ${buildRuns})`,
    [{ label: 'ours (npm run build steps) vs default', ours: builds.ours.wallS, theirs: builds.default.wallS }],
    s1,
  );
  comparisonTable(
    `cold build, CPU s (median of ${buildRuns})`,
    [{ label: 'ours (npm run build steps) vs default', ours: builds.ours.cpuS, theirs: builds.default.cpuS }],
    s1,
  );
  table(
    ['our cold npm run build, step', 'wall s', 'CPU s'],
    Object.entries(builds.ours.steps).map(([step, t]) => [step, s1(t.wallS), s1(t.cpuS)]),
  );
  const parts = [
    ...new Set([...Object.keys(builds.ours.docusaurusStepsWallS), ...Object.keys(builds.default.docusaurusStepsWallS)]),
  ];
  table(
    ['inside docusaurus build (wall s)', 'ours', 'default'],
    parts.map((part) => [
      part,
      s1(builds.ours.docusaurusStepsWallS[part] ?? NaN),
      s1(builds.default.docusaurusStepsWallS[part] ?? NaN),
    ]),
  );
  table(
    ['postbuild step (wall s)', 'ours'],
    Object.entries(builds.ours.postbuildStepsWallS).map(([step, seconds]) => [step, s1(seconds)]),
  );
}

if (only.has('bundlers')) {
  console.log('Building three times (cold, warm, cold without future.faster)…');
  const bundlers = await benchBundlers();
  report.bundlers = bundlers;
  table(
    ['build', 'seconds'],
    [
      ['cold, faster', bundlers.coldFasterS.toFixed(1)],
      ['warm, faster', bundlers.warmFasterS.toFixed(1)],
      ['cold, without faster', bundlers.coldWithoutFasterS.toFixed(1)],
      ['without / with faster (cold)', `${bundlers.withoutFasterRatio.toFixed(2)}x`],
      ['cold npm run build (+ API pages, compression, CSP)', bundlers.coldNpmRunBuildS.toFixed(1)],
    ],
  );
}

/** The default site's build, made (untimed) if the builds section did not, and precompressed as a static host would serve it. */
async function defaultSiteBuild() {
  const build = path.join(defaultSiteDirectory, 'build');
  if (!existsSync(path.join(build, 'index.html'))) {
    console.log('Building the default site (not timed)…');
    await timed(process.execPath, ['scripts/api/generate.mjs'], { cwd: root });
    generateDefaultSite();
    await coldBuildDefault(root, defaultSiteDirectory);
  }
  const { precompressDirectory } = await import('../../plugins/precompressAssets/precompress.mjs');
  await precompressDirectory(build, { cacheDirectory: path.join(defaultSiteDirectory, '.precompress-cache') });
  return build;
}

const needsServer = ['compare', 'pages', 'lab', 'lighthouse', 'load'].some((section) => only.has(section));
const server = needsServer ? await startServer() : undefined;
const defaultServer = only.has('compare') ? await startServer(defaultPort, await defaultSiteBuild()) : undefined;
try {
  if (only.has('compare')) {
    console.log(`Comparing page kinds: ours at ${baseUrl}, the default site at ${defaultBaseUrl}…`);
    const pages = await comparePages({ oursUrl: baseUrl, defaultUrl: defaultBaseUrl });
    const runs = Number(values.runs);
    const lighthouseResults = await compareLighthouse({
      oursUrl: baseUrl,
      defaultUrl: defaultBaseUrl,
      runs,
    });
    report.compare = { pages, lighthouse: lighthouseResults, loadAverage: (await import('node:os')).loadavg() };
    /** @param {string} title @param {(f: import('./compare.mjs').PageFigures) => number} pick @param {(value: number) => string | number} format */
    const pageTable = (title, pick, format) =>
      comparisonTable(
        title,
        pages.map((p) => ({ label: p.kind, ours: pick(p.oursFigures), theirs: pick(p.defaultFigures) })),
        format,
      );
    pageTable('first-load JS, gzip KB', (f) => f.jsGzip, kb);
    pageTable('first-load CSS, gzip KB', (f) => f.cssGzip, kb);
    pageTable('render-blocking CSS, raw KB', (f) => f.renderBlockingCss, kb);
    pageTable('render-blocking CSS, gzip KB', (f) => f.renderBlockingCssGzip, kb);
    pageTable(
      'first-load scripts',
      (f) => f.scripts,
      (n) => n,
    );
    pageTable('HTML, raw KB', (f) => f.htmlBytes, kb);
    pageTable('HTML, gzip KB', (f) => f.htmlGzip, kb);
    /** @param {string} title @param {(l: import('./compare.mjs').LighthouseSample) => number} pick @param {(value: number) => string | number} format */
    const lighthouseTable = (title, pick, format) =>
      comparisonTable(
        `${title} (Lighthouse mobile, median of ${runs})`,
        lighthouseResults.map((l) => ({
          label: l.kind,
          ours: pick(l.oursLighthouse),
          theirs: pick(l.defaultLighthouse),
        })),
        format,
      );
    lighthouseTable(
      'performance',
      (l) => l.performance,
      (n) => n,
    );
    lighthouseTable(
      'accessibility',
      (l) => l.accessibility,
      (n) => n,
    );
    lighthouseTable('FCP ms', (l) => l.fcpMs, Math.round);
    lighthouseTable('LCP ms', (l) => l.lcpMs, Math.round);
    lighthouseTable('TBT ms', (l) => l.tbtMs, Math.round);
  }
  if (only.has('pages')) {
    const pages = await benchPages();
    report.pages = pages;
    table(
      [
        'page kind',
        'path',
        'JS gz KB',
        'JS br KB',
        'CSS gz KB',
        'CSS br KB',
        'largest lazy chunk (gz KB)',
        'interactive ms',
      ],
      pages.map((p) => [
        p.kind,
        p.path ?? '',
        kb(p.jsGzip),
        kb(p.jsBrotli),
        kb(p.cssGzip),
        kb(p.cssBrotli),
        p.largestLazyChunk ? `${p.largestLazyChunk.file} ${kb(p.largestLazyChunk.gzip)}` : '-',
        p.interactiveMs === undefined ? '-' : Math.round(p.interactiveMs),
      ]),
    );
  }
  if (only.has('lab')) {
    const lab = await benchLab({ baseUrl, runs: Number(values.runs), trackRequests });
    report.lab = lab;
    table(
      ['Run tab engine (4x CPU, main thread)', 'gzip KB', 'first result ms', 'files'],
      lab.map((l) => [
        l.engine,
        kb(l.gzipBytes),
        l.firstResultMs === undefined ? '-' : Math.round(l.firstResultMs),
        l.files.map((file) => file.split('/').pop()).join(' '),
      ]),
    );
  }
  if (only.has('lighthouse')) {
    const lighthouseResults = await benchLighthouse();
    report.lighthouse = lighthouseResults;
    table(
      ['page kind', 'path', 'perf', 'LCP ms', 'TBT ms', 'a11y'],
      lighthouseResults.map((l) => [
        l.kind,
        l.path ?? '',
        l.performance,
        Math.round(l.lcpMs),
        Math.round(l.tbtMs),
        l.accessibility,
      ]),
    );
  }
  if (only.has('load')) {
    const load = await benchLoad(server?.pid);
    report.load = load;
    table(
      [`load test (${loadSeconds} s, loopback)`, 'value'],
      Object.entries(load).map(([key, value]) => [
        key,
        typeof value === 'number' ? Number(value.toFixed(1)) : String(value),
      ]),
    );
  }
} finally {
  server?.kill();
  defaultServer?.kill();
}

if (only.has('lean')) {
  const { switchablePatchIds } = /** @type {typeof import('../../plugins/lean/manifest')} */ (
    jiti('../../plugins/lean/manifest.ts')
  );
  const variants = leanVariants(values['per-patch'] ? switchablePatchIds : []);
  /** @type {Record<string, { buildS?: number; pages: import('./lean.mjs').LeanPageFigures[] }>} */
  const lean = {};
  for (const variant of variants) {
    let buildS;
    if (!values['skip-builds'] || !existsSync(path.join(root, variant.dir, 'index.html'))) {
      console.log(`Building ${variant.name} into ${variant.dir}…`);
      buildS = await buildVariant(root, variant);
    }
    const leanServer = await startServer(String(values.port), variant.dir);
    try {
      console.log(`Measuring ${variant.name}…`);
      const pages = await measureLeanPages({
        baseUrl,
        runs: Number(values.runs),
        measureFirstLoad,
        trackRequests,
      });
      lean[variant.name] = { buildS, pages };
    } finally {
      leanServer.kill();
    }
  }
  report.lean = lean;
  const leanPages = lean.lean?.pages ?? [];
  const stockPages = lean.stock?.pages ?? [];
  table(
    ['lean vs stock', 'JS gz KB', 'stock', 'CSS gz KB', 'stock', 'main-thread ms (4x CPU)', 'stock'],
    leanPages.map((page, index) => {
      const stock = stockPages[index];
      return [
        page.kind,
        kb(page.jsGzip),
        stock ? kb(stock.jsGzip) : '-',
        kb(page.cssGzip),
        stock ? kb(stock.cssGzip) : '-',
        Math.round(page.mainThreadMs),
        stock ? Math.round(stock.mainThreadMs) : '-',
      ];
    }),
  );
  for (const variant of variants.slice(2)) {
    const pages = lean[variant.name]?.pages ?? [];
    table(
      [`${variant.name}: what it buys`, 'JS gz KB', 'CSS gz KB', 'main-thread ms'],
      pages.map((page, index) => {
        const full = leanPages[index];
        return [
          page.kind,
          full ? kb(page.jsGzip - full.jsGzip) : '-',
          full ? kb(page.cssGzip - full.cssGzip) : '-',
          full ? Math.round(page.mainThreadMs - full.mainThreadMs) : '-',
        ];
      }),
    );
  }
  table(
    ['build', 'seconds'],
    variants.map((variant) => [variant.name, lean[variant.name]?.buildS?.toFixed(0) ?? 'reused']),
  );
}

if (only.has('search')) {
  const search = await benchSearch(path.join(root, 'build'));
  report.search = search;
  table(
    ['search index', 'records', 'raw KB', 'gzip KB'],
    search.indexes.map((i) => [i.tag, i.records, kb(i.rawBytes), kb(i.gzipBytes)]),
  );
  table(
    ['keystroke to results', 'keystrokes', 'p50 ms', 'p95 ms'],
    search.keystrokes.map((k) => [k.context, k.keystrokes, k.p50Ms.toFixed(2), k.p95Ms.toFixed(2)]),
  );
}

const loadAverage = (await import('node:os')).loadavg();
report.machine = { .../** @type {object} */ (report.machine), loadAverageAtEnd: loadAverage };
console.log(
  `Load average (1, 5, 15 min) at the start: ${startLoad.map((n) => n.toFixed(1)).join(', ')}; at the end: ${loadAverage.map((n) => n.toFixed(1)).join(', ')}`,
);
const out = path.resolve(root, String(values.out));
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
console.log(`Written to ${path.relative(root, out)}`);
