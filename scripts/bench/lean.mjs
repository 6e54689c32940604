// @ts-check
/**
 * `npm run bench -- --only lean`: what the lean layer (plugins/lean) buys, per page kind. Builds the site twice (or
 * reuses `build/` and `build-stock/` with --skip-builds): `npm run build` and `npm run build:stock` (LEAN_BUILD=false,
 * stock Docusaurus); with --per-patch also once per switchable patch without it (LEAN_WITHOUT=<id>), which is what
 * plugins/lean/manifest.ts's figures come from. Each build is served by scripts/serve.mjs and measured in Chromium:
 * first-load JavaScript and CSS (gzip, as the size budgets count them) and main-thread work until the page has
 * settled (hydrated, deferred work done, nothing in flight) (CDP Performance metrics, TaskDuration) on a 4x-throttled CPU, median of --runs.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { median } from './table.mjs';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';

/** Page kinds, each with a representative path. @type {ReadonlyArray<readonly [string, string]>} */
export const leanPageKinds = [
  ['home', '/'],
  ['docs', '/docs/intro'],
  ['docs with code', '/docs/components/querybuilder'],
  ['API module', '/api/modules/react_querybuilder'],
  ['API member', '/api/functions/react_querybuilder.formatQuery'],
  ['demo', '/demo'],
  ['flavour material', '/demo/material'],
  ['search page', '/search?q=formatQuery'],
  ['sandbox', '/sandbox'],
];

/**
 * Runs a command in the repository; resolves with its wall time in seconds.
 * @param {string} root @param {string} command @param {string[]} args @param {Record<string, string>} env
 */
export function timedRun(root, command, args, env = {}) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env },
    });
    child.on('exit', (code) =>
      code === 0
        ? resolve((Date.now() - started) / 1000)
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/**
 * Builds one variant into `dir`: `npm run build` for the lean build, else docusaurus build + postbuild with `env`.
 * @param {string} root @param {{ dir: string; env: Record<string, string> }} variant
 */
export async function buildVariant(root, { dir, env }) {
  if (dir === 'build' && Object.keys(env).length === 0) return timedRun(root, 'npm', ['run', 'build']);
  if (dir === 'build-stock') return timedRun(root, 'npm', ['run', 'build:stock']);
  const build = await timedRun(root, 'npx', ['docusaurus', 'build', '--out-dir', dir], env);
  return build + (await timedRun(root, 'node', ['scripts/postbuild/index.mjs', dir]));
}

/**
 * Main-thread work (ms) of loading `pagePath` on a 4x-throttled CPU, until it has settled (hydrated, deferred work done, nothing in flight).
 * @param {import('@playwright/test').Browser} browser @param {string} baseUrl @param {string} pagePath
 * @param {typeof import('../../tests/e2e/pageSettled').trackRequests} trackRequests
 */
async function mainThreadMs(browser, baseUrl, pagePath, trackRequests) {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const requests = trackRequests(page);
    await page.goto(pagePath, { waitUntil: 'load', timeout: 120_000 });
    await requests.settled(120_000);
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? Number.NaN) * 1000;
  } finally {
    await context.close();
  }
}

/**
 * @typedef {{ kind: string; path: string; jsGzip: number; cssGzip: number; mainThreadMs: number }} LeanPageFigures
 */

/**
 * Measures every page kind of the build served at `baseUrl`.
 * @param {{ baseUrl: string; runs: number; measureFirstLoad: typeof import('../../tests/e2e/firstLoad').measureFirstLoad; trackRequests: typeof import('../../tests/e2e/pageSettled').trackRequests }} options
 * @returns {Promise<LeanPageFigures[]>}
 */
export async function measureLeanPages({ baseUrl, runs, measureFirstLoad, trackRequests }) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  /** @type {LeanPageFigures[]} */
  const results = [];
  try {
    for (const [kind, pagePath] of leanPageKinds) {
      const page = await browser.newPage({ baseURL: baseUrl });
      const { jsGzip, cssGzip } = await measureFirstLoad(page, pagePath);
      await page.close();
      const samples = [];
      for (let run = 0; run < runs; run++) samples.push(await mainThreadMs(browser, baseUrl, pagePath, trackRequests));
      results.push({ kind, path: pagePath, jsGzip, cssGzip, mainThreadMs: median(samples) });
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Build directories of the variants: lean, stock, and one per patch left out. @param {readonly string[]} patchIds */
export function leanVariants(patchIds) {
  return [
    { name: 'lean', dir: 'build', env: {} },
    { name: 'stock', dir: 'build-stock', env: {} },
    ...patchIds.map((id) => ({
      name: `without ${id}`,
      dir: path.join('bench-results', `lean-without-${id}`),
      env: { LEAN_WITHOUT: id },
    })),
  ];
}
