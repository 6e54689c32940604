import { describe, expect, it } from 'vitest';
import { leadWithSection, type LandingCandidate } from './sectionLead';

const same = (word: string, text: string) => text.startsWith(word) || word.startsWith(text);
const hit = (
  page: string,
  isPage: boolean,
  heading: string,
  title = 'Import',
  text = '',
): LandingCandidate & { id: string } => ({
  id: `${page}:${heading}`,
  page,
  isPage,
  pageWords: title.toLowerCase().split(' '),
  headingWords: heading.toLowerCase().split(' '),
  textWords: text ? text.toLowerCase().split(' ') : [],
  rarity: (word) => (word === 'query' ? 0.5 : 2),
});

describe('leadWithSection', () => {
  const importPage = hit('/import', true, 'Import');
  const custom = hit('/import', false, 'Custom operations');
  const jsonLogic = hit('/import', false, 'JsonLogic');
  const other = hit('/server', true, 'Server side', 'Server side');

  it('opens the page at the section whose heading names the words its title lacks', () => {
    const ids = leadWithSection([importPage, other, custom, jsonLogic], ['jsonlogic', 'import'], same).map((h) => h.id);
    expect(ids).toEqual(['/import:JsonLogic', '/server:Server side', '/import:Import', '/import:Custom operations']);
  });

  it('leaves the page first when its title holds every word of the query', () => {
    const ids = leadWithSection([importPage, jsonLogic], ['import'], same).map((h) => h.id);
    expect(ids).toEqual(['/import:Import', '/import:JsonLogic']);
  });

  it('leaves the order alone when no section heading names the missing words, or a section already leads', () => {
    expect(leadWithSection([importPage, custom], ['jsonlogic', 'import'], same)).toEqual([importPage, custom]);
    expect(leadWithSection([custom, importPage, jsonLogic], ['jsonlogic'], same)).toEqual([
      custom,
      importPage,
      jsonLogic,
    ]);
  });

  it('prefers the section whose heading names the rarer word', () => {
    const loading = hit('/import', false, 'Loading a parsed query');
    const mongo = hit('/import', false, 'MongoDB');
    expect(leadWithSection([importPage, loading, mongo], ['import', 'mongodb', 'query'], same)[0]).toBe(mongo);
  });

  it('prefers the section naming more of the missing words, then the earlier one', () => {
    const both = hit('/import', false, 'JsonLogic custom');
    const ids = leadWithSection([importPage, jsonLogic, both], ['jsonlogic', 'custom', 'import'], same).map(
      (h) => h.id,
    );
    expect(ids[0]).toBe('/import:JsonLogic custom');
    const twin = hit('/import', false, 'JsonLogic rules');
    expect(leadWithSection([importPage, jsonLogic, twin], ['jsonlogic'], same)[0]).toBe(jsonLogic);
  });

  it('among sections whose headings weigh the same, prefers the one whose paragraph says the other missing words', () => {
    const styling = hit('/styling', true, 'Styling overview', 'Styling overview');
    const tailwind = hit('/styling', false, 'Tailwind CSS', 'Styling overview');
    const properties = hit(
      '/styling',
      false,
      'CSS custom properties',
      'Styling overview',
      'override them in your own css',
    );
    const ids = leadWithSection([styling, tailwind, properties], ['own', 'css'], same).map((h) => h.id);
    expect(ids[0]).toBe('/styling:CSS custom properties');
    // A paragraph only breaks a tie: a heading naming more of the missing words still leads.
    const ownCss = hit('/styling', false, 'Own CSS files', 'Styling overview');
    expect(leadWithSection([styling, properties, ownCss], ['own', 'css'], same)[0]).toBe(ownCss);
  });
});
