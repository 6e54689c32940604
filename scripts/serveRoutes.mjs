// @ts-check
/**
 * How the production server maps a URL path to a file of the build, kept apart from the server so
 * it can be unit-tested.
 *
 * @typedef {{ kind: 'file', file: string } | { kind: 'notFound', file: string } | { kind: 'redirect', location: string }} Decision
 */

const pageSuffix = /(?:\/index)?\.html?$/;

/**
 * @param {string} pathname URL path, starting with "/"
 * @param {(file: string) => Promise<boolean>} exists whether a file exists at that path of the build
 * @returns {Promise<Decision>}
 */
export async function resolveRequest(pathname, exists) {
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
