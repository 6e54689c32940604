import { describe, expect, it } from 'vitest';
import {
  cacheControlFor,
  encodePath,
  immutableCaching,
  isHashedFile,
  negotiateEncoding,
  parseRequestTarget,
  resolveRequest,
  revalidatedCaching,
} from './serveRoutes.mjs';

const files = new Set([
  '/index.html',
  '/404.html',
  '/docs/intro.html',
  '/demo.html',
  '/demo/antd.html',
  '/assets/js/main.1a2b.js',
  '/react-querybuilder/index.html',
]);
const exists = async (file: string) => files.has(file);

describe('resolveRequest', () => {
  it('serves pages at their clean address', async () => {
    expect(await resolveRequest('/', exists)).toEqual({ kind: 'file', file: '/index.html' });
    expect(await resolveRequest('/docs/intro', exists)).toEqual({ kind: 'file', file: '/docs/intro.html' });
    expect(await resolveRequest('/react-querybuilder', exists)).toEqual({
      kind: 'file',
      file: '/react-querybuilder/index.html',
    });
  });

  it('redirects .html, .htm and /index.html paths to the clean page', async () => {
    expect(await resolveRequest('/docs/intro.html', exists)).toEqual({ kind: 'redirect', location: '/docs/intro' });
    expect(await resolveRequest('/demo.htm', exists)).toEqual({ kind: 'redirect', location: '/demo' });
    expect(await resolveRequest('/demo/index.html', exists)).toEqual({ kind: 'redirect', location: '/demo' });
    expect(await resolveRequest('/index.html', exists)).toEqual({ kind: 'redirect', location: '/' });
    expect(await resolveRequest('/demo/antd/', exists)).toEqual({ kind: 'redirect', location: '/demo/antd' });
  });

  it('serves assets as they are and answers 404 with the not-found page otherwise', async () => {
    expect(await resolveRequest('/assets/js/main.1a2b.js', exists)).toEqual({
      kind: 'file',
      file: '/assets/js/main.1a2b.js',
    });
    expect(await resolveRequest('/nope', exists)).toEqual({ kind: 'notFound', file: '/404.html' });
    expect(await resolveRequest('/nope.html', exists)).toEqual({ kind: 'notFound', file: '/404.html' });
  });
});

describe('negotiateEncoding', () => {
  const both = { br: true, gzip: true };

  it('prefers brotli, then gzip, whatever order the client lists them in', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(negotiateEncoding('gzip, deflate', both)).toBe('gzip');
    expect(negotiateEncoding('gzip, br', { br: false, gzip: true })).toBe('gzip');
  });

  it('sends the file as it is when the client accepts no copy that exists', () => {
    expect(negotiateEncoding(undefined, both)).toBeUndefined();
    expect(negotiateEncoding('', both)).toBeUndefined();
    expect(negotiateEncoding('identity', both)).toBeUndefined();
    expect(negotiateEncoding('br', { br: false, gzip: true })).toBeUndefined();
  });

  it('honours q=0 refusals and the wildcard', () => {
    expect(negotiateEncoding('br;q=0, gzip;q=0.5', both)).toBe('gzip');
    expect(negotiateEncoding('br; q=0, gzip;q=0', both)).toBeUndefined();
    expect(negotiateEncoding('*', both)).toBe('br');
    expect(negotiateEncoding('*, br;q=0', both)).toBe('gzip');
    expect(negotiateEncoding('x-gzip', both)).toBe('gzip');
  });
});

describe('cache policy', () => {
  it('recognises content-hashed files of the bundler and the search index', () => {
    expect(isHashedFile('/assets/js/main.e6378400.js')).toBe(true);
    expect(isHashedFile('/assets/js/runtime~main.25130a3f.js')).toBe(true);
    expect(isHashedFile('/assets/css/demo/bootstrap.min.a219efa8.css')).toBe(true);
    expect(isHashedFile('/assets/fonts/bootstrap-icons.2b768974.woff2')).toBe(true);
    expect(isHashedFile('/search-index/docs-default-current.d2577c670a.json')).toBe(true);
    expect(isHashedFile('/img/favicon.svg')).toBe(false);
    expect(isHashedFile('/assets/js/main.js')).toBe(false);
    expect(isHashedFile('/docs/intro.e6378400.html')).toBe(false);
  });

  it('caches hashed files for good and makes everything else revalidate, 404s included', () => {
    expect(cacheControlFor({ kind: 'file', file: '/assets/js/main.e6378400.js' })).toBe(immutableCaching);
    expect(cacheControlFor({ kind: 'file', file: '/docs/intro.html' })).toBe(revalidatedCaching);
    expect(cacheControlFor({ kind: 'notFound', file: '/404.html' })).toBe(revalidatedCaching);
    expect(cacheControlFor({ kind: 'redirect', location: '/demo' })).toBe(revalidatedCaching);
    expect(immutableCaching).toBe('public, max-age=31536000, immutable');
  });
});

describe('parseRequestTarget', () => {
  it('decodes the path and keeps the query as sent', () => {
    expect(parseRequestTarget('/docs/intro?q=a%20b')).toEqual({ path: '/docs/intro', search: '?q=a%20b' });
    expect(parseRequestTarget('/d%C3%A9mo/')).toEqual({ path: '/démo/', search: '' });
    expect(parseRequestTarget('/')).toEqual({ path: '/', search: '' });
  });

  it('merges slashes and resolves dot segments, so no path starts with "//"', () => {
    expect(parseRequestTarget('//a:b@/')?.path).toBe('/a:b@/');
    for (const target of ['//', '///', '/./', '/.//']) expect(parseRequestTarget(target)?.path, target).toBe('/');
    expect(parseRequestTarget('/.//evil.example/..%2fdemo/')).toEqual({ path: '/demo/', search: '' });
    expect(parseRequestTarget('//evil.example/x?y')).toEqual({ path: '/evil.example/x', search: '?y' });
    expect(parseRequestTarget('/docs/./intro')?.path).toBe('/docs/intro');
    expect(parseRequestTarget('/docs/..')?.path).toBe('/');
    expect(parseRequestTarget('/demo/antd/.')?.path).toBe('/demo/antd/');
  });

  it('takes the path of an absolute-form target', () => {
    expect(parseRequestTarget('http://evil.example//x/')).toEqual({ path: '/x/', search: '' });
    expect(parseRequestTarget('HTTPS://host')).toEqual({ path: '/', search: '' });
    expect(parseRequestTarget('http://host?a')).toEqual({ path: '/', search: '?a' });
  });

  it('refuses what no browser sends', () => {
    for (const target of [
      undefined,
      '',
      '*',
      'evil.example',
      'ftp://x/',
      '/%',
      '/%zz',
      '/%e0%a4',
      '/%00',
      '//%00/',
      '/a\\b',
      '/\\',
      '/%5c',
      '/%0d%0aSet-Cookie:%20a',
      '/..',
      '/../etc/passwd',
      '/a/../../b',
      '/%2e%2e/x',
      '/..%2fpackage.json',
    ]) {
      expect(parseRequestTarget(target), String(target)).toBeUndefined();
    }
  });
});

describe('encodePath', () => {
  it('encodes each segment so the result is one on-site path', () => {
    expect(encodePath('/docs/intro')).toBe('/docs/intro');
    expect(encodePath('/a b/c?d#e')).toBe('/a%20b/c%3Fd%23e');
    expect(encodePath('/démo')).toBe('/d%C3%A9mo');
  });
});
