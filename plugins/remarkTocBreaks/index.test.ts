import { valueToEstree } from 'estree-util-value-to-estree';
import { describe, expect, it } from 'vitest';
import { documentWithToc, exportedEntries } from '../remarkTocDepth/tocDocument';
import remarkTocBreaks, { withCodeBreaks } from './index';

describe('withCodeBreaks', () => {
  it('lets code names break between their words only', () => {
    expect(withCodeBreaks('<code>enableMountQueryChange</code>')).toBe(
      '<code>enable<wbr>Mount<wbr>Query<wbr>Change</code>',
    );
    expect(withCodeBreaks('<code>controlElements.valueEditor</code> prop')).toBe(
      '<code>control<wbr>Elements.<wbr>value<wbr>Editor</code> prop',
    );
    expect(withCodeBreaks('<code>parse_numbers</code>')).toBe('<code>parse_<wbr>numbers</code>');
  });

  it('leaves text outside code, entities and short names alone', () => {
    expect(withCodeBreaks('Drag and drop')).toBe('Drag and drop');
    expect(withCodeBreaks('<code>Array&lt;RuleType&gt;</code>')).toBe('<code>Array&lt;Rule<wbr>Type&gt;</code>');
    expect(withCodeBreaks('<code>sql</code>')).toBe('<code>sql</code>');
  });
});

describe('remarkTocBreaks', () => {
  it("rewrites the values of the page's toc export, not its ids", () => {
    const root = documentWithToc([valueToEstree({ value: '<code>getOperators</code>', id: 'getoperators', level: 3 })]);
    remarkTocBreaks()(root);
    const [entry] = exportedEntries(root);
    expect(entry!.properties!.map((property) => property.value.value)).toEqual([
      '<code>get<wbr>Operators</code>',
      'getoperators',
      3,
    ]);
  });
});
