import translations from '@theme/SearchTranslations';
import { useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { getFailedSearch, subscribeToSearchFailure } from '@site/src/search/localSearchClient';

const noFailure = () => 0;

/**
 * DocSearch 3.9 sets its "error" status when a search fails, but autocomplete-core resets it to
 * "idle" right after, so its own error screen never stays up. This shows the same screen, with the
 * same texts and classes, in the open modal while the latest search could not load the index.
 */
export function LocalIndexErrorScreen(): ReactNode {
  const failedSearch = useSyncExternalStore(subscribeToSearchFailure, getFailedSearch, noFailure);
  const dropdown = failedSearch ? document.querySelector('.DocSearch-Modal .DocSearch-Dropdown') : null;
  if (!dropdown) return null;
  const { errorScreen } = translations.modal as { errorScreen?: { titleText?: string; helpText?: string } };
  return createPortal(
    <div className="DocSearch-ErrorScreen local-search-error" key={failedSearch}>
      <p className="DocSearch-Title">{errorScreen?.titleText}</p>
      <p className="DocSearch-Help">{errorScreen?.helpText}</p>
    </div>,
    dropdown,
  );
}
