import { describe, expect, it } from 'vitest';
import { indentColumns, maxIndentColumns } from './lineIndent';

const line = (...contents: string[]) => contents.map((content) => ({ content }));

describe('indentColumns', () => {
  it('counts the leading spaces across tokens, a tab as two', () => {
    expect(indentColumns(line('const a = 1;'))).toBe(0);
    expect(indentColumns(line('  ', 'rules', ': ['))).toBe(2);
    expect(indentColumns(line('    { field', ': 1 }'))).toBe(4);
    expect(indentColumns(line('\t', ' x'))).toBe(3);
  });

  it('caps deep indentation, and gives a blank line none', () => {
    expect(indentColumns(line(' '.repeat(30), 'x'))).toBe(maxIndentColumns);
    expect(indentColumns(line('   '))).toBe(0);
    expect(indentColumns(line(''))).toBe(0);
  });
});
