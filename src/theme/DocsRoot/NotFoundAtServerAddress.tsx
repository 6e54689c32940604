import useIsBrowser from '@docusaurus/useIsBrowser';
import NotFound from '@theme/NotFound';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router';

/**
 * The site's not-found page under a docs version. The hydrating render draws it at /404.html, where the server drew
 * it; after hydration it renders at its real address, so the navbar and the other-versions links follow it.
 */
export default function NotFoundAtServerAddress({ notFoundPage }: { readonly notFoundPage: string }): ReactNode {
  const isBrowser = useIsBrowser();
  return isBrowser ? (
    <NotFound />
  ) : (
    <StaticRouter location={notFoundPage}>
      <NotFound />
    </StaticRouter>
  );
}
