import { describe, expect, it } from 'vitest';
import { siteLibraryVersion } from '../../../config/docsVersions';
import { nameApiRelease, type SourcedHit } from './apiRelease';

const hit = (tag: string, page: string, snippet?: string): SourcedHit => ({
  docusaurus_tag: tag,
  hierarchy: { lvl1: page },
  _snippetResult: snippet ? { hierarchy: { lvl1: { value: snippet, matchLevel: 'full', matchedWords: [] } } } : {},
});
const pageLine = (labelled: SourcedHit) => labelled._snippetResult.hierarchy?.lvl1?.value;

describe('nameApiRelease', () => {
  it("ends an API hit's page line with the release the reference documents, keeping its highlight", () => {
    const [named] = nameApiRelease([hit('docs-api-current', 'NotToggle', '<mark>NotToggle</mark>')]);
    expect(pageLine(named as SourcedHit)).toBe(`<mark>NotToggle</mark> \u00b7 API ${siteLibraryVersion}`);
  });

  it('writes the page line when the request asked for no snippet of it', () => {
    const [named] = nameApiRelease([hit('docs-api-current', 'Field<"a" & "b">')]);
    expect(pageLine(named as SourcedHit)).toBe(
      `Field&lt;&quot;a&quot; &amp; &quot;b&quot;&gt; \u00b7 API ${siteLibraryVersion}`,
    );
  });

  it('leaves the docs and site pages as they were', () => {
    const hits = [hit('docs-default-current', 'NotToggle', 'NotToggle'), hit('default', 'Home')];
    expect(nameApiRelease(hits)).toEqual(hits);
  });
});
