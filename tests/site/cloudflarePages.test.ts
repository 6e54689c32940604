import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { immutableCaching, revalidatedCaching } from '../../scripts/hosting/rules.mjs';
import { fetchRaw, freePort, startNodeServer, stopProcess, type NodeServer, type Reply } from './serverProcess';
import { comparedPaths, hostilePaths, sameSiteLocation } from './servingPaths';

/**
 * Serves the build through Cloudflare's own Pages runtime (`wrangler pages dev`: the open-source workerd, reading the
 * build's `_redirects` and `_headers` as Pages does in production) and compares its answers with scripts/serve.mjs on
 * the paths the nginx sample is compared on, plus a sample of the old addresses. Netlify reads the same two files;
 * it has no local runtime on our registry.
 */

const buildDir = resolve('build');
const toolsDir = resolve('tools/cloudflare-pages');
const wranglerBinary = join(toolsDir, 'node_modules/.bin/wrangler');

/**
 * What Pages does on its own, before or instead of our rules, where scripts/serve.mjs answers otherwise. Each is
 * harmless to a reader: the same destination, or no file of the site.
 */
const pagesOwnAnswers = {
  /** Its redirects of `X/`, `X/.` and `/index.html` to the clean address are 308s; serve.mjs sends 301. Both are permanent. */
  ownRedirectStatus: 308,
  /** Not-found answers are never stored; serve.mjs lets caches keep them while revalidating. */
  notFoundCaching: 'no-store',
  /** `/X/index.html` where X is no page: a 301 to X, which is not found; serve.mjs answers the 404 at once. */
  indexFileOfNoPage: '/no/such/index.html',
  /** A NUL byte in the path: the local runtime answers 502 before any rule applies; no file of the site is sent. */
  refused: ['//%00/', '/%00'],
};

function startPagesRuntime(
  port: number,
  inspectorPort: number,
  scratch: string,
): { child: ChildProcess; log: () => string } {
  // The runtime's newest compatibility date: a later one (today's, the default) makes it refuse to start.
  const { compatibilityDate } = createRequire(join(toolsDir, 'package.json'))('workerd') as {
    compatibilityDate: string;
  };
  let log = '';
  const child = spawn(
    wranglerBinary,
    [
      'pages',
      'dev',
      buildDir,
      ...['--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspectorPort)],
      ...['--compatibility-date', compatibilityDate, '--persist-to', join(scratch, 'state')],
    ],
    {
      cwd: scratch,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        // Offline: no telemetry, no update check, no fetch of the `request.cf` sample from Cloudflare.
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_HIDE_BANNER: 'true',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        // Its logs and settings go to the scratch folder, not the user's home.
        XDG_CONFIG_HOME: join(scratch, 'config'),
      },
    },
  );
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  return { child, log: () => log };
}

/** Status, Location, CSP and caching, with a page's body, in a form two servers can be compared in. */
function summary(reply: Reply) {
  const redirect = reply.status >= 300 && reply.status < 400;
  return {
    status: reply.status,
    location: reply.headers.location,
    csp: reply.headers['content-security-policy'],
    cacheControl: redirect ? undefined : reply.headers['cache-control'],
    body: redirect ? '' : reply.body.toString('base64'),
  };
}

/** What Pages should answer where serve.mjs answered `node`, given what Pages does on its own. */
function expectedFromPages(node: ReturnType<typeof summary>, ownRedirect: boolean) {
  if (node.status === 301) return { ...node, status: ownRedirect ? pagesOwnAnswers.ownRedirectStatus : 301 };
  if (node.status === 404) return { ...node, cacheControl: pagesOwnAnswers.notFoundCaching };
  return node;
}

describe("Cloudflare Pages' runtime serving the build", () => {
  let scratch = '';
  let pages: { child: ChildProcess; log: () => string } | undefined;
  let node: NodeServer | undefined;
  let pagesPort = 0;
  let policy = '';
  let oldAddresses: Array<{ from: string; to: string }> = [];

  beforeAll(async () => {
    if (!existsSync(wranglerBinary))
      throw new Error('Wrangler is missing: run `npm install` (its postinstall installs tools/cloudflare-pages)');
    policy = (await readFile(join(buildDir, 'content-security-policy.txt'), 'utf8')).trim();
    oldAddresses = (await readFile(join(buildDir, '_redirects'), 'utf8'))
      .split('\n')
      .filter((line) => line.startsWith('/'))
      .map((line) => {
        const [from = '', to = ''] = line.split(/\s+/);
        return { from, to };
      });
    scratch = await mkdtemp(join(tmpdir(), 'rqb-pages-'));
    pagesPort = await freePort();
    pages = startPagesRuntime(pagesPort, await freePort(), scratch);
    const started = pages;
    const deadline = Date.now() + 45_000;
    while (!/Ready on /.test(started.log())) {
      if (started.child.exitCode !== null)
        throw new Error(`wrangler exited with ${started.child.exitCode}: ${started.log()}`);
      if (Date.now() > deadline) throw new Error(`wrangler did not start in 45 s: ${started.log()}`);
      await new Promise((done) => setTimeout(done, 100));
    }
    node = await startNodeServer(buildDir);
  }, 60_000);

  afterAll(async () => {
    if (pages) await stopProcess(pages.child);
    await node?.stop();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it('reads every rule of `_redirects` and `_headers` and rejects none', () => {
    const log = pages?.log() ?? '';
    expect(log).toContain(`Parsed ${oldAddresses.length} valid redirect rules`);
    expect(log).toMatch(/Parsed \d+ valid header rules/);
    expect(log).not.toMatch(/invalid|Ignoring|exceed/i);
  });

  it('answers pages, files, missing paths and old addresses with the status, Location, CSP, caching and body of serve.mjs', async () => {
    const asset = (await readFile(join(buildDir, 'index.html'), 'utf8')).match(
      /\/assets\/css\/styles\.[0-9a-f]+\.css/,
    )?.[0];
    // A rule's `:name` placeholder stands for one path segment.
    const rules = oldAddresses.map(
      ({ from }) => new RegExp(`^${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`),
    );
    const paths = [
      ...comparedPaths,
      '/docs/intro.html',
      '/docs/intro.html?q=a',
      '/index.html?x=1',
      '/docs/api',
      '/docs/next/api',
      '/docs/5/api',
      '/demo/index.html',
      '/docs/6/category/components/index.html?x=1',
      // Addresses a reader holds, not the rules' `:name` patterns, which no link carries.
      ...oldAddresses
        .filter(({ from }) => !from.includes('/:'))
        .filter((_, position) => position % 53 === 0)
        .map(({ from }) => from),
      asset ?? '/missing-asset',
    ];
    for (const path of paths) {
      const [fromPages, fromNode] = await Promise.all([fetchRaw(pagesPort, path), fetchRaw(node?.port ?? 0, path)]);
      const ownRedirect = !rules.some((rule) => rule.test(path.split('?')[0] ?? ''));
      expect(summary(fromPages), path).toEqual(expectedFromPages(summary(fromNode), ownRedirect));
    }
    // Pages: the page's own revalidation and the hashed files' year come from the host and from `_headers`.
    expect((await fetchRaw(pagesPort, '/docs/intro')).headers['cache-control']).toBe(revalidatedCaching);
    expect((await fetchRaw(pagesPort, asset ?? '')).headers['cache-control']).toBe(immutableCaching);
  });

  it('leads `/X/index.html` where X is no page to the not-found page, one redirect later than serve.mjs', async () => {
    const notFoundPage = await readFile(join(buildDir, '404.html'));
    const redirect = await fetchRaw(pagesPort, pagesOwnAnswers.indexFileOfNoPage);
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe(pagesOwnAnswers.indexFileOfNoPage.replace(/\/index\.html$/, ''));
    const target = await fetchRaw(pagesPort, redirect.headers.location as string);
    expect(target.status).toBe(404);
    expect(target.body.equals(notFoundPage)).toBe(true);
    expect(target.headers['content-security-policy']).toBe(policy);
    expect((await fetchRaw(node?.port ?? 0, pagesOwnAnswers.indexFileOfNoPage)).status).toBe(404);
  });

  it('answers hostile and malformed paths without leaving the site, serving a file outside the build, or dropping the CSP', async () => {
    const packageJson = await readFile('package.json');
    const refused: string[] = [];
    for (const path of hostilePaths) {
      const reply = await fetchRaw(pagesPort, path);
      if (reply.status >= 500) {
        refused.push(path);
        // The runtime's own error text (it names the build's absolute path, so its length varies by checkout), no file.
        expect(reply.headers['content-type'], path).toMatch(/^text\/plain/);
        expect(reply.body.toString(), path).toMatch(/^\[wrangler\] Could not serve static asset/);
        continue;
      }
      expect([200, 301, 308, 404], path).toContain(reply.status);
      expect(reply.headers['content-security-policy'], path).toBe(policy);
      if (reply.headers.location !== undefined) expect(reply.headers.location, path).toMatch(sameSiteLocation);
      expect(reply.body.equals(packageJson), path).toBe(false);
      if (reply.status === 200) expect(reply.headers['content-type'], path).toBe('text/html; charset=utf-8');
    }
    expect(refused).toEqual(pagesOwnAnswers.refused);
  });
});
