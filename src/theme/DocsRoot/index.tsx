import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { WrapperProps } from '@docusaurus/types';
import { routeTreeHasPage } from '@site/src/addresses/routeTreeHasPage';
import DocsRoot from '@theme-original/DocsRoot';
import type DocsRootType from '@theme/DocsRoot';
import NotFound from '@theme/NotFound';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router';

type Props = WrapperProps<typeof DocsRootType>;

// Wrapped so that an unknown path under a docs version hydrates the static 404 page the server sent for it: that page
// was rendered once, at /404.html, outside the docs layout; in the docs layout (and with the version the address
// names in the navbar) the first render would differ and React would throw the server's page away.
export default function DocsRootWrapper(props: Props): ReactNode {
  const { pathname } = useLocation();
  const isBrowser = useIsBrowser();
  const notFoundPage = useBaseUrl('/404.html');
  if (routeTreeHasPage(props.route.routes ?? [], pathname)) return <DocsRoot {...props} />;
  // After hydration the page renders at its real address, so the navbar and the other-versions links follow it.
  return isBrowser ? (
    <NotFound />
  ) : (
    <StaticRouter location={notFoundPage}>
      <NotFound />
    </StaticRouter>
  );
}
