import { describe, expect, it } from 'vitest';
import { matchesFacetFilters, requiredValues } from './facetFilters';

const v6Page = { language: 'en', docusaurus_tag: 'docs-default-6', version: '6' };
const contextual = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-6', 'docusaurus_tag:docs-api-current'],
];

describe('facetFilters', () => {
  it('ANDs the outer list and ORs the inner lists', () => {
    expect(matchesFacetFilters(contextual, v6Page)).toBe(true);
    expect(matchesFacetFilters(contextual, { ...v6Page, docusaurus_tag: 'docs-default-7' })).toBe(false);
    expect(matchesFacetFilters(contextual, { ...v6Page, language: 'fr' })).toBe(false);
  });

  it('accepts a single string and negated values', () => {
    expect(matchesFacetFilters('version:6', v6Page)).toBe(true);
    expect(matchesFacetFilters(['version:-6'], v6Page)).toBe(false);
    expect(matchesFacetFilters(undefined, v6Page)).toBe(true);
  });

  it('names the tags a query needs, or none when the filters leave the tag open', () => {
    expect(requiredValues(contextual, 'docusaurus_tag')).toEqual(['default', 'docs-default-6', 'docs-api-current']);
    expect(requiredValues([['docusaurus_tag:a', 'docusaurus_tag:b'], 'docusaurus_tag:b'], 'docusaurus_tag')).toEqual([
      'b',
    ]);
    expect(requiredValues(['language:en'], 'docusaurus_tag')).toBeUndefined();
    // A group that mixes attributes does not pin the tag down.
    expect(requiredValues([['docusaurus_tag:a', 'language:en']], 'docusaurus_tag')).toBeUndefined();
  });
});
