import { describe, expect, it } from 'vitest';
import { isMemberDot } from './memberDot';

describe('isMemberDot', () => {
  it('is true of a lone dot that Prism calls punctuation', () => {
    expect(isMemberDot({ content: '.', types: ['punctuation'] })).toBe(true);
    expect(isMemberDot({ content: '.', types: ['tag', 'script', 'language-javascript', 'punctuation'] })).toBe(true);
  });

  it('is false of other punctuation, a spread and a dot inside a string or regex', () => {
    expect(isMemberDot({ content: ';', types: ['punctuation'] })).toBe(false);
    expect(isMemberDot({ content: '...', types: ['operator'] })).toBe(false);
    expect(isMemberDot({ content: '.', types: ['regex', 'char-set'] })).toBe(false);
    expect(isMemberDot({ content: 'a.b', types: ['string'] })).toBe(false);
  });
});
