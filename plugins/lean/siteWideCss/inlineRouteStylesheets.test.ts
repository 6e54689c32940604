import { describe, expect, it } from 'vitest';
import { canInline, inlineLimitGzip, inlineRouteStylesheets } from './inlineRouteStylesheets.mjs';

const head =
  '<link rel=stylesheet href=/assets/css/styles.1466c12d.css /><link rel=stylesheet href=/assets/css/1df93b7f.8e210358.css />' +
  '<script src=/assets/js/main.622d16bc.js defer></script>';

describe('inlineRouteStylesheets', () => {
  it('puts a route stylesheet in a <style> the CSS loader recognises, and keeps the site-wide link', () => {
    const files: Record<string, string> = { '1df93b7f.8e210358.css': '.hero_x{color:red}' };
    expect(inlineRouteStylesheets(head, (file) => files[file])).toBe(
      '<link rel=stylesheet href=/assets/css/styles.1466c12d.css /><style data-href="/assets/css/1df93b7f.8e210358.css">.hero_x{color:red}</style>' +
        '<script src=/assets/js/main.622d16bc.js defer></script>',
    );
  });

  it('keeps the base URL in data-href and reads quoted links too', () => {
    const html = '<link rel="stylesheet" href="/base/assets/css/a.1.css">';
    expect(inlineRouteStylesheets(html, () => 'a{b:c}')).toBe(
      '<style data-href="/base/assets/css/a.1.css">a{b:c}</style>',
    );
  });

  it('stops the build on a stylesheet link of a form it does not read, never leaving it silently', () => {
    const reordered = '<link href="/assets/css/a.1.css" rel="stylesheet">';
    expect(() => inlineRouteStylesheets(reordered, () => 'a{b:c}')).toThrow(/siteWideCss.*LEAN_WITHOUT=siteWideCss/s);
    expect(inlineRouteStylesheets('<link rel="preload" href="/x.css">', () => 'a{b:c}')).toBe(
      '<link rel="preload" href="/x.css">',
    );
  });

  it('leaves the link when the file is missing or cannot be inlined', () => {
    expect(inlineRouteStylesheets(head, () => undefined)).toBe(head);
    expect(inlineRouteStylesheets(head, () => '.x{background:url(../media/x.svg)}')).toBe(head);
  });
});

describe('canInline', () => {
  it('accepts absolute and data URLs, refuses relative ones', () => {
    expect(canInline('.a{background:url("data:image/svg+xml;utf8,<svg/>")}.b{background:url(/img/x.svg)}')).toBe(true);
    expect(canInline(".a{background:url('fonts/x.woff2')}")).toBe(false);
  });

  it('refuses text that would close the element, and big files', () => {
    expect(canInline('.a::after{content:"</style>"}')).toBe(false);
    const big = Array.from(
      { length: 4000 },
      (_, i) =>
        `.c${i.toString(36)}x${(i * 7919).toString(16)}{color:#${((i * 2654435761) % 16777216).toString(16).padStart(6, '0')}}`,
    ).join('');
    expect(big.length).toBeGreaterThan(inlineLimitGzip);
    expect(canInline(big)).toBe(false);
  });
});
