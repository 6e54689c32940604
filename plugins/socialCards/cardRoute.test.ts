import { describe, expect, it } from 'vitest';
import { cardAlt, cardFileForPath, cardFileOf, cardRouteOf, normalizeRoute } from './cardRoute';

describe('normalizeRoute', () => {
  it('takes off the baseUrl, trailing slashes and .html', () => {
    expect(normalizeRoute('/docs/intro/', '/')).toBe('/docs/intro');
    expect(normalizeRoute('/docs/intro.html', '/')).toBe('/docs/intro');
    expect(normalizeRoute('/docs/index.html', '/')).toBe('/docs');
    expect(normalizeRoute('/rqb/docs/intro', '/rqb/')).toBe('/docs/intro');
    expect(normalizeRoute('/rqb/', '/rqb/')).toBe('/');
    expect(normalizeRoute('/', '/')).toBe('/');
    expect(normalizeRoute('/404.html', '/')).toBe('/404');
  });

  it('leaves a path alone that only starts like the baseUrl', () => {
    expect(normalizeRoute('/rqbx/docs', '/rqb/')).toBe('/rqbx/docs');
  });
});

describe('cardRouteOf', () => {
  it('gives docs and site pages their own card', () => {
    expect(cardRouteOf('/docs/utils/export')).toBe('/docs/utils/export');
    expect(cardRouteOf('/demo/antd')).toBe('/demo/antd');
    expect(cardRouteOf('/')).toBe('/');
    expect(cardRouteOf('/apis')).toBe('/apis');
  });

  it("gives API pages their package's card, and the rest of the reference the index's", () => {
    expect(cardRouteOf('/api/functions/react_querybuilder.formatQuery')).toBe('/api/modules/react_querybuilder');
    expect(cardRouteOf('/api/interfaces/react_querybuilder_antd.AntDValueEditorProps')).toBe(
      '/api/modules/react_querybuilder_antd',
    );
    expect(cardRouteOf('/api/modules/react_querybuilder_dnd')).toBe('/api/modules/react_querybuilder_dnd');
    expect(cardRouteOf('/api')).toBe('/api');
    expect(cardRouteOf('/api/modules')).toBe('/api');
    expect(cardRouteOf('/api/a/b/c')).toBe('/api');
  });
});

describe('cardFileOf', () => {
  it('mirrors the route under the cards folder', () => {
    expect(cardFileOf('/docs/next/utils/export')).toBe('img/social-cards/docs/next/utils/export.png');
    expect(cardFileOf('/')).toBe('img/social-cards/index.png');
  });

  it('keeps file names to plain characters', () => {
    expect(cardFileOf('/docs/a b?c')).toBe('img/social-cards/docs/a-b-c.png');
  });
});

describe('cardFileForPath', () => {
  it('gives every form of a page address the same card', () => {
    const card = 'img/social-cards/docs/intro.png';
    expect(cardFileForPath('/docs/intro', '/')).toBe(card);
    expect(cardFileForPath('/docs/intro/', '/')).toBe(card);
    expect(cardFileForPath('/docs/intro.html', '/')).toBe(card);
  });
});

describe('cardAlt', () => {
  it("reads as the card does: the site's name, then the page's title", () => {
    expect(cardAlt('Export', 'React Query Builder')).toBe('React Query Builder: Export');
  });

  it("is the site's name alone without a page title, or when the page is titled with it", () => {
    expect(cardAlt(undefined, 'React Query Builder')).toBe('React Query Builder');
    expect(cardAlt('  ', 'React Query Builder')).toBe('React Query Builder');
    expect(cardAlt('React Query Builder', 'React Query Builder')).toBe('React Query Builder');
  });
});
