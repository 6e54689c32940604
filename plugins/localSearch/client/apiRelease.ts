import { siteLibraryVersion } from '../../../config/docsVersions';
import { escapeHtml, type HighlightResult } from './highlight';

/** The parts of a hit that say where it comes from and what the modal draws as its page line. */
export interface SourcedHit {
  readonly docusaurus_tag: string | null;
  readonly hierarchy: { readonly lvl1: string | null };
  readonly _snippetResult: { hierarchy?: Record<string, HighlightResult>; content?: HighlightResult };
}

/** What an API hit's page line ends with: the release the reference documents. */
export const apiReleaseNote = ` \u00b7 API ${siteLibraryVersion}`;

/**
 * The API reference documents the release of the main docs, also beside the Next docs: readers there took a hit such as
 * "NotToggle" for the reference of the release they read, as the section heading that names the release scrolls away
 * and the page's description is cut short. An API hit's page line (the title of a page hit, the path under a section or
 * paragraph hit) ends with that release.
 */
export function nameApiRelease<Hit extends SourcedHit>(hits: readonly Hit[]): Hit[] {
  return hits.map((hit) => {
    if (!hit.docusaurus_tag?.startsWith('docs-api-') || hit.hierarchy.lvl1 === null) return hit;
    const page: HighlightResult = hit._snippetResult.hierarchy?.lvl1 ?? {
      value: escapeHtml(hit.hierarchy.lvl1),
      matchLevel: 'none',
      matchedWords: [],
    };
    const named: HighlightResult = { ...page, value: `${page.value}${escapeHtml(apiReleaseNote)}` };
    return {
      ...hit,
      _snippetResult: { ...hit._snippetResult, hierarchy: { ...hit._snippetResult.hierarchy, lvl1: named } },
    };
  });
}
