import { describe, expect, it } from 'vitest';
import { formatForHome, homeFormats, initialBookQuery, outputText } from './homeQuery';

describe('home page formats', () => {
  it('each turns the initial query into non-empty text', () => {
    for (const { format } of homeFormats) {
      const text = formatForHome(initialBookQuery, format);
      expect(text.length, format).toBeGreaterThan(10);
    }
  });

  it('SQL output reads as expected', () => {
    expect(formatForHome(initialBookQuery, 'sql')).toBe(
      "(genre = 'mystery' and pages < 350 and (author like 'Christie%' or published > '2015-01-01'))",
    );
  });

  it('JSON strings are indented and objects are serialized', () => {
    expect(outputText('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(outputText({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(outputText('a = 1')).toBe('a = 1');
  });
});
