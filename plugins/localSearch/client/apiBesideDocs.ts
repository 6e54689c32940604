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
