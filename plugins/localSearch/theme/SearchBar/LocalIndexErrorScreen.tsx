import translations from '@theme/SearchTranslations';
import { useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { getSearchOutcome, getServerSearchOutcome, subscribeToSearchOutcome } from '../../client/localSearchClient';

/**
 * DocSearch 3.9 sets its "error" status when a search fails, but autocomplete-core resets it to "idle" right
 * after, so its own error screen never stays up and no prop can keep it: this shows the same screen, with the
 * same texts and classes, in the open modal while the latest search could read no index at all.
 */
export function LocalIndexErrorScreen(): ReactNode {
  const outcome = useSyncExternalStore(subscribeToSearchOutcome, getSearchOutcome, getServerSearchOutcome);
  const dropdown = outcome.failed ? document.querySelector('.DocSearch-Modal .DocSearch-Dropdown') : null;
  if (!dropdown) return null;
  const { errorScreen } = translations.modal as { errorScreen?: { titleText?: string; helpText?: string } };
  return createPortal(
    <div className="DocSearch-ErrorScreen local-search-error" key={outcome.id}>
      <p className="DocSearch-Title">{errorScreen?.titleText}</p>
      <p className="DocSearch-Help">{errorScreen?.helpText}</p>
    </div>,
    dropdown,
  );
}
