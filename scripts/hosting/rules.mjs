// @ts-check
/**
 * What every host of the build must send besides the files, in one place: the cache rule (hashed files for good,
 * the rest revalidated), the security headers (nosniff and the Content-Security-Policy the postbuild step computes),
 * and the permanent redirects of old addresses. scripts/serve.mjs and deploy/nginx answer by these rules; the
 * postbuild step writes them for static hosts as `_headers` and `_redirects` (Netlify, Cloudflare Pages) and
 * `vercel.json` (Vercel).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';

export const immutableCaching = 'public, max-age=31536000, immutable';
/** Pages, redirects, 404s and unhashed files: cached, but checked with the server (ETag) before each use. */
export const revalidatedCaching = 'public, max-age=0, must-revalidate';

/** Folders whose files carry a content hash in their name: the bundler's assets and the search index files. */
export const hashedFolders = ['/assets/', '/search-index/'];
/** A content hash in a file name: `main.e6378400.js`, `styles.640c16fd.css`, `default.5216813ab6.json`. */
const hashedName = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

/** Files whose name changes whenever their content does: browsers may keep them for good. */
export function isHashedFile(/** @type {string} */ file) {
  return hashedFolders.some((folder) => file.startsWith(folder)) && hashedName.test(file);
}

/** @param {string | undefined} policy */
export function securityHeaders(policy) {
  return { 'X-Content-Type-Options': 'nosniff', ...(policy ? { 'Content-Security-Policy': policy } : {}) };
}

/** Cloudflare Pages reads at most this many rules (https://developers.cloudflare.com/pages/configuration/). */
export const cloudflareLimits = { staticRedirects: 2000, dynamicRedirects: 100, headerRules: 100 };

/**
 * The old addresses the build answers with a client-side redirect page (@docusaurus/plugin-client-redirects: the
 * `.html`/`.htm` twins of every page and the moved API addresses), read from those pages' canonical links: a host
 * answers them with a 301 to the same target instead.
 * @param {string} buildDir
 * @returns {Array<{ from: string, to: string }>}
 */
export function clientRedirects(buildDir) {
  /** @type {Array<{ from: string, to: string }>} */
  const redirects = [];
  for (const name of readdirSync(buildDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.html?$/.test(name)) continue;
    // Redirect pages are a few hundred bytes; reading only those keeps a server's start quick.
    const stats = statSync(join(buildDir, name));
    if (!stats.isFile() || stats.size > 4096) continue;
    const html = readFileSync(join(buildDir, name), 'utf8');
    if (!html.includes('window.location.href')) continue;
    const to = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    if (!to?.startsWith('/')) continue;
    const path = `/${name.split(sep).join('/')}`;
    // X.htm and X.html.html are the files of the addresses X.htm and X.html; D/index.html is the address D.
    const from = path.endsWith('/index.html') ? path.slice(0, -'/index.html'.length) : path.replace(/\.html$/, '');
    if (from !== to) redirects.push({ from, to });
  }
  return redirects.sort((a, b) => a.from.localeCompare(b.from));
}

/** Paths in `_redirects` may not hold spaces (a rule is split on them): such an address is percent-encoded. */
const redirectPath = (/** @type {string} */ path) => path.split('/').map(encodeURIComponent).join('/');

/**
 * `/X/index.html` → `/X` at each depth up to `pageDepth` (the most segments a page's address has), as serve.mjs and
 * nginx answer it: one rule per depth, made of `:name` placeholders, which both Netlify and Cloudflare Pages document
 * (for a splat, `*`, Netlify documents only the end of a path).
 * @param {number} pageDepth
 */
export function indexFileRedirects(pageDepth) {
  return Array.from({ length: pageDepth }, (_, index) => {
    const path = Array.from({ length: index + 1 }, (__, segment) => `/:s${segment + 1}`).join('');
    return `${path}/index.html ${path} 301`;
  });
}

/**
 * `_redirects` (Netlify, Cloudflare Pages): every old address as a static rule, then the `/X/index.html` rules, within
 * Cloudflare's limits.
 * @param {Array<{ from: string, to: string }>} redirects
 * @param {number} pageDepth the most segments a page's address has
 */
export function netlifyRedirects(redirects, pageDepth) {
  if (redirects.length > cloudflareLimits.staticRedirects)
    throw new Error(`${redirects.length} redirects exceed Cloudflare Pages' ${cloudflareLimits.staticRedirects}`);
  const dynamic = indexFileRedirects(pageDepth);
  if (dynamic.length > cloudflareLimits.dynamicRedirects)
    throw new Error(
      `${dynamic.length} dynamic redirects exceed Cloudflare Pages' ${cloudflareLimits.dynamicRedirects}`,
    );
  const lines = redirects.map(({ from, to }) => `${redirectPath(from)} ${redirectPath(to)} 301`);
  return `# Written by scripts/postbuild from scripts/hosting/rules.mjs: old addresses, answered with a 301.\n${[...lines, ...dynamic].join('\n')}\n`;
}

/**
 * `_headers` (Netlify, Cloudflare Pages): the security headers on every response, and a year of caching for the
 * hashed folders. Both hosts already revalidate everything else (`public, max-age=0, must-revalidate`), and a second
 * Cache-Control rule on `/*` would be joined to the first, not replace it.
 * @param {string | undefined} policy
 */
export function netlifyHeaders(policy) {
  const block = (/** @type {string} */ path, /** @type {Record<string, string>} */ headers) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const rules = [
    block('/*', securityHeaders(policy)),
    ...hashedFolders.map((folder) => block(`${folder}*`, { 'Cache-Control': immutableCaching })),
  ];
  if (rules.length > cloudflareLimits.headerRules) throw new Error('too many header rules for Cloudflare Pages');
  return `# Written by scripts/postbuild from scripts/hosting/rules.mjs.\n${rules.join('\n\n')}\n`;
}

/**
 * `vercel.json`: clean URLs without trailing slashes (Vercel redirects `X.html` and `X/` itself), the same headers,
 * and the old addresses as 301s.
 * @param {string | undefined} policy
 * @param {Array<{ from: string, to: string }>} redirects
 */
export function vercelConfig(policy, redirects) {
  // Vercel already sends X.html → X itself (cleanUrls); the other old addresses need a rule each.
  const needed = redirects.filter(({ from, to }) => from !== `${to}.html`);
  const header = (/** @type {Record<string, string>} */ headers) =>
    Object.entries(headers).map(([key, value]) => ({ key, value }));
  return {
    cleanUrls: true,
    trailingSlash: false,
    headers: [
      { source: '/(.*)', headers: header({ ...securityHeaders(policy), 'Cache-Control': revalidatedCaching }) },
      ...hashedFolders.map((folder) => ({
        source: `${folder}(.*)`,
        headers: header({ 'Cache-Control': immutableCaching }),
      })),
    ],
    redirects: needed.map(({ from, to }) => ({ source: from, destination: to, statusCode: 301 })),
  };
}

/** File names, inside the build directory, of what the postbuild step writes from these rules. */
export const nginxRedirectsFileName = 'redirects.nginx.conf';

/**
 * The old addresses as nginx exact locations (deploy/nginx/site.conf includes the file).
 * @param {Array<{ from: string, to: string }>} redirects
 */
export function nginxRedirects(redirects) {
  const quoted = (/** @type {string} */ text) => {
    if (/["\\$\s;{}]/.test(text)) throw new Error(`${text}: a character nginx would interpret`);
    return `"${text}"`;
  };
  const lines = redirects.map(
    ({ from, to }) =>
      `location = ${quoted(from)} { return 301 ${quoted(redirectPath(to)).slice(1, -1)}$is_args$args; }`,
  );
  return `# Written by scripts/postbuild from scripts/hosting/rules.mjs; included by the nginx site configuration.\n${lines.join('\n')}\n`;
}
