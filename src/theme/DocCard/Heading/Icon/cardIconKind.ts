import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';

export type CardIconKind = 'category' | 'page' | 'external';

/** The emoji DocCard falls back to when a label has none of its own (theme-classic's getFallbackEmojiIcon). */
const fallbackEmoji = /^(?:\u{1F5C3}|\u{1F4C4}|\u{1F517})\u{FE0F}?$/u;

/** Which drawn icon replaces the theme's fallback emoji; undefined keeps an icon the label chose itself. */
export function cardIconKind(item: Pick<PropSidebarItem, 'type'>, icon: unknown): CardIconKind | undefined {
  if (typeof icon !== 'string' || !fallbackEmoji.test(icon.trim())) return undefined;
  if (item.type === 'category') return 'category';
  return icon.startsWith('\u{1F517}') ? 'external' : 'page';
}
