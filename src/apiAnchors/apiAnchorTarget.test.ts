import { describe, expect, it } from 'vitest';
import { apiAnchorTarget } from './apiAnchorTarget';

const anchors = {
  formatquery: '/api/functions/react_querybuilder.formatQuery',
  defaultcombinators: '/api/type-aliases/react_querybuilder.DefaultCombinators',
  'defaultcombinators-1': '/api/variables/react_querybuilder.defaultCombinators',
};

describe('apiAnchorTarget', () => {
  it('follows an anchor of the map, whatever its case', () => {
    expect(apiAnchorTarget(anchors, '#formatquery')).toBe('/api/functions/react_querybuilder.formatQuery');
    expect(apiAnchorTarget(anchors, '#formatQuery')).toBe('/api/functions/react_querybuilder.formatQuery');
  });

  it('keeps a numbered anchor the map has, and drops the number of one it lacks', () => {
    expect(apiAnchorTarget(anchors, '#defaultcombinators-1')).toBe(
      '/api/variables/react_querybuilder.defaultCombinators',
    );
    expect(apiAnchorTarget(anchors, '#formatquery-2')).toBe('/api/functions/react_querybuilder.formatQuery');
  });

  it('leaves unknown anchors, empty hashes and pages without a map alone', () => {
    expect(apiAnchorTarget(anchors, '#functions')).toBeUndefined();
    expect(apiAnchorTarget(anchors, '')).toBeUndefined();
    expect(apiAnchorTarget(undefined, '#formatquery')).toBeUndefined();
    expect(apiAnchorTarget(anchors, '#%E0%A4%A')).toBeUndefined();
    expect(apiAnchorTarget(anchors, '#constructor')).toBeUndefined();
  });

  it('follows only routes of the API reference', () => {
    const bad = { a: 'https://example.com/', b: '//example.com/api/x', c: 'javascript:alert(1)', d: '/api/../x?y' };
    for (const id of Object.keys(bad)) expect(apiAnchorTarget(bad, `#${id}`)).toBeUndefined();
  });
});
