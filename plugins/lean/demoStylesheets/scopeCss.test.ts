import { describe, expect, it } from 'vitest';
import { scopeCss } from './scopeCss.cjs';

describe('scopeCss', () => {
  it('confines selectors to the scope element', () => {
    expect(scopeCss('.btn, a:hover { color: red }', '.s')).toBe('.s .btn, .s a:hover { color: red }');
  });

  it('maps the document root onto the scope element', () => {
    expect(scopeCss(':root { --x: 1 } body { margin: 0 } html body .y { }', '.s')).toBe(
      '.s { --x: 1 } .s { margin: 0 } .s .y { }',
    );
    expect(scopeCss(":root[data-mantine-color-scheme='dark'] { }", '.s')).toBe(
      ".s[data-mantine-color-scheme='dark'] { }",
    );
  });

  it('lets theme attributes sit on the scope element or below it', () => {
    expect(scopeCss('[data-bs-theme=dark] .btn { }', '.s')).toBe(
      '.s[data-bs-theme=dark] .btn, .s [data-bs-theme=dark] .btn { }',
    );
    expect(scopeCss(':where([data-mantine-color-scheme=light]) .m { }', '.s')).toBe(
      '.s:where([data-mantine-color-scheme=light]) .m, .s :where([data-mantine-color-scheme=light]) .m { }',
    );
  });

  it('leaves keyframes alone', () => {
    expect(scopeCss('@keyframes spin { from { opacity: 0 } to { opacity: 1 } }', '.s')).toBe(
      '@keyframes spin { from { opacity: 0 } to { opacity: 1 } }',
    );
  });
});

describe('scopeCss options', () => {
  it('drops prefers-color-scheme blocks when asked', () => {
    const css = '@media (prefers-color-scheme: dark) { :root { --bg: black } } .x { }';
    expect(scopeCss(css, '.s', { dropSystemColorScheme: true }).trim()).toBe('.s .x { }');
    expect(scopeCss(css, '.s')).toContain('@media (prefers-color-scheme: dark)');
  });
});
