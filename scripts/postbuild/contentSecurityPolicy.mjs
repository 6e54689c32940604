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

/** The script of @docusaurus/plugin-client-redirects pages, whose target differs on every page. */
const redirectScript =
  /<script>\s*window\.location\.href = '([^'\\]*)' \+ window\.location\.search \+ window\.location\.hash;\s*<\/script>/;

/**
 * One script, the same on every redirect page, that reads the target from the page's own canonical
 * link. With it all redirect pages share one hash instead of adding one each (~280) to the header.
 */
export const sharedRedirectScript =
  "<script>window.location.href=document.querySelector('link[rel=canonical]').getAttribute('href')+window.location.search+window.location.hash</script>";

/**
 * Replaces a client-redirect page's per-target script by the shared one when the page's canonical link
 * names that same target (so the behaviour is unchanged); other HTML is returned as it is.
 * @param {string} html
 */
export function shareRedirectScript(html) {
  const match = redirectScript.exec(html);
  if (!match) return html;
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html);
  if (canonical?.[1] !== match[1]) return html;
  return html.replace(redirectScript, sharedRedirectScript);
}

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

/**
 * The policy, one line.
 * @param {Iterable<string>} scriptHashes sources from {@link inlineScriptHashes}
 */
export function contentSecurityPolicy(scriptHashes) {
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
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * The nginx directive that sends the policy (deploy/nginx/site.conf includes it).
 * @param {string} policy
 */
export function nginxPolicyDirective(policy) {
  if (/["\\$]/.test(policy)) throw new Error('The policy contains a character nginx would interpret');
  return `# Written by scripts/postbuild; included by the nginx site configuration.\nadd_header Content-Security-Policy "${policy}" always;\n`;
}
