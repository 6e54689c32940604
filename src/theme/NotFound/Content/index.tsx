import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { releaseLine, sentFromState } from '@site/src/addresses/otherVersions';
import { useOtherVersions } from '@site/src/addresses/useOtherVersions';
import type { WrapperProps } from '@docusaurus/types';
import NotFoundContent from '@theme-original/NotFound/Content';
import type NotFoundContentType from '@theme/NotFound/Content';
import { useEffect, type ReactNode } from 'react';

type Props = WrapperProps<typeof NotFoundContentType>;

// Wrapped so that a docs path that exists in another version leads there: the static 404 page knows no path, the browser does.
export default function NotFoundContentWrapper(props: Props): ReactNode {
  const { pathname, hash } = useLocation();
  const history = useHistory();
  const lookup = useOtherVersions(pathname);
  // The build renders this page once for every unknown path; only the browser knows which one was asked for.
  const isBrowser = useIsBrowser();

  useEffect(() => {
    if (!lookup.redirect) return;
    history.replace({ pathname: lookup.redirect.path, hash, state: sentFromState(pathname, lookup) });
  }, [history, lookup, pathname, hash]);

  return (
    <>
      <NotFoundContent {...props} />
      {isBrowser && lookup.pages.length > 0 && (
        <section className="container margin-bottom--xl" aria-labelledby="other-versions-heading">
          <div className="row">
            <div className="col col--6 col--offset-3">
              <h2 id="other-versions-heading">
                {lookup.redirect
                  ? `Taking you to the ${lookup.redirect.versionLabel} docs`
                  : 'This page exists in other versions'}
              </h2>
              <p>
                The {lookup.requestedVersion?.label} docs have no page at {pathname}, but these versions do:
              </p>
              <ul>
                {lookup.pages.map((page) => {
                  const line = releaseLine(page.versionName);
                  return (
                    <li key={page.path}>
                      <Link to={`${page.path}${hash}`}>
                        {page.versionLabel}
                        {line ? ` (react-querybuilder ${line})` : ''}: {page.path}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          </div>
        </section>
      )}
    </>
  );
}
