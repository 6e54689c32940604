import { describe, expect, it } from 'vitest';
import { allowedEdits, correctWord, editDistance } from './typoCorrection';

describe('editDistance', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('formatqeury', 'formatquery')).toBe(1);
    expect(editDistance('valdation', 'validation')).toBe(1);
    expect(editDistance('getopertors', 'getoperators')).toBe(1);
    expect(editDistance('abc', 'abc')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('correctWord', () => {
  const counts = new Map([
    ['formatquery', 40],
    ['formatters', 2],
    ['validation', 30],
  ]);

  it('keeps a word an indexed term starts with', () => {
    expect(correctWord('format', 'format', counts)).toBe('format');
  });

  it('corrects a typo within the allowed edits to the closest matched term', () => {
    expect(correctWord('formatqeury', 'formatqeury', counts)).toBe('formatquery');
    expect(correctWord('valdation', 'valdation', counts)).toBe('validation');
  });

  it('leaves a word too far from every term alone', () => {
    expect(correctWord('xyzzyplugh', 'xyzzyplugh', counts)).toBe('xyzzyplugh');
    expect(allowedEdits('abcd')).toBe(0);
    expect(allowedEdits('abcde')).toBe(1);
    expect(allowedEdits('abcdefgh')).toBe(2);
  });
});
