import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type { WrapperProps } from '@docusaurus/types';
import { routeTreeHasPage } from '@site/src/addresses/routeTreeHasPage';
import DocsRoot from '@theme-original/DocsRoot';
import type DocsRootType from '@theme/DocsRoot';
import { lazy, type ReactNode } from 'react';

type Props = WrapperProps<typeof DocsRootType>;

// Its own chunk: every docs and API page renders this root, only unknown addresses the not-found page (1.8 KB gzip).
const NotFoundAtServerAddress = lazy(() => import('./NotFoundAtServerAddress'));

// Wrapped so that an unknown path under a docs version hydrates the static 404 page the server sent for it: that page
// was rendered once, at /404.html, outside the docs layout; in the docs layout (and with the version the address
// names in the navbar) the first render would differ and React would throw the server's page away. While its chunk
// loads, the hydrating render suspends and React keeps the server's page.
export default function DocsRootWrapper(props: Props): ReactNode {
  const { pathname } = useLocation();
  const notFoundPage = useBaseUrl('/404.html');
  if (routeTreeHasPage(props.route.routes ?? [], pathname)) return <DocsRoot {...props} />;
  return <NotFoundAtServerAddress notFoundPage={notFoundPage} />;
}
