import { describe, expect, it } from 'vitest';
import { siteDocsVersion } from '../../../config/docsVersions';
import { searchableTags, withSiteDocsTag } from './apiBesideDocs';

describe('searchableTags', () => {
  it.each(['3', '4', '5', '6'])('leaves the API reference out beside the v%s docs', (version) => {
    expect(searchableTags(['default', `docs-default-${version}`, 'docs-api-current'])).toEqual([
      'default',
      `docs-default-${version}`,
    ]);
  });

  it.each([siteDocsVersion, 'current'])('keeps it beside the %s docs', (version) => {
    const tags = ['default', `docs-default-${version}`, 'docs-api-current'];
    expect(searchableTags(tags)).toEqual(tags);
  });

  it('keeps it where no docs version is searched (site pages, the API reference itself)', () => {
    expect(searchableTags(['default', 'docs-api-current'])).toEqual(['default', 'docs-api-current']);
  });
});

describe('withSiteDocsTag', () => {
  it("puts the site's docs version in place of the one a reader last picked, in tags and in facet filters", () => {
    expect(withSiteDocsTag(['default', 'docs-default-current', 'docs-api-current'])).toEqual([
      'default',
      `docs-default-${siteDocsVersion}`,
      'docs-api-current',
    ]);
    expect(
      withSiteDocsTag([
        'language:en',
        ['docusaurus_tag:default', 'docusaurus_tag:docs-default-6', 'docusaurus_tag:docs-api-current'],
      ]),
    ).toEqual([
      'language:en',
      ['docusaurus_tag:default', `docusaurus_tag:docs-default-${siteDocsVersion}`, 'docusaurus_tag:docs-api-current'],
    ]);
  });

  it('leaves filters without a main-docs tag as they are', () => {
    expect(withSiteDocsTag(['language:en', ['docusaurus_tag:default']])).toEqual([
      'language:en',
      ['docusaurus_tag:default'],
    ]);
  });
});
