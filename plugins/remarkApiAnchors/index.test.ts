import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import remarkApiAnchors, { anchorMapOf } from '.';

describe('remarkApiAnchors', () => {
  it('reads a module name, and nothing else, from the front matter', () => {
    expect(anchorMapOf({ api_anchors: 'react_querybuilder' })).toBe('react_querybuilder');
    expect(anchorMapOf({ api_anchors: '../etc' })).toBeUndefined();
    expect(anchorMapOf({ api_anchors: 3 })).toBeUndefined();
    expect(anchorMapOf({})).toBeUndefined();
    expect(anchorMapOf(undefined)).toBeUndefined();
  });

  it('gives a page with an anchor map the import and the element, and other pages nothing', () => {
    const withMap: Root = { type: 'root', children: [{ type: 'paragraph', children: [] }] };
    remarkApiAnchors()(withMap, { data: { frontMatter: { api_anchors: 'react_querybuilder_dnd' } } });
    expect(withMap.children.map((node) => node.type)).toEqual(['mdxjsEsm', 'paragraph', 'mdxJsxFlowElement']);
    expect(withMap.children[2]).toMatchObject({
      name: 'ApiAnchors',
      attributes: [{ name: 'module', value: 'react_querybuilder_dnd' }],
    });
    const without: Root = { type: 'root', children: [] };
    remarkApiAnchors()(without, { data: { frontMatter: { title: 'RuleType' } } });
    expect(without.children).toEqual([]);
  });
});
