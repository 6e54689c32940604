import type { PropSidebarItemCategory } from '@docusaurus/plugin-content-docs';
import { describe, expect, it } from 'vitest';
import { categoryIndexLabel, withIndexAsFirstItem, withIndexesAsFirstItems } from './withIndexAsFirstItem';

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
    expect(result).toMatchObject({ type: 'category', label: 'Tips & Tricks', collapsed: true });
    expect(result).not.toHaveProperty('href');
    expect(result.type === 'category' && result.items).toEqual([
      { type: 'link', label: categoryIndexLabel, href: '/docs/category/tips--tricks' },
      page,
    ]);
  });

  it('turns categories inside categories too, and leaves links and other categories as they are', () => {
    const { href: _href, ...withoutIndex } = tips;
    const outer: PropSidebarItemCategory = { ...withoutIndex, label: 'Outer', items: [tips] };
    const [result] = withIndexesAsFirstItems([outer, page]);
    expect(result).toMatchObject({
      label: 'Outer',
      items: [{ label: 'Tips & Tricks', items: [{ label: 'Overview' }, page] }],
    });
    expect(withIndexesAsFirstItems([page])).toEqual([page]);
    for (const category of [withoutIndex, { ...tips, linkUnlisted: true }, { ...tips, collapsible: false }])
      expect(withIndexAsFirstItem(category)).toEqual(category);
  });

  it('names the index "All … pages" where a page of the category already calls itself an overview', () => {
    const overviewPage = { ...page, label: 'Styling overview', href: '/docs/styling/overview' };
    const styling: PropSidebarItemCategory = { ...tips, label: 'Styling', items: [overviewPage, page] };
    const result = withIndexAsFirstItem(styling);
    expect(result.type === 'category' && result.items[0]).toMatchObject({ label: 'All Styling pages' });
    expect(result.type === 'category' && result.items.map((child) => child.type !== 'html' && child.label)).toEqual([
      'All Styling pages',
      'Styling overview',
      'Common mistakes',
    ]);
  });
});
