import type { PropSidebarItemCategory, PropSidebarItemLink } from '@docusaurus/plugin-content-docs';

/** The label of the item that leads to a category's own index page once the category's label only expands it. */
export const categoryIndexLabel = 'Overview';

/**
 * A collapsible category with an index page of its own, turned into one whose label only expands it (it has no link)
 * and whose first item leads to that page. Any other category is returned as it is.
 */
export function withIndexAsFirstItem(category: PropSidebarItemCategory): PropSidebarItemCategory {
  const { href, linkUnlisted, ...rest } = category;
  if (href === undefined || linkUnlisted || !category.collapsible) return category;
  const index: PropSidebarItemLink = { type: 'link', label: categoryIndexLabel, href };
  return { ...rest, items: [index, ...category.items] };
}
