import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { useSearchLinkCreator } from '@docusaurus/theme-common';
import { useAlgoliaContextualFacetFilters } from '@docusaurus/theme-search-algolia/client';
import SearchBar from '@local-search/algolia-SearchBar';
import { useEffect, useMemo, useRef, type ComponentProps, type ReactNode } from 'react';
import { links } from '@site/config/links';
import { closeSearchModal } from '../../client/docSearchButton/useDocSearchKeyboardEvents';
import { requiredValues, type FacetFilters } from '../../client/facetFilters';
import { modalSearchClient, prefetchLocalSearch } from '../../client/localSearchClient';
import { versionOfTags, withVersion } from '../../client/searchVersion';
import { LocalIndexErrorScreen } from './LocalIndexErrorScreen';
import { MissingIndexNote } from './MissingIndexNote';
import '../../client/hitText.css';

type SearchBarProps = ComponentProps<typeof SearchBar> & {
  /** The reader reached for search before this bar loaded (hover, focus, touch): fetch the index now, and keep the focus on the button. */
  readonly engaged?: 'pointer' | 'focus';
};
type FooterProps = { readonly state: { readonly query: string; readonly context: { readonly nbHits?: number } } };

const useModalClient = () => modalSearchClient;

const missingResultsUrl = () => links.issues;

/** The theme's "See all N results" link, to the version searched, under a note when part of the index is missing. */
function useResultsFooter(version: string | undefined) {
  const createSearchLink = useSearchLinkCreator();
  return useMemo(
    () =>
      function ResultsFooter({ state }: FooterProps): ReactNode {
        return (
          <>
            <MissingIndexNote />
            <Link to={withVersion(createSearchLink(state.query), version)} onClick={closeSearchModal}>
              <Translate id="theme.SearchBar.seeAll" values={{ count: state.context.nbHits }}>
                {'See all {count} results'}
              </Translate>
            </Link>
          </>
        );
      },
    [createSearchLink, version],
  );
}

// Wrapped to answer from the local index, to carry the version into the search page and to link "Let us know." to the issue tracker.
// Loaded after the page is interactive, or when the reader reaches for search (./index.tsx).
export default function LocalSearchBar({ engaged, ...props }: SearchBarProps): ReactNode {
  const tags = requiredValues(useAlgoliaContextualFacetFilters() as FacetFilters, 'docusaurus_tag') ?? [];
  const resultsFooterComponent = useResultsFooter(versionOfTags(tags));
  const container = useRef<HTMLSpanElement>(null);
  // Hovering or focusing the button fetches the index of the page's version, as the theme does for the modal's code.
  const prefetch = () => prefetchLocalSearch(tags);
  useEffect(() => {
    if (!engaged) return;
    prefetchLocalSearch(tags);
    // The stand-in button had the focus; this bar's button replaced it.
    if (engaged === 'focus') container.current?.querySelector<HTMLButtonElement>('button.DocSearch-Button')?.focus();
    // Only when the bar mounts: it replaced the stand-in the reader was using.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <span
      ref={container}
      className="local-search-bar"
      onMouseEnter={prefetch}
      onFocus={prefetch}
      onTouchStart={prefetch}
    >
      <SearchBar
        {...props}
        transformSearchClient={useModalClient}
        getMissingResultsUrl={missingResultsUrl}
        resultsFooterComponent={resultsFooterComponent}
      />
      <LocalIndexErrorScreen />
    </span>
  );
}
