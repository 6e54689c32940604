import Link from '@docusaurus/Link';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useHistory, useLocation } from '@docusaurus/router';
import Layout from '@theme/Layout';
import { useMemo, type ReactNode } from 'react';
import { latestDocsVersion } from '@site/config/docs';
import { matchPages } from '@site/src/search/matchPages';

const suggestions = ['export', 'import', 'validation', 'value editor', 'styling'];

const searchHref = (query: string, version: string) => `?${new URLSearchParams({ q: query, version }).toString()}`;

export default function Search(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const versions = useAllDocsData().default?.versions ?? [];
  // The address is the single source of truth, so results can be shared and the back button works.
  // It is read only once hydrated: the static HTML was rendered without a query string.
  const params = new URLSearchParams(useIsBrowser() ? location.search : '');
  const query = params.get('q') ?? '';
  const requestedVersion = params.get('version') ?? latestDocsVersion;
  const version = versions.find(v => v.name === requestedVersion) ?? versions.find(v => v.name === latestDocsVersion);
  const versionName = version?.name ?? latestDocsVersion;
  const results = useMemo(() => matchPages(version?.docs ?? [], query), [version, query]);

  return (
    <Layout title="Search" description="Find a page of the React Query Builder documentation by its name.">
      <main className="container margin-vert--lg">
        <h1>Search the documentation</h1>
        <form role="search" onSubmit={event => event.preventDefault()} className="margin-bottom--md">
          <label htmlFor="search-query">Page name</label>{' '}
          <input
            id="search-query"
            type="search"
            value={query}
            autoComplete="off"
            placeholder="e.g. export, value editor"
            onChange={event => history.replace({ search: searchHref(event.target.value, versionName) })}
          />{' '}
          <label htmlFor="search-version">in</label>{' '}
          <select
            id="search-version"
            value={versionName}
            onChange={event => history.replace({ search: searchHref(query, event.target.value) })}>
            {versions.map(v => (
              <option key={v.name} value={v.name}>
                {v.label}
              </option>
            ))}
          </select>
        </form>
        {query.trim() === '' ? (
          <p>Type part of a page name to list the matching pages of the {version?.label} docs.</p>
        ) : results.length === 0 ? (
          <p>
            No results for <strong>{query}</strong> in the {version?.label} docs. Try a shorter word, or browse the{' '}
            <Link to={version?.path ?? '/docs'}>documentation</Link>.
          </p>
        ) : (
          <>
            <p>
              {results.length} {results.length === 1 ? 'page matches' : 'pages match'} in the {version?.label} docs:
            </p>
            <ul>
              {results.map(result => (
                <li key={result.id}>
                  <Link to={result.path}>{result.name}</Link>
                </li>
              ))}
            </ul>
          </>
        )}
        <nav aria-label="Frequent searches">
          Frequent searches:{' '}
          {suggestions.map((suggestion, index) => (
            <span key={suggestion}>
              {index > 0 && ', '}
              <Link to={searchHref(suggestion, versionName)}>{suggestion}</Link>
            </span>
          ))}
        </nav>
      </main>
    </Layout>
  );
}
