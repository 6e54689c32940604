// @ts-check
/**
 * The site's Content-Security-Policy, built from the pages themselves: every inline script the build
 * emits is allowed by its sha256 hash, nothing else inline runs, and no origin other than the site's own
 * is reachable. Both the Node server (scripts/serve.mjs) and the nginx sample (deploy/nginx) send the
 * policy that the postbuild step writes next to the pages.
 */
import { createHash } from 'node:crypto';

/** File names, inside the build directory, of the policy as plain text and as an nginx directive. */
export const policyFileName = 'content-security-policy.txt';
export const nginxPolicyFileName = 'content-security-policy.nginx.conf';

/**
 * sha256 sources ("'sha256-…'") of the executable inline scripts of a page. Data blocks (JSON, JSON-LD)
 * are not scripts the browser runs, so CSP does not apply to them.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'application/javascript', 'module'].includes(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * Where the sandbox's export buttons post their forms (src/sandbox/onlinePlaygrounds.ts; a unit test keeps
 * the two in step): the only origins other than the site's that the policy names.
 */
export const playgroundOrigins = ['https://stackblitz.com', 'https://codesandbox.io'];

/** Directives whose 'self' admits the site's own files, where {@link withOrigins} names the site's origin too. */
const ownFileDirectives = new Set(['default-src', 'script-src', 'style-src', 'img-src', 'font-src', 'connect-src']);

/**
 * `policy` with `origins` named beside 'self' wherever 'self' admits the site's own files. The sandbox's preview
 * frame runs at an opaque origin, and WebKit matches 'self' against that origin rather than against the address the
 * frame came from (as Chromium and Firefox do): unless the site's origin is spelled out, WebKit refuses the frame's
 * own scripts and stylesheets, and Safari readers see an empty preview.
 * @param {string} policy @param {readonly string[]} origins
 */
export function withOrigins(policy, origins) {
  return policy
    .split('; ')
    .map((directive) => {
      const [name, ...sources] = directive.split(' ');
      if (!name || !ownFileDirectives.has(name) || !sources.includes("'self'")) return directive;
      const added = origins.filter((origin) => !sources.includes(origin));
      return [name, ...sources.flatMap((source) => (source === "'self'" ? [source, ...added] : [source]))].join(' ');
    })
    .join('; ');
}

/**
 * The origin the site is published at (its configured `url`), read from the build's sitemap, whose addresses are
 * absolute; undefined when there is none to read.
 * @param {string} sitemapXml
 */
export function siteOriginFromSitemap(sitemapXml) {
  const first = /<loc>([^<]+)<\/loc>/.exec(sitemapXml)?.[1];
  if (!first) return undefined;
  try {
    const url = new URL(first);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The origin a plain-HTTP request reached a server at, from its Host header: only a host name or bracketed IPv6
 * address with an optional port, so that nothing a client sends can add a source or a directive to a policy.
 * @param {string | undefined} host
 */
export function requestOrigin(host) {
  const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
  const plainHost = new RegExp(`^(?:${label}(?:\\.${label})*|\\[[0-9a-f:.]+\\])(?::\\d{1,5})?$`, 'i');
  return host && plainHost.test(host) ? `http://${host.toLowerCase()}` : undefined;
}

/**
 * The policy, one line.
 * @param {Iterable<string>} scriptHashes sources from {@link inlineScriptHashes}
 * @param {readonly string[]} [siteOrigins] the origin(s) the site is published at, named beside 'self' ({@link withOrigins})
 */
export function contentSecurityPolicy(scriptHashes, siteOrigins = []) {
  const hashes = [...new Set(scriptHashes)].sort();
  /** @type {Array<[string, ...string[]]>} */
  const directives = [
    ['default-src', "'self'"],
    // 'unsafe-eval': live code examples and the sandbox's preview frame run the reader's transpiled code with
    // new Function (tests/e2e/csp.spec.ts fails without it). It stays on every page, /sandbox too: Docusaurus
    // navigates between pages without reloading, so a page's policy is also the policy of every page the
    // reader goes on to, docs pages with live examples included.
    // 'wasm-unsafe-eval': the demo's Run tab compiles the databases' WebAssembly (PGlite, sql.js), served from the
    // site itself, in its workers (same-origin scripts, admitted by 'self' through child-src). It allows compiling
    // WebAssembly and nothing else; the policy gains nothing broader for the lab.
    ['script-src', "'self'", "'unsafe-eval'", "'wasm-unsafe-eval'", ...hashes],
    // 'unsafe-inline' for styles: React style attributes, and the CSS-in-JS of the demo flavours (emotion for
    // Chakra and MUI, antd's cssinjs, Fluent's Griffel, Mantine) insert <style> elements at run time,
    // whose contents no build step can know. Scripts never get 'unsafe-inline'.
    ['style-src', "'self'", "'unsafe-inline'"],
    // data: for the icons UI libraries embed in their CSS (checkbox marks, select arrows).
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    // The demo's and the sandbox's "Open in StackBlitz / CodeSandbox" buttons are forms posted to these exact origins.
    ['form-action', "'self'", ...playgroundOrigins],
    // The sandbox's preview is a frame of the site's own (/sandbox/frame, sandboxed to an opaque origin).
    ['frame-src', "'self'"],
    ['child-src', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  return withOrigins(directives.map((directive) => directive.join(' ')).join('; '), siteOrigins);
}

/**
 * The nginx directive that sends the policy (deploy/nginx/site.conf includes it).
 * @param {string} policy
 */
export function nginxPolicyDirective(policy) {
  if (/["\\$]/.test(policy)) throw new Error('The policy contains a character nginx would interpret');
  return `# Written by scripts/postbuild; included by the nginx site configuration.\nadd_header Content-Security-Policy "${policy}" always;\n`;
}
