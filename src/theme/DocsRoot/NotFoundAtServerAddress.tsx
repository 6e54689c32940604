import useIsBrowser from '@docusaurus/useIsBrowser';
import NotFound from '@theme/NotFound';
import type { ReactNode } from 'react';
import { Router } from 'react-router';

/**
 * A history that stays at one address, for the hydrating render: react-router's own StaticRouter does the same, but
 * importing it from here would keep it in every page's main bundle (0.4 KB gzip); Router is there already.
 */
function fixedHistory(pathname: string) {
  const location = { pathname, search: '', hash: '', state: undefined };
  const ignore = () => undefined;
  return {
    length: 1,
    action: 'POP' as const,
    location,
    createHref: (to: { pathname?: string; search?: string; hash?: string }) =>
      `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`,
    push: ignore,
    replace: ignore,
    go: ignore,
    goBack: ignore,
    goForward: ignore,
    block: () => ignore,
    listen: () => ignore,
  };
}

/**
 * The site's not-found page under a docs version. The hydrating render draws it at /404.html, where the server drew
 * it; after hydration it renders at its real address, so the navbar and the other-versions links follow it.
 */
export default function NotFoundAtServerAddress({ notFoundPage }: { readonly notFoundPage: string }): ReactNode {
  const isBrowser = useIsBrowser();
  return isBrowser ? (
    <NotFound />
  ) : (
    <Router history={fixedHistory(notFoundPage) as never}>
      <NotFound />
    </Router>
  );
}
