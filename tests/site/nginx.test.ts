import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fetchRaw,
  freePort,
  startNodeServer,
  stopProcess,
  waitUntilServing,
  type NodeServer,
  type Reply,
} from './serverProcess';
import { comparedPaths, hostilePaths, sameSiteLocation } from './servingPaths';

/**
 * Serves the build with the nginx sample (deploy/nginx/site.conf, rendered for a temporary prefix and a
 * free loopback port, as the current user) and with scripts/serve.mjs, and checks that nginx answers
 * as the sample promises and as the Node server does.
 */

const buildDir = resolve('build');
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const sampleRoot = '/srv/react-querybuilder/build';

function decoded(reply: Reply): Buffer {
  const encoding = reply.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(reply.body);
  if (encoding === 'gzip') return gunzipSync(reply.body);
  return reply.body;
}

/** The sample as a deployment would use it, pointed at this build and a loopback port. */
function renderSite(sample: string, root: string, port: number): string {
  const site = sample
    .replaceAll(sampleRoot, root)
    .replace(/^\s*listen \[::\]:80;\n/m, '')
    .replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${port};`);
  if (site.includes(sampleRoot) || !site.includes(`listen 127.0.0.1:${port};`))
    throw new Error('deploy/nginx/site.conf no longer has the expected root or listen lines');
  return site;
}

/** What Debian's /etc/nginx/nginx.conf provides around a site, with every path under `prefix`. */
function mainConfig(prefix: string, site: string): string {
  return [
    `load_module ${brotliModule};`,
    // Only a master process started as root switches users; as anyone else nginx keeps the current one.
    userInfo().uid === 0 ? `user ${userInfo().username};` : '',
    'daemon off;',
    'worker_processes 1;',
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    'events { worker_connections 128; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${prefix}/${kind};`),
    site,
    '}',
  ].join('\n');
}

// Debian installs it in /usr/sbin, which is not on every user's PATH.
const nginxBinary = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
const nginxInstalled = spawnSync(nginxBinary, ['-v']).status === 0 && existsSync(brotliModule);

describe('production serving', () => {
  let prefix = '';
  let nginx: ChildProcess | undefined;
  let node: NodeServer | undefined;
  let nginxPort = 0;
  let nodePort = 0;
  let policy = '';

  beforeAll(async () => {
    if (!nginxInstalled) {
      throw new Error(
        'nginx or its brotli_static module is missing: run `bash scripts/setup.sh --with-browser` (installs nginx-light and libnginx-mod-http-brotli-static)',
      );
    }
    policy = (await readFile(join(buildDir, 'content-security-policy.txt'), 'utf8')).trim();
    prefix = await mkdtemp(join(tmpdir(), 'rqb-nginx-'));
    nginxPort = Number(process.env.NGINX_TEST_PORT ?? (await freePort()));
    const site = renderSite(await readFile('deploy/nginx/site.conf', 'utf8'), buildDir, nginxPort);
    await writeFile(join(prefix, 'nginx.conf'), mainConfig(prefix, site));
    let nginxLog = '';
    // -e: without it nginx opens Debian's /var/log/nginx/error.log before reading the configuration.
    nginx = spawn(nginxBinary, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    nginx.stderr?.on('data', (chunk) => (nginxLog += chunk));
    await waitUntilServing(nginxPort, nginx, () => nginxLog);

    node = await startNodeServer(buildDir);
    nodePort = node.port;
  }, 30_000);

  afterAll(async () => {
    // nginx: SIGQUIT is its graceful stop; it does not leave worker processes behind.
    if (nginx) await stopProcess(nginx, 'SIGQUIT');
    await node?.stop();
    if (prefix) await rm(prefix, { recursive: true, force: true });
  });

  const file = (path: string) => readFile(join(buildDir, path));

  it('serves pages at clean URLs with the CSP and revalidating caching', async () => {
    for (const [path, source] of [
      ['/', 'index.html'],
      ['/docs/intro', 'docs/intro.html'],
      ['/react-querybuilder', 'react-querybuilder.html'],
    ] as const) {
      const reply = await fetchRaw(nginxPort, path);
      expect(reply.status, path).toBe(200);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(reply.headers['content-security-policy']).toBe(policy);
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.body.equals(await file(source)), path).toBe(true);
    }
  });

  it('sends the brotli copy when accepted, else the gzip copy, each decoding to the file', async () => {
    const asset = (await readFile(join(buildDir, 'index.html'), 'utf8')).match(
      /\/assets\/js\/main\.[0-9a-f]+\.js/,
    )?.[0];
    expect(asset).toBeDefined();
    for (const [path, source] of [
      ['/docs/intro', 'docs/intro.html'],
      [asset ?? '', (asset ?? '').slice(1)],
    ] as const) {
      const plain = await file(source);
      const brotli = await fetchRaw(nginxPort, path, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(brotli.headers['content-encoding'], path).toBe('br');
      expect(brotli.headers.vary).toBe('Accept-Encoding');
      expect(brotli.body.length).toBeLessThan(plain.length / 2);
      expect(decoded(brotli).equals(plain)).toBe(true);
      const gzip = await fetchRaw(nginxPort, path, { 'Accept-Encoding': 'gzip' });
      expect(gzip.headers['content-encoding'], path).toBe('gzip');
      expect(gzip.headers.vary).toBe('Accept-Encoding');
      expect(decoded(gzip).equals(plain)).toBe(true);
      expect(gzip.body.length).toBeGreaterThan(brotli.body.length);
    }
    const hashed = await fetchRaw(nginxPort, asset ?? '', { 'Accept-Encoding': 'br' });
    expect(hashed.status).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['content-type']).toMatch(/javascript/);
  });

  it('answers unknown paths with a real 404 and the not-found page, never cached for good', async () => {
    const notFoundPage = await file('404.html');
    for (const path of [
      '/no-such-page',
      '/docs/no-such-page',
      '/assets/js/gone.0123abcd.js',
      '/no-such-page.html',
      '/assets/',
    ]) {
      const reply = await fetchRaw(nginxPort, path, { 'Accept-Encoding': 'br' });
      expect(reply.status, path).toBe(404);
      expect(reply.headers['cache-control'], path).toBe('public, max-age=0, must-revalidate');
      expect(reply.headers['content-security-policy']).toBe(policy);
      expect(decoded(reply).equals(notFoundPage), path).toBe(true);
    }
  });

  it('redirects .html, .htm, /index.html and trailing-slash paths to the clean URL, keeping the query', async () => {
    for (const [path, location] of [
      ['/docs/intro.html', '/docs/intro'],
      ['/demo.htm', '/demo'],
      ['/demo/index.html', '/demo'],
      ['/index.html?x=1', '/?x=1'],
      ['/demo/antd/', '/demo/antd'],
      ['/docs/intro.html?q=a', '/docs/intro?q=a'],
    ] as const) {
      const reply = await fetchRaw(nginxPort, path);
      expect(reply.status, path).toBe(301);
      expect(reply.headers.location, path).toBe(location);
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const reply = await fetchRaw(nginxPort, '/docs/intro', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.body.length).toBe(0);
  });

  it('answers like scripts/serve.mjs', async () => {
    const asset = (await readFile(join(buildDir, 'index.html'), 'utf8')).match(
      /\/assets\/css\/styles\.[0-9a-f]+\.css/,
    )?.[0];
    for (const path of [...comparedPaths, asset ?? '/missing-asset']) {
      for (const acceptEncoding of ['br, gzip', 'gzip', '']) {
        const headers = { 'Accept-Encoding': acceptEncoding };
        const [fromNginx, fromNode] = await Promise.all([
          fetchRaw(nginxPort, path, headers),
          fetchRaw(nodePort, path, headers),
        ]);
        const summary = (reply: Reply) => ({
          status: reply.status,
          location: reply.headers.location,
          cacheControl: reply.headers['cache-control'],
          contentType: reply.status === 301 ? '' : reply.headers['content-type'],
          csp: reply.headers['content-security-policy'],
          encoding: reply.headers['content-encoding'],
          vary: reply.headers.vary,
          body: reply.status === 301 ? '' : decoded(reply).toString('base64'),
        });
        expect(summary(fromNode), `${path} (${acceptEncoding})`).toEqual(summary(fromNginx));
      }
    }
  });

  it('answers hostile and malformed paths like scripts/serve.mjs: 400, or a redirect to a path of this site', async () => {
    for (const path of hostilePaths) {
      const [fromNginx, fromNode] = await Promise.all([fetchRaw(nginxPort, path), fetchRaw(nodePort, path)]);
      const summary = (reply: Reply) => ({
        status: reply.status,
        location: reply.headers.location,
        csp: reply.headers['content-security-policy'],
      });
      expect(summary(fromNode), path).toEqual(summary(fromNginx));
      if (fromNode.headers.location !== undefined) expect(fromNode.headers.location, path).toMatch(sameSiteLocation);
    }
    for (const path of ['/\\', '//%00/', '/%zz', '/..%2fpackage.json', '/docs\\intro', '/%e0%a4', '/%c0%af'])
      expect((await fetchRaw(nodePort, path)).status, path).toBe(400);
  });
});
