import type { MouseEvent } from 'react';

type Click = (event: MouseEvent<HTMLAnchorElement>) => void;

/**
 * The items with their own click handler made to call the menu's too (closing it), after their own: an item's props
 * are spread after the menu's handler, so without this an item's handler replaces it. Items without one keep the
 * menu's through the original's own prop.
 */
export function withMenuClosing<Item extends object>(items: readonly Item[], closeMenu: Click | undefined): Item[] {
  if (!closeMenu) return [...items];
  return items.map((item) => {
    const own = (item as { readonly onClick?: unknown }).onClick;
    if (typeof own !== 'function') return item;
    return {
      ...item,
      onClick: (event: MouseEvent<HTMLAnchorElement>) => {
        (own as Click)(event);
        closeMenu(event);
      },
    };
  });
}
