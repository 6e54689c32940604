import { describe, expect, it } from 'vitest';
import { matchStrength, pageEvidence, type WordMatch } from './pageEvidence';

describe('matchStrength: how much an indexed term stands for a searched form', () => {
  it('takes the form and its inflections fully, a longer word that starts with it less', () => {
    expect(matchStrength('operator', 'operator')).toBe(1);
    expect(matchStrength('operator', 'operators')).toBe(1);
    expect(matchStrength('migrat', 'migrating')).toBe(1);
    expect(matchStrength('json', 'jsonlogic')).toBeLessThan(1);
    expect(matchStrength('json', 'jsonlogic')).toBeGreaterThan(0);
  });
});

describe('pageEvidence: how much of a question a page holds anywhere', () => {
  const match = (page: string, type: WordMatch['type'], strength: number[]): WordMatch => ({ page, type, strength });

  it('ranks the page that holds every word, spread over its sections, above one that holds a single word', () => {
    const evidence = pageEvidence(
      [
        match('/spread', 'lvl2', [1, 0]),
        match('/spread', 'content', [0, 1]),
        match('/one-word', 'lvl1', [1, 0]),
        match('/one-word', 'content', [1, 0]),
      ],
      2,
      10,
    );
    expect(evidence.get('/spread')).toBeGreaterThan(evidence.get('/one-word') as number);
  });

  it('weighs a rare word above a word most pages hold', () => {
    const common = Array.from({ length: 8 }, (_, page) => match(`/common-${page}`, 'content', [1, 0]));
    const evidence = pageEvidence([...common, match('/rare', 'content', [0, 1])], 2, 10);
    expect(evidence.get('/rare')).toBeGreaterThan(evidence.get('/common-0') as number);
  });

  it('weighs a word in the title above the same word in a paragraph', () => {
    const evidence = pageEvidence([match('/titled', 'lvl1', [1]), match('/mentioned', 'content', [1])], 1, 10);
    expect(evidence.get('/titled')).toBeGreaterThan(evidence.get('/mentioned') as number);
  });

  it('stays between 0 and 1, and is empty when no page holds a word', () => {
    const evidence = pageEvidence(
      [match('/a', 'lvl1', [1, 1]), match('/a', 'content', [1, 1]), match('/a', 'lvl2', [1, 1])],
      2,
      1,
    );
    expect(evidence.get('/a')).toBeLessThanOrEqual(1);
    expect(evidence.get('/a')).toBeGreaterThan(0);
    expect(pageEvidence([match('/b', 'content', [0])], 1, 5).size).toBe(0);
  });
});
