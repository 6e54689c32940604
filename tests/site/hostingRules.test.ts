import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudflareLimits, immutableCaching } from '../../scripts/hosting/rules.mjs';
import { fetchRaw, startNodeServer, type NodeServer } from './serverProcess';

/**
 * The static hosts' files the postbuild step writes (`_redirects`, `_headers`: Netlify and Cloudflare Pages;
 * `vercel.json`) stay within Cloudflare's limits and carry serve.mjs' policy and caching. How a host answers with them
 * is tested on Cloudflare's own runtime in cloudflarePages.test.ts.
 */

const buildDir = resolve('build');
const read = (name: string) => readFileSync(join(buildDir, name), 'utf8');
const rules = (text: string) => text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));

function staticRedirects(): Map<string, string> {
  return new Map(
    rules(read('_redirects')).map((line) => {
      const [from = '', to = '', status] = line.split(/\s+/);
      expect(status, line).toBe('301');
      return [decodeURIComponent(from), decodeURIComponent(to)] as const;
    }),
  );
}

function headerRules(): Array<{ pattern: string; headers: Record<string, string> }> {
  const parsed: Array<{ pattern: string; headers: Record<string, string> }> = [];
  for (const line of rules(read('_headers'))) {
    if (!line.startsWith(' ')) parsed.push({ pattern: line.trim(), headers: {} });
    else {
      const [name = '', ...value] = line.trim().split(':');
      (parsed.at(-1) as (typeof parsed)[number]).headers[name.toLowerCase()] = value.join(':').trim();
    }
  }
  return parsed;
}

describe('files for static hosts (Netlify, Cloudflare Pages, Vercel)', () => {
  let node: NodeServer;

  beforeAll(async () => {
    if (!existsSync(join(buildDir, '_redirects'))) throw new Error('build/_redirects is missing: run `npm run build`');
    node = await startNodeServer(buildDir);
  });
  afterAll(async () => node?.stop());

  it('stay within Cloudflare Pages’ limits: 2,000 static and 100 dynamic redirects, 100 header rules', () => {
    const lines = rules(read('_redirects'));
    const dynamic = lines.filter((line) => /[*:]/.test(line.split(/\s+/)[0] ?? ''));
    expect(lines.length - dynamic.length).toBeLessThanOrEqual(cloudflareLimits.staticRedirects);
    expect(dynamic.length).toBeLessThanOrEqual(cloudflareLimits.dynamicRedirects);
    expect(headerRules().length).toBeLessThanOrEqual(cloudflareLimits.headerRules);
    // Every old address of the build is there: the .html/.htm twins of each page and the moved API addresses.
    expect(lines.length).toBeGreaterThan(1000);
  });

  it("name the published origin beside 'self', which serve.mjs adds to for the preview frame it serves", async () => {
    const policy = read('content-security-policy.txt').trim();
    const published = new URL(/<loc>([^<]+)<\/loc>/.exec(read('sitemap.xml'))?.[1] ?? '').origin;
    expect(policy).toContain(`script-src 'self' ${published} `);
    // Served at another address (here, the tests'), WebKit needs that origin too for the frame's own files.
    const frame = await fetchRaw(node.port, '/sandbox/frame');
    expect(frame.status).toBe(200);
    expect(frame.headers['content-security-policy']).toContain(
      `script-src 'self' http://127.0.0.1:${node.port} ${published} `,
    );
    // A Host header that is not a plain host and port adds nothing.
    const crafted = await fetchRaw(node.port, '/sandbox/frame', { Host: "evil.example; script-src 'unsafe-inline'" });
    expect(crafted.headers['content-security-policy']).toBe(policy);
    // Every other page keeps the one policy every host sends.
    expect((await fetchRaw(node.port, '/sandbox')).headers['content-security-policy']).toBe(policy);
  });

  it('send the policy serve.mjs sends, on every path, and cache only hashed folders for good', async () => {
    const policy = read('content-security-policy.txt').trim();
    const all = headerRules().find((rule) => rule.pattern === '/*');
    expect(all?.headers['content-security-policy']).toBe(policy);
    expect(all?.headers['x-content-type-options']).toBe('nosniff');
    const vercel = JSON.parse(read('vercel.json')) as {
      headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
      redirects: unknown[];
    };
    expect(vercel.headers[0]?.headers).toContainEqual({ key: 'Content-Security-Policy', value: policy });
    expect(vercel.headers.slice(1).every((rule) => rule.headers[0]?.value === immutableCaching)).toBe(true);
    expect(vercel.redirects.length).toBeLessThanOrEqual(2048);
  });

  it('redirect only to paths of this site', () => {
    for (const [from, to] of staticRedirects()) {
      expect(to, from).toMatch(/^\/(?![/\\])/);
      expect(from, from).toMatch(/^\/(?![/\\])/);
    }
  });
});

describe("the Run tab's engine files", () => {
  it('are hashed files under assets/, where every host caches them for good, and none sits at the build root', () => {
    expect(readdirSync(buildDir).filter((name) => /\.(?:wasm|data)$/.test(name))).toEqual([]);
    const engines = readdirSync(join(buildDir, 'assets', 'engines')).filter((name) => /\.(?:wasm|data)$/.test(name));
    // pglite.wasm, initdb.wasm, pglite.data, sql.js' one file (asked for under two names, the same bytes) and
    // oxigraph's web_bg.wasm for SPARQL.
    expect(engines.map((name) => name.replace(/\.[0-9a-f]{16,}\./, '.')).sort()).toEqual([
      'initdb.wasm',
      'pglite.data',
      'pglite.wasm',
      'sql-wasm-browser.wasm',
      'web_bg.wasm',
    ]);
    expect(engines.every((name) => /^[\w-]+\.[0-9a-f]{16,}\.(?:wasm|data)$/.test(name))).toBe(true);
    const assetRule = headerRules().find((rule) => rule.pattern === '/assets/*');
    expect(assetRule?.headers['cache-control']).toBe(immutableCaching);
  });
});
