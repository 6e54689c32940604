import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import { releaseLine, sentFromState } from '@site/src/addresses/otherVersions';
import { useOtherVersions } from '@site/src/addresses/useOtherVersions';
import { useEffect, type ReactNode } from 'react';

/**
 * Under the not-found page, in the browser: sends a path of the default version that another version has there
 * (keeping the hash), and lists the versions that have a versioned path.
 */
export default function OtherVersions(): ReactNode {
  const { pathname, hash } = useLocation();
  const history = useHistory();
  const lookup = useOtherVersions(pathname);

  useEffect(() => {
    if (!lookup.redirect) return;
    history.replace({ pathname: lookup.redirect.path, hash, state: sentFromState(pathname, lookup) });
  }, [history, lookup, pathname, hash]);

  if (lookup.pages.length === 0) return null;
  return (
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
  );
}
