import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { codeSandboxAction, stackBlitzAction } from '../../src/sandbox/onlinePlaygrounds';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  nginxPolicyDirective,
  playgroundOrigins,
  requestOrigin,
  siteOriginFromSitemap,
  withOrigins,
} from './contentSecurityPolicy.mjs';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each executable inline script', () => {
    const html = '<head><script>var a=1</script><script type="text/javascript">\n b()\n</script></head>';
    expect(inlineScriptHashes(html)).toEqual([sha256('var a=1'), sha256('\n b()\n')]);
  });

  it('skips external scripts and data blocks, which CSP does not govern', () => {
    const html =
      '<script src=/assets/js/main.1a2b3c4d.js defer></script><script data-rh=true type=application/ld+json>{"@type":"X"}</script>' +
      '<script id="manifest" type="application/json">{}</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy([sha256('b'), sha256('a'), sha256('b')]);
  const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

  it('allows the given inline scripts by hash, each once, and never inline scripts in general', () => {
    expect(directive('script-src')).toBe(
      `script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval' ${[sha256('a'), sha256('b')].sort().join(' ')}`,
    );
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it('names no origin but the site itself, except where the demo and sandbox post their exports', () => {
    expect(policy.replace(directive('form-action')!, '')).not.toMatch(/https?:|\*/);
    expect(directive('form-action')).toBe("form-action 'self' https://stackblitz.com https://codesandbox.io");
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('connect-src')).toBe("connect-src 'self'");
    expect(directive('object-src')).toBe("object-src 'none'");
  });

  it("lets forms post to exactly the playgrounds' origins, and frames come only from the site", () => {
    expect(directive('form-action')).toBe("form-action 'self' https://stackblitz.com https://codesandbox.io");
    expect(playgroundOrigins).toEqual([new URL(stackBlitzAction).origin, new URL(codeSandboxAction).origin]);
    expect(directive('frame-src')).toBe("frame-src 'self'");
    expect(directive('child-src')).toBe("child-src 'self'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'self'");
  });

  it('becomes one nginx add_header directive', () => {
    expect(nginxPolicyDirective(policy)).toContain(`add_header Content-Security-Policy "${policy}" always;`);
    expect(() => nginxPolicyDirective('default-src "x"')).toThrow();
  });
});

describe("the site's origin beside 'self' (for the sandbox's opaque-origin frame in WebKit)", () => {
  const sourcesOf = (policy: string, name: string) =>
    policy
      .split('; ')
      .find((directive) => directive.startsWith(`${name} `))
      ?.split(' ')
      .slice(1);

  it("names the origin wherever 'self' admits the site's own files, and nowhere else", () => {
    const policy = contentSecurityPolicy([], ['https://docs.example.org']);
    for (const name of ['default-src', 'script-src', 'style-src', 'img-src', 'font-src', 'connect-src'])
      expect(sourcesOf(policy, name)?.slice(0, 2), name).toEqual(["'self'", 'https://docs.example.org']);
    for (const name of ['base-uri', 'form-action', 'frame-src', 'child-src', 'frame-ancestors', 'object-src'])
      expect(sourcesOf(policy, name), name).not.toContain('https://docs.example.org');
    expect(sourcesOf(contentSecurityPolicy([]), 'script-src')).not.toContain('https://docs.example.org');
  });

  it('adds an origin once, however often it is asked', () => {
    const once = withOrigins(contentSecurityPolicy([]), ['http://127.0.0.1:3100']);
    expect(withOrigins(once, ['http://127.0.0.1:3100'])).toBe(once);
  });

  it("reads the published origin from the sitemap's absolute addresses", () => {
    expect(siteOriginFromSitemap('<urlset><url><loc>https://react-querybuilder.js.org/demo</loc></url>')).toBe(
      'https://react-querybuilder.js.org',
    );
    expect(siteOriginFromSitemap('<urlset></urlset>')).toBeUndefined();
    expect(siteOriginFromSitemap('<loc>javascript:alert(1)</loc>')).toBeUndefined();
    expect(siteOriginFromSitemap('<loc>/relative</loc>')).toBeUndefined();
  });

  it('takes a Host header only when it is a plain host and port, so a client cannot add sources or directives', () => {
    expect(requestOrigin('127.0.0.1:3100')).toBe('http://127.0.0.1:3100');
    expect(requestOrigin('Docs.Example.org')).toBe('http://docs.example.org');
    expect(requestOrigin('[::1]:8080')).toBe('http://[::1]:8080');
    for (const hostile of [
      undefined,
      '',
      "a; script-src 'unsafe-inline'",
      'a.org *',
      'evil.org/x',
      'a..b',
      '-a.org',
      'a.org:99999x',
      'a.org\r\nX: y',
      "'none'",
    ])
      expect(requestOrigin(hostile), String(hostile)).toBeUndefined();
  });
});
