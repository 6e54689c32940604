import { describe, expect, it } from 'vitest';
import { cloudflareLimits, indexFileRedirects, netlifyRedirects } from './rules.mjs';

describe('_redirects', () => {
  it('sends /X/index.html to /X at every depth up to the deepest page, one placeholder per segment', () => {
    expect(indexFileRedirects(3)).toEqual([
      '/:s1/index.html /:s1 301',
      '/:s1/:s2/index.html /:s1/:s2 301',
      '/:s1/:s2/:s3/index.html /:s1/:s2/:s3 301',
    ]);
  });

  it('lists the old addresses first, percent-encoding what a space would split, then the index-file rules', () => {
    const lines = netlifyRedirects([{ from: '/docs/a b.html', to: '/docs/a b' }], 1)
      .trim()
      .split('\n');
    expect(lines.slice(1)).toEqual(['/docs/a%20b.html /docs/a%20b 301', '/:s1/index.html /:s1 301']);
  });

  it('refuses more rules than Cloudflare Pages reads', () => {
    const many = Array.from({ length: cloudflareLimits.staticRedirects + 1 }, (_, n) => ({
      from: `/${n}.html`,
      to: `/${n}`,
    }));
    expect(() => netlifyRedirects(many, 1)).toThrow(/exceed/);
    expect(() => netlifyRedirects([], cloudflareLimits.dynamicRedirects + 1)).toThrow(/exceed/);
  });
});
