import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { useHistory } from '@docusaurus/router';
import { useActivePlugin } from '@docusaurus/plugin-content-docs/client';
import { useSearchLinkCreator } from '@docusaurus/theme-common';
import { useAlgoliaContextualFacetFilters } from '@docusaurus/theme-search-algolia/client';
import SearchBar from '@local-search/algolia-SearchBar';
import { Fragment, useEffect, useMemo, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { apiDocsId } from '@site/config/apiDocsId';
import { links } from '@site/config/links';
import { closeSearchModal } from '../../client/docSearchButton/useDocSearchKeyboardEvents';
import { requiredValues, type FacetFilters } from '../../client/facetFilters';
import { landAfterNavigation, landingOf } from '../../client/hitLanding';
import { withSiteDocsTag } from '../../client/apiBesideDocs';
import { apiPageSearchClient, modalSearchClient, prefetchLocalSearch } from '../../client/localSearchClient';
import { otherVersionsToSearch, searchedVersionLabel, versionOfTags, withVersion } from '../../client/searchVersion';
import { LocalIndexErrorScreen } from './LocalIndexErrorScreen';
import { MissingIndexNote } from './MissingIndexNote';
import '../../client/hitText.css';

type SearchBarProps = ComponentProps<typeof SearchBar> & {
  /** The reader reached for search before this bar loaded (hover, focus, touch): fetch the index now, and keep the focus on the button. */
  readonly engaged?: 'pointer' | 'focus';
};
type FooterProps = { readonly state: { readonly query: string; readonly context: { readonly nbHits?: number } } };
type HitProps = {
  readonly hit: { readonly url: string; readonly type?: string; readonly content?: string | null };
  readonly children: ReactNode;
};

const useModalClient = () => modalSearchClient;
const useApiPageClient = () => apiPageSearchClient;

const missingResultsUrl = () => links.issues;

/**
 * Which docs version the modal searched, with the search page in each other version (an archived version's reader
 * often starts from the latest docs, which the site opens on), and the theme's "See all N results" link to the version
 * searched, under a note when part of the index is missing.
 */
function useResultsFooter(version: string | undefined) {
  const createSearchLink = useSearchLinkCreator();
  return useMemo(
    () =>
      function ResultsFooter({ state }: FooterProps): ReactNode {
        const others = otherVersionsToSearch(version);
        return (
          <>
            <MissingIndexNote />
            {version !== undefined && others.length > 0 ? (
              <p className="local-search-version">
                Searching {searchedVersionLabel(version)} docs · Search:
                {others.map((other, index) => (
                  <Fragment key={other}>
                    {index > 0 ? ' ·' : null}{' '}
                    <Link
                      to={withVersion(createSearchLink(state.query), other)}
                      // Said in full to assistive technology, which reads a link on its own.
                      aria-label={`Search the ${searchedVersionLabel(other)} docs`}
                      onClick={closeSearchModal}
                    >
                      {searchedVersionLabel(other)}
                    </Link>
                  </Fragment>
                ))}
              </p>
            ) : null}
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

/** The theme's hit link, which also lands on the matched text once the page is there (../../client/hitLanding.ts). */
function LandingHit({ hit, children }: HitProps): ReactNode {
  return (
    <Link
      to={hit.url}
      // A modified click opens the page elsewhere: this page stays where it is.
      onClick={(event) => {
        if (!event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) landAfterNavigation(landingOf(hit));
      }}
    >
      {children}
    </Link>
  );
}

/** The theme's navigator (Enter on a hit; the site has no external hits), landing on the matched text as a click does. */
function useLandingNavigator() {
  const history = useHistory();
  const [navigator] = useState(() => ({
    navigate({ itemUrl, item }: { itemUrl: string; item?: HitProps['hit'] }) {
      history.push(itemUrl);
      landAfterNavigation(item ? landingOf({ ...item, url: itemUrl }) : undefined);
    },
  }));
  return navigator;
}

// Wrapped to answer from the local index, to say and carry the version searched, to land on a hit's matched text and to
// link "Let us know." to the issue tracker.
// Loaded after the page is interactive, or when the reader reaches for search (./index.tsx).
export default function LocalSearchBar({ engaged, ...props }: SearchBarProps): ReactNode {
  const contextTags = requiredValues(useAlgoliaContextualFacetFilters() as FacetFilters, 'docusaurus_tag') ?? [];
  const onApiPage = useActivePlugin()?.pluginId === apiDocsId;
  const tags = onApiPage ? withSiteDocsTag(contextTags) : contextTags;
  const resultsFooterComponent = useResultsFooter(versionOfTags(tags));
  const container = useRef<HTMLSpanElement>(null);
  const navigator = useLandingNavigator();
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
        transformSearchClient={onApiPage ? useApiPageClient : useModalClient}
        getMissingResultsUrl={missingResultsUrl}
        resultsFooterComponent={resultsFooterComponent}
        hitComponent={LandingHit}
        navigator={navigator}
      />
      <LocalIndexErrorScreen />
    </span>
  );
}
