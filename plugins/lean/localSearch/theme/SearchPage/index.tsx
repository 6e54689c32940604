import { useHistory, useLocation } from '@docusaurus/router';
import { createStorageSlot, PageMetadata } from '@docusaurus/theme-common';
import { useLatestVersion } from '@docusaurus/plugin-content-docs/client';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { Context as DocusaurusContext } from '@docusaurus/core/lib/client/docusaurusContext';
import SearchPage from '@theme-init/SearchPage';
import translations from '@theme/SearchTranslations';
import { useEffect, useMemo, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import {
  getSearchOutcome,
  getServerSearchOutcome,
  subscribeToSearchOutcome,
} from '../../../../localSearch/client/localSearchClient';
import {
  preferredVersionKey,
  searchWithVersion,
  versionParameter,
  withVersionFirst,
} from '../../../../localSearch/client/searchVersion';
import { MissingIndexNote } from '../../../../localSearch/theme/SearchBar/MissingIndexNote';
// The page's fields and hits read DocSearch's variables, which are not site-wide (only the button's are).
import '@docsearch/css/dist/_variables.css';
import '../../../../localSearch/theme/SearchBar/localSearch.css';
import './searchPage.css';

const description = 'Search the react-querybuilder documentation of every version and its API reference.';

type DocsGlobalData = Record<string, { versions: { name: string }[] }>;

/**
 * Says when a search could read no index, or only part of it. The theme's page renders its own Layout and takes no
 * children, so the notes go into its container; searches run after mount, so it exists when one is due.
 */
function SearchNotes(): ReactNode {
  const outcome = useSyncExternalStore(subscribeToSearchOutcome, getSearchOutcome, getServerSearchOutcome);
  const container = outcome.id !== 0 ? document.querySelector('.search-page-wrapper .main-wrapper .container') : null;
  const { errorScreen } = translations.modal as { errorScreen?: { titleText?: string; helpText?: string } };
  if (!container) return null;
  return createPortal(
    outcome.failed ? (
      <p role="alert">
        <strong>{errorScreen?.titleText}</strong> {errorScreen?.helpText}
      </p>
    ) : (
      <MissingIndexNote />
    ),
    container,
  );
}

/**
 * The version to start in: the URL's (from the modal's "See all results"), else the modal's rule off docs pages:
 * the reader's preferred version, else the latest. The preferred version is read from its storage slot because its
 * context provider sits inside the Layout that the theme's page renders.
 */
function useStartVersion(): string | undefined {
  const { search } = useLocation();
  const latest = useLatestVersion('default').name;
  const [start, setStart] = useState<string>();
  // In an effect: the server knows neither the URL's parameters nor the reader's storage.
  useEffect(() => {
    setStart(
      (current) =>
        current ??
        new URLSearchParams(search).get(versionParameter) ??
        createStorageSlot(preferredVersionKey).get() ??
        latest,
    );
  }, [search, latest]);
  return start;
}

/** The site context with the start version listed first, which is where the theme's search page begins. */
function useContextStartingAt(version: string | undefined) {
  const context = useDocusaurusContext();
  return useMemo(() => {
    const docs = context.globalData['docusaurus-plugin-content-docs'] as DocsGlobalData | undefined;
    const main = docs?.default;
    if (!docs || !main || !version) return context;
    const reordered = { ...docs, default: { ...main, versions: withVersionFirst(main.versions, version) } };
    return { ...context, globalData: { ...context.globalData, 'docusaurus-plugin-content-docs': reordered } };
  }, [context, version]);
}

/** The original's version dropdown has no label (WCAG 4.1.2) and takes no prop for one; it renders with the page. */
function useLabelledVersionSelect() {
  useEffect(() => {
    document.querySelector('.search-page-wrapper select:not([aria-label])')?.setAttribute('aria-label', 'Docs version');
  });
}

/**
 * A submit button for the theme's search form, which has none (a form needs one: WCAG technique H32). It submits the
 * form as Enter does, which keeps the reader on the page, since the search runs as they type. Keyboard users have
 * Enter, so it stays out of the tab order and out of sight until it has focus, found by whoever looks for the form's
 * button (a screen reader's list of buttons). The form is the theme's, rendered anew for each start version.
 */
function SearchSubmitButton({ version }: { readonly version: string | undefined }): ReactNode {
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  useEffect(() => {
    setForm(document.querySelector<HTMLFormElement>('.search-page-wrapper form'));
  }, [version]);
  if (!form) return null;
  return createPortal(
    <button type="submit" className="search-page-submit" tabIndex={-1}>
      {translate({
        id: 'localSearch.SearchPage.submitButton',
        message: 'Search',
        description: 'The visually hidden submit button of the search page form',
      })}
    </button>,
    form,
  );
}

// Wrapped to start in the reader's docs version and keep it in the URL, to describe the page (the theme's page has
// no description), and to report index files that failed to load.
export default function LocalSearchPage(): ReactNode {
  const history = useHistory();
  const location = useLocation();
  const version = useStartVersion();
  const context = useContextStartingAt(version);
  useLabelledVersionSelect();
  // The version select is the page's only <select>; its choice goes into the URL like the query does.
  const keepVersionInUrl = (event: FormEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLSelectElement)
      history.replace({ ...location, search: searchWithVersion(location.search, event.target.value) });
  };
  return (
    <div onChange={keepVersionInUrl} style={{ display: 'contents' }}>
      <PageMetadata description={description} />
      {/* The server renders the default order; once the start version is known the page mounts again there. */}
      <DocusaurusContext.Provider value={context}>
        <SearchPage key={version ?? 'server'} />
      </DocusaurusContext.Provider>
      <SearchNotes />
      <SearchSubmitButton version={version} />
    </div>
  );
}
