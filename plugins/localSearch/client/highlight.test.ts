import { describe, expect, it } from 'vitest';
import { createWordMatcher, escapeHtml, highlight, snippet } from './highlight';

const tags = { pre: '<mark>', post: '</mark>' };

describe('highlight', () => {
  it('escapes the text before adding the tags', () => {
    const matcher = createWordMatcher(['script'], []);
    const result = highlight('<script>alert("x")</script> & more', ['script'], matcher, tags);
    expect(result.value).toBe('&lt;<mark>script</mark>&gt;alert(&quot;x&quot;)&lt;/<mark>script</mark>&gt; &amp; more');
    expect(result.matchLevel).toBe('full');
    expect(result.matchedWords).toEqual(['script']);
  });

  it('marks whole words that start with a query word, including camelCase halves', () => {
    const matcher = createWordMatcher(['format', 'que'], []);
    expect(highlight('Use formatQuery for a query', ['format', 'que'], matcher, tags).value).toBe(
      'Use <mark>formatQuery</mark> for a <mark>query</mark>',
    );
    expect(highlight('queries', ['format', 'que'], matcher, tags).matchLevel).toBe('partial');
  });

  it('marks fuzzy matches the index reported and leaves other text alone', () => {
    const matcher = createWordMatcher(['valdation'], ['validation']);
    expect(highlight('Validation rules', ['valdation'], matcher, tags).value).toBe('<mark>Validation</mark> rules');
    expect(highlight('Nothing here', ['valdation'], matcher, tags)).toMatchObject({
      value: 'Nothing here',
      matchLevel: 'none',
    });
  });

  it('escapes quotes and ampersands', () => {
    expect(escapeHtml(`a & b < c > "d" 'e'`)).toBe('a &amp; b &lt; c &gt; &quot;d&quot; &#39;e&#39;');
  });
});

describe('snippet', () => {
  const text =
    'one two three four five six seven eight nine ten eleven twelve target thirteen fourteen fifteen sixteen';

  it('keeps the given number of words around the first match, with ellipses where it cut', () => {
    const matcher = createWordMatcher(['target'], []);
    const result = snippet(text, ['target'], matcher, tags, 6, '…');
    expect(result.value).toBe('…eleven twelve <mark>target</mark> thirteen fourteen fifteen…');
    expect(result.matchLevel).toBe('full');
  });

  it('returns the whole text when it is short enough', () => {
    const matcher = createWordMatcher(['two'], []);
    expect(snippet('one two', ['two'], matcher, tags, 10, '…').value).toBe('one <mark>two</mark>');
  });

  it('starts at the beginning when nothing matches', () => {
    const matcher = createWordMatcher(['absent'], []);
    expect(snippet(text, ['absent'], matcher, tags, 3, '…').value).toBe('one two three…');
  });

  it('ends without an ellipsis where the caller adds its own (Docusaurus\u2019 search page ends each summary in "...")', () => {
    const matcher = createWordMatcher(['target'], []);
    expect(snippet(text, ['target'], matcher, tags, 6, '…', '').value).toBe(
      '…eleven twelve <mark>target</mark> thirteen fourteen fifteen',
    );
  });
});
