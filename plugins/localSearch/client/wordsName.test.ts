import { describe, expect, it } from 'vitest';
import { namePartsOf, spellsName, stemOf, wordsName } from './localSearchEngine';

describe('wordsName: whether a heading names what a reader typed', () => {
  it('takes the name itself, a run of words that spells it, or an inflection of it', () => {
    expect(wordsName(['formatquery'], 'formatquery', 0)).toBe(true);
    expect(wordsName(['format', 'query'], 'formatquery', 0)).toBe(true);
    expect(wordsName(['exports'], 'export', 0)).toBe(true);
    expect(wordsName(['parsemongodboptions'], 'parsemongodb', 0)).toBe(false);
  });

  it('takes a verb whose final e an ending drops: migrate → Migrating, validate → Validation', () => {
    expect(wordsName(['migrating', 'from', 'v7'], 'migrate', 0)).toBe(true);
    expect(wordsName(['validation'], 'validate', 0)).toBe(true);
    expect(wordsName(['parsing'], 'parse', 0)).toBe(true);
    // Only those endings: "Migratory" is another word.
    expect(wordsName(['migratory'], 'migrate', 0)).toBe(false);
    expect(wordsName(['rule'], 'rulee', 0)).toBe(false);
  });

  it('stems a word for prefix search only when the stem keeps four letters', () => {
    expect(stemOf('dragging')).toBe('drag');
    expect(stemOf('exported')).toBe('export');
    expect(stemOf('rules')).toBe('rules');
  });
});

describe('spellsName: whether a question spells out a code name word by word', () => {
  it('reads the words of the code name a heading or table row starts with', () => {
    expect(namePartsOf('addRuleToNewGroups — false — Put one new rule in every new group.')).toEqual([
      'add',
      'rule',
      'new',
      'groups',
    ]);
    expect(namePartsOf('showUngroupButtons')).toEqual(['show', 'ungroup', 'buttons']);
    // Plain words and short names are not spelled out by readers.
    expect(namePartsOf('Add a rule to new groups')).toEqual([]);
    expect(namePartsOf('parseSQL')).toEqual([]);
  });

  it('matches a question that holds each word of the name, in any form', () => {
    const parts = namePartsOf('addRuleToNewGroups');
    expect(spellsName(parts, ['adding', 'default', 'rule', 'new', 'group'])).toBe(true);
    expect(spellsName(parts, ['adding', 'rule', 'group'])).toBe(false);
    expect(spellsName([], ['adding'])).toBe(false);
  });
});
