import { siteDocsVersion } from '../../../config/docsVersions';
import { versionOfTags } from './searchVersion';

const apiTagPrefix = 'docs-api-';

/**
 * The tags a search reads, of those the page's context asks for. The API reference documents the release of the
 * site's docs: beside an archived version's docs its pages answer for another major (a v6 reader asking for class
 * names got the 7.7 Classnames interface, with keys 6.5.5 lacks), so they are left out there. The Next docs keep it,
 * labelled with its release, as no reference of theirs exists.
 */
export function searchableTags(tags: readonly string[]): string[] {
  const version = versionOfTags(tags);
  const archived = version !== undefined && version !== 'current' && version !== siteDocsVersion;
  return archived ? tags.filter((tag) => !tag.startsWith(apiTagPrefix)) : [...tags];
}

const mainDocsTag = /^(docusaurus_tag:)?docs-default-.+$/;

/**
 * On the API reference's own pages, the main docs searched are those of the release it documents, whichever version
 * the reader last picked: after a visit to the Next docs, a search from /api listed 8.x pages first beside 7.7.1 types.
 * Rewrites every main-docs tag (bare, or as a `docusaurus_tag:` filter) of a list or of facet filters.
 */
export function withSiteDocsTag<T extends string | readonly (string | readonly string[])[]>(filters: T): T {
  const rewrite = (entry: string) =>
    mainDocsTag.test(entry) ? entry.replace(/docs-default-.+$/, `docs-default-${siteDocsVersion}`) : entry;
  if (typeof filters === 'string') return rewrite(filters) as T;
  return filters.map((entry) => (typeof entry === 'string' ? rewrite(entry) : entry.map(rewrite))) as unknown as T;
}
