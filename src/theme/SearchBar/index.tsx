import { usePluginData } from '@docusaurus/useGlobalData';
import { useAlgoliaContextualFacetFilters } from '@docusaurus/theme-search-algolia/client';
import SearchBar from '@theme-original/SearchBar';
import type { ComponentProps, ReactNode } from 'react';
import { links } from '@site/config/links';
import { requiredValues, type FacetFilters } from '@site/src/search/facetFilters';
import { localSearchClient, prefetchLocalSearch } from '@site/src/search/localSearchClient';
import { LocalIndexErrorScreen } from './LocalIndexErrorScreen';
// Inline <style> text would be minified in the built HTML and then fail to hydrate, hence a stylesheet.
import './localSearch.css';

type SearchBarProps = ComponentProps<typeof SearchBar>;

const useLocalClient = () => localSearchClient;

const missingResultsUrl = () => links.issues;

function LocalSearchBar(props: SearchBarProps): ReactNode {
  const facetFilters = useAlgoliaContextualFacetFilters();
  // Hovering or focusing the button fetches the index of the page's version, as the theme does for the modal's code.
  const prefetch = () => prefetchLocalSearch(requiredValues(facetFilters as FacetFilters, 'docusaurus_tag') ?? []);
  return (
    <span className="local-search-bar" style={{ display: 'contents' }} onMouseEnter={prefetch} onFocus={prefetch} onTouchStart={prefetch}>
      <SearchBar {...props} transformSearchClient={useLocalClient} getMissingResultsUrl={missingResultsUrl} />
      <LocalIndexErrorScreen />
    </span>
  );
}

// Wrapped to answer from the local index unless Algolia is configured, and to link "Let us know." to the issue tracker.
export default function SearchBarWrapper(props: SearchBarProps): ReactNode {
  const localIndex = usePluginData('local-search-index') as { enabled: boolean } | undefined;
  if (localIndex?.enabled) return <LocalSearchBar {...props} />;
  return <SearchBar {...props} getMissingResultsUrl={missingResultsUrl} />;
}
