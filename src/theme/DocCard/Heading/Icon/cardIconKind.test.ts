import { describe, expect, it } from 'vitest';
import { cardIconKind } from './cardIconKind';

describe('cardIconKind', () => {
  it('replaces the theme fallback emoji, with or without the variation selector', () => {
    expect(cardIconKind({ type: 'category' }, '🗃')).toBe('category');
    expect(cardIconKind({ type: 'category' }, '🗃️')).toBe('category');
    expect(cardIconKind({ type: 'link' }, '📄️')).toBe('page');
    expect(cardIconKind({ type: 'link' }, '🔗')).toBe('external');
  });

  it('keeps an icon the label chose itself', () => {
    expect(cardIconKind({ type: 'link' }, '🚀')).toBeUndefined();
    expect(cardIconKind({ type: 'link' }, undefined)).toBeUndefined();
  });
});
