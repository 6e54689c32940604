import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { extractSiteLinks, landing, targetFor } from '../site/promisedLinks';

describe('extractSiteLinks', () => {
  it('finds links in JSDoc, Markdown and strings, without trailing punctuation', () => {
    const text = [
      ' * @see https://react-querybuilder.js.org/docs/utils/misc#transformquery',
      'See [the demo](https://react-querybuilder.js.org/demo#enableDragAndDrop=true).',
      'console.error("read https://react-querybuilder.js.org/docs/components/querybuilder#independent-combinators.")',
      '`https://react-querybuilder.js.org/sandbox?t=antd`, http://react-querybuilder.js.org',
      'https://example.org/react-querybuilder.js.org/nope',
    ].join('\n');
    expect(extractSiteLinks(text)).toEqual([
      'https://react-querybuilder.js.org/docs/utils/misc#transformquery',
      'https://react-querybuilder.js.org/demo#enableDragAndDrop=true',
      'https://react-querybuilder.js.org/docs/components/querybuilder#independent-combinators',
      'https://react-querybuilder.js.org/sandbox?t=antd',
      'http://react-querybuilder.js.org',
    ]);
  });
});

describe('targetFor', () => {
  it('reads /docs as v7 for 7.x links and as Next for 8.x links', () => {
    expect(targetFor('https://react-querybuilder.js.org/docs/utils/misc#transformquery', 7)).toEqual({
      route: '/docs/utils/misc',
      anchor: 'transformquery',
      stateful: false,
    });
    expect(targetFor('https://react-querybuilder.js.org/docs/utils/misc#transformquery', 8).route).toBe(
      '/docs/next/utils/misc',
    );
    expect(targetFor('https://react-querybuilder.js.org/docs/intro', 5).route).toBe('/docs/5/intro');
  });

  it('keeps version-less paths and explicit versions', () => {
    expect(targetFor('https://react-querybuilder.js.org/demo/antd', 8)).toEqual({
      route: '/demo/antd',
      stateful: true,
    });
    expect(targetFor('https://react-querybuilder.js.org/', 8)).toEqual({ route: '/', stateful: false });
    expect(targetFor('https://react-querybuilder.js.org', 8).route).toBe('/');
    expect(targetFor('https://react-querybuilder.js.org/docs/6/intro', 8).route).toBe('/docs/6/intro');
    expect(targetFor('https://react-querybuilder.js.org/docs/next/intro/', 7).route).toBe('/docs/next/intro');
  });

  it('treats demo hashes and sandbox queries as page state, not sections', () => {
    expect(targetFor('https://react-querybuilder.js.org/demo#enableDragAndDrop=true', 7)).toEqual({
      route: '/demo',
      stateful: true,
    });
    expect(targetFor('https://react-querybuilder.js.org/sandbox?p=stackblitz&t=bootstrap', 7)).toEqual({
      route: '/sandbox',
      stateful: true,
    });
    expect(targetFor('https://react-querybuilder.js.org/react-querybuilder/#style=antd', 7).route).toBe(
      '/react-querybuilder',
    );
  });
});

describe('landing', () => {
  const build = mkdtempSync(join(tmpdir(), 'promised-links-'));
  const page = (file: string, html: string) => {
    mkdirSync(dirname(join(build, file)), { recursive: true });
    writeFileSync(join(build, file), html);
  };
  page('404.html', 'Page Not Found');
  page(
    'docs/utils/misc.html',
    '<link data-rh=true rel=canonical href=https://react-querybuilder.js.org/docs/utils/misc /><h2 class=anchor id=transformquery>',
  );
  page('docs/api/misc.html', '<link data-rh=true rel=canonical href=/docs/utils/misc />');
  page('docs/api.html', '<meta http-equiv="refresh" content="0; url=/api">');
  page('api.html', '<h1>API</h1>');
  page('sandbox.html', '<div id="root">');
  afterAll(() => rmSync(build, { recursive: true, force: true }));

  it('lands on a page holding the anchor, after moved-page and redirect-page hops', async () => {
    expect(await landing(build, { route: '/docs/utils/misc', anchor: 'transformquery', stateful: false })).toEqual({
      lands: true,
      file: '/docs/utils/misc.html',
    });
    expect(await landing(build, { route: '/docs/api/misc', anchor: 'transformquery', stateful: false })).toMatchObject({
      lands: true,
    });
    expect(await landing(build, { route: '/docs/api', stateful: false })).toEqual({ lands: true, file: '/api.html' });
    expect(await landing(build, { route: '/sandbox', stateful: true })).toMatchObject({ lands: true });
  });

  it('says why an address does not land', async () => {
    expect(await landing(build, { route: '/docs/utils/misc', anchor: 'parsenumbers', stateful: false })).toEqual({
      lands: false,
      why: '/docs/utils/misc has no element with id="parsenumbers"',
    });
    expect(await landing(build, { route: '/demo/prime', stateful: true })).toEqual({
      lands: false,
      why: 'no page at /demo/prime',
    });
  });
});
