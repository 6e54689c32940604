import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const buildDir = join(__dirname, '..', '..', 'build');
const page = (file: string) => readFileSync(join(buildDir, file), 'utf8');
const stylesheetLinks = (html: string) =>
  [...html.matchAll(/<link[^>]+rel=["']?stylesheet[^>]*>/g)].map((match) => match[0]);

// Pages with CSS of their own (plugins/lean/siteWideCss) carry it in the HTML (plugins/lean/siteWideCss/inlineRouteStylesheets.mjs):
// without it they would paint unstyled until their scripts ran.
describe('pages with a stylesheet of their own', () => {
  it.each(['index.html', 'demo.html', 'demo/material.html', 'sandbox.html'])(
    '%s carries it inline beside the one site-wide link',
    (file) => {
      const html = page(file);
      expect(stylesheetLinks(html)).toHaveLength(1);
      expect(stylesheetLinks(html)[0]).toMatch(/\/assets\/css\/styles\.[\w]+\.css/);
      const inline = /<style data-href="?\/assets\/css\/[^"\s>]+\.css"?>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      expect(inline.length).toBeGreaterThan(200);
    },
  );

  it('docs pages link only the site-wide stylesheet', () => {
    const html = page('docs/intro.html');
    expect(stylesheetLinks(html)).toHaveLength(1);
    expect(html).not.toContain('<style data-href');
  });
});
