import { describe, expect, it } from 'vitest';
import { siteDocsVersion } from '../../../config/docsVersions';
import { searchableTags } from './apiBesideDocs';

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
