// @ts-check
/**
 * How the production server maps a URL path to a file of the build, kept apart from the server so
 * it can be unit-tested.
 *
 * @typedef {{ kind: 'file', file: string } | { kind: 'notFound', file: string } | { kind: 'redirect', location: string }} Decision
 */

const pageSuffix = /(?:\/index)?\.html?$/;

/**
 * The path and query of a request target, the path decoded and normalised: repeated slashes merged, `.`
 * and `..` resolved. Undefined for what no browser sends and nothing should serve: bad percent-encoding,
 * NUL and other control characters, backslashes (browsers turn them into slashes before sending), `..`
 * above the root, or a target that is neither a path nor an absolute http(s) URL. Merging slashes is what
 * keeps every redirect on this site: a path that starts with "//" would be a link to another host.
 * @param {string | undefined} target the request target as received (`req.url`)
 * @returns {{ path: string, search: string } | undefined}
 */
export function parseRequestTarget(target) {
  if (target === undefined) return undefined;
  // Absolute form (`GET http://host/path`, RFC 9112 3.2.2): only its path and query matter here.
  const absolute = /^https?:\/\/[^/?#]*/i.exec(target);
  const rest = absolute ? target.slice(absolute[0].length) : target;
  const origin = absolute && !rest.startsWith('/') ? `/${rest}` : rest;
  if (!origin.startsWith('/')) return undefined;
  const queryAt = origin.indexOf('?');
  const rawPath = queryAt === -1 ? origin : origin.slice(0, queryAt);
  const search = queryAt === -1 ? '' : origin.slice(queryAt);
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return undefined;
  /** @type {string[]} */
  const segments = [];
  const parts = decoded.split('/');
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (segments.pop() === undefined) return undefined;
      continue;
    }
    segments.push(part);
  }
  const last = parts[parts.length - 1];
  const trailingSlash = segments.length > 0 && (last === '' || last === '.' || last === '..');
  return { path: `/${segments.join('/')}${trailingSlash ? '/' : ''}`, search };
}

/**
 * A decoded path as it goes on the wire (a Location, a request line): each segment percent-encoded, so
 * the result starts with exactly one "/" and carries no "?", "#" or backslash of its own.
 * @param {string} path decoded, normalised path starting with "/"
 */
export function encodePath(path) {
  return path.split('/').map(encodeURIComponent).join('/');
}

/**
 * @param {string} pathname URL path, starting with "/"
 * @param {(file: string) => Promise<boolean>} exists whether a file exists at that path of the build
 * @param {ReadonlyMap<string, string>} [moved] old addresses and their targets (scripts/hosting/rules.mjs)
 * @returns {Promise<Decision>}
 */
export async function resolveRequest(pathname, exists, moved = new Map()) {
  const target = moved.get(pathname);
  if (target !== undefined) return { kind: 'redirect', location: target };
  // A request for X.html or X/index.html lands on X, the page's one address.
  if (pageSuffix.test(pathname)) {
    const clean = pathname.replace(pageSuffix, '') || '/';
    if (await pageFile(clean, exists)) return { kind: 'redirect', location: clean };
    return { kind: 'notFound', file: '/404.html' };
  }
  if (pathname !== '/' && pathname.endsWith('/')) {
    const clean = pathname.replace(/\/+$/, '');
    if (await pageFile(clean, exists)) return { kind: 'redirect', location: clean };
  }
  if (pathname !== '/' && (await exists(pathname))) return { kind: 'file', file: pathname };
  const page = await pageFile(pathname, exists);
  if (page) return { kind: 'file', file: page };
  return { kind: 'notFound', file: '/404.html' };
}

/**
 * @param {string} clean
 * @param {(file: string) => Promise<boolean>} exists
 */
async function pageFile(clean, exists) {
  if (clean === '/') return (await exists('/index.html')) ? '/index.html' : undefined;
  for (const candidate of [`${clean}.html`, `${clean}/index.html`]) {
    if (await exists(candidate)) return candidate;
  }
  return undefined;
}

import { immutableCaching, isHashedFile, revalidatedCaching } from './hosting/rules.mjs';

export { immutableCaching, isHashedFile, revalidatedCaching };

/**
 * @param {Decision} decision
 */
export function cacheControlFor(decision) {
  return decision.kind === 'file' && isHashedFile(decision.file) ? immutableCaching : revalidatedCaching;
}

/**
 * The encoding to send, given the request's Accept-Encoding and the precompressed copies that exist:
 * brotli when accepted, else gzip, else none. Honours `q=0` (refused) and `*`.
 * @param {string | undefined} acceptEncoding
 * @param {{ br: boolean, gzip: boolean }} available
 * @returns {'br' | 'gzip' | undefined}
 */
export function negotiateEncoding(acceptEncoding, available) {
  if (!acceptEncoding) return undefined;
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters
      .map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1])
      .find((value) => value !== undefined);
    if (name) weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (/** @type {string} */ coding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (available.br && accepts('br')) return 'br';
  if (available.gzip && (accepts('gzip') || accepts('x-gzip'))) return 'gzip';
  return undefined;
}
