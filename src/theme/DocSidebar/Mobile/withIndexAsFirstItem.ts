import type { PropSidebar, PropSidebarItem, PropSidebarItemLink } from '@docusaurus/plugin-content-docs';

/** The label of the item that leads to a category's own index page once the category's label only expands it. */
export const categoryIndexLabel = 'Overview';

/**
 * The index item's label: "Overview", unless a page of the category already calls itself an overview (Styling's
 * "Styling overview"), where two "overview" items one above the other would lead to different pages.
 */
export function indexLabelFor(category: {
  readonly label: string;
  readonly items: readonly PropSidebarItem[];
}): string {
  const childSaysOverview = category.items.some((child) =>
    /\boverview\b/i.test(child.type === 'html' ? '' : child.label),
  );
  return childSaysOverview ? `All ${category.label} pages` : categoryIndexLabel;
}

/**
 * `item`, and each category within it, turned so that a collapsible category with an index page of its own has no link
 * (its label only expands it) and leads to that page from its first item. Anything else is kept as it is.
 */
export function withIndexAsFirstItem(item: PropSidebarItem): PropSidebarItem {
  if (item.type !== 'category') return item;
  const items = withIndexesAsFirstItems(item.items);
  const { href, linkUnlisted, ...rest } = item;
  if (href === undefined || linkUnlisted || !item.collapsible) return { ...item, items };
  const index: PropSidebarItemLink = { type: 'link', label: indexLabelFor(item), href };
  return { ...rest, items: [index, ...items] };
}

export const withIndexesAsFirstItems = (sidebar: readonly PropSidebarItem[]): PropSidebar =>
  sidebar.map(withIndexAsFirstItem);
