import type { PropSidebarItemCategory } from '@docusaurus/plugin-content-docs';
import { describe, expect, it } from 'vitest';
import { categoryIndexLabel, withIndexAsFirstItem } from './withIndexAsFirstItem';

const page = {
  type: 'link',
  label: 'Common mistakes',
  href: '/docs/tips/common-mistakes',
  docId: 'tips/common-mistakes',
} as const;
const tips: PropSidebarItemCategory = {
  type: 'category',
  label: 'Tips & Tricks',
  href: '/docs/category/tips--tricks',
  collapsed: true,
  collapsible: true,
  items: [page],
};

describe('withIndexAsFirstItem', () => {
  it('moves the index page from the label to a first item, keeping the others in order', () => {
    const result = withIndexAsFirstItem(tips);
    expect(result.href).toBeUndefined();
    expect(result.items).toEqual([
      { type: 'link', label: categoryIndexLabel, href: '/docs/category/tips--tricks' },
      page,
    ]);
    expect(result.label).toBe('Tips & Tricks');
    expect(result.collapsed).toBe(true);
  });

  it('leaves a category without an index page, with an unlisted one, or that cannot collapse as it is', () => {
    const { href: _href, ...withoutIndex } = tips;
    for (const category of [withoutIndex, { ...tips, linkUnlisted: true }, { ...tips, collapsible: false }])
      expect(withIndexAsFirstItem(category)).toBe(category);
  });
});
