import { usePluginData } from '@docusaurus/useGlobalData';
import { PageMetadata } from '@docusaurus/theme-common';
import SearchPage from '@theme-original/SearchPage';
import translations from '@theme/SearchTranslations';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { getFailedSearch, subscribeToSearchFailure } from '@site/src/search/localSearchClient';

const noFailure = () => 0;

function LocalIndexNotes(): ReactNode {
  const failedSearch = useSyncExternalStore(subscribeToSearchFailure, getFailedSearch, noFailure);
  // Searches run after mount, so the page's content exists by the time one fails.
  const results = failedSearch ? document.querySelector('.search-page-wrapper .main-wrapper .container') : null;
  const { errorScreen } = translations.modal as { errorScreen?: { titleText?: string; helpText?: string } };
  return (
    <>
      {failedSearch !== 0 && results &&
        createPortal(
          <p role="alert">
            <strong>{errorScreen?.titleText}</strong> {errorScreen?.helpText}
          </p>,
          results,
        )}
    </>
  );
}

const description = 'Search the react-querybuilder documentation of every version and its API reference.';

/** The original's version dropdown has no label (WCAG 4.1.2); it renders once, with the page. */
function useLabelledVersionSelect() {
  useEffect(() => {
    document.querySelector('.search-page-wrapper select:not([aria-label])')?.setAttribute('aria-label', 'Docs version');
  });
}

// Wrapped to give the page a description (the theme's has none), to label the version dropdown, and to report a
// failed index load when the local index answers (its client is swapped by a webpack alias in plugins/localSearchIndex).
export default function SearchPageWrapper(): ReactNode {
  const localIndex = usePluginData('local-search-index') as { enabled: boolean } | undefined;
  useLabelledVersionSelect();
  return (
    <>
      <PageMetadata description={description} />
      <SearchPage />
      {localIndex?.enabled && <LocalIndexNotes />}
    </>
  );
}
