import { describe, expect, it } from 'vitest';
import { resolveRequest } from './serveRoutes.mjs';

const files = new Set(['/index.html', '/404.html', '/docs/intro.html', '/demo.html', '/demo/antd.html', '/assets/js/main.1a2b.js', '/react-querybuilder/index.html']);
const exists = async (file: string) => files.has(file);

describe('resolveRequest', () => {
  it('serves pages at their clean address', async () => {
    expect(await resolveRequest('/', exists)).toEqual({ kind: 'file', file: '/index.html' });
    expect(await resolveRequest('/docs/intro', exists)).toEqual({ kind: 'file', file: '/docs/intro.html' });
    expect(await resolveRequest('/react-querybuilder', exists)).toEqual({ kind: 'file', file: '/react-querybuilder/index.html' });
  });

  it('redirects .html, .htm and /index.html paths to the clean page', async () => {
    expect(await resolveRequest('/docs/intro.html', exists)).toEqual({ kind: 'redirect', location: '/docs/intro' });
    expect(await resolveRequest('/demo.htm', exists)).toEqual({ kind: 'redirect', location: '/demo' });
    expect(await resolveRequest('/demo/index.html', exists)).toEqual({ kind: 'redirect', location: '/demo' });
    expect(await resolveRequest('/index.html', exists)).toEqual({ kind: 'redirect', location: '/' });
    expect(await resolveRequest('/demo/antd/', exists)).toEqual({ kind: 'redirect', location: '/demo/antd' });
  });

  it('serves assets as they are and answers 404 with the not-found page otherwise', async () => {
    expect(await resolveRequest('/assets/js/main.1a2b.js', exists)).toEqual({ kind: 'file', file: '/assets/js/main.1a2b.js' });
    expect(await resolveRequest('/nope', exists)).toEqual({ kind: 'notFound', file: '/404.html' });
    expect(await resolveRequest('/nope.html', exists)).toEqual({ kind: 'notFound', file: '/404.html' });
  });
});
