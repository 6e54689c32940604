/**
 * The paths every way of serving the build is compared on (scripts/serve.mjs, the nginx sample, Cloudflare's Pages
 * runtime): one list, so that a host is never checked on fewer paths than another.
 */

/** Pages, files, moved and missing addresses, with and without a trailing slash or an `.htm` suffix. */
export const comparedPaths = [
  '/',
  '/docs/intro',
  '/demo/antd/',
  '/demo.htm',
  '/index.html',
  '/nope',
  '/img/favicon.svg',
  '/api',
  '/search-index/',
  '/assets/js/gone.0123abcd.js',
];

/** Malformed and hostile request targets: traversal, NUL and control bytes, backslashes, open-redirect bait, bad UTF-8. */
export const hostilePaths = [
  '//',
  '///',
  '/\\',
  '//a:b@/',
  '//%00/',
  '/%00',
  '/%',
  '/%zz',
  '/.//evil.example/..%2fdemo/',
  '//evil.example/..',
  '/..%2fpackage.json',
  '/../package.json',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/docs\\intro',
  '/%5cevil.example/',
  '/a%0d%0aSet-Cookie:%20x=1',
  '/a%09b',
  '/docs/./intro',
  '//docs//intro.html',
  '/%2fevil.example/demo/',
  '/demo/antd/.',
  '/docs/intro.html?next=//evil.example',
  '/%e0%a4',
  '/docs/%ff',
  '/%c0%af',
  '/%ed%a0%80',
  '/docs/caf%c3%a9',
];

/** A Location that stays on this site: a path, not `//host` or `/\host`, which browsers read as another origin. */
export const sameSiteLocation = /^\/(?![/\\])/;
