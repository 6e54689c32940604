import { lazy, Suspense, type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import { useLocation } from '@docusaurus/router';

// Its own chunk with the anchor maps' loader.
const ApiAnchorRedirect = lazy(() => import('./ApiAnchorRedirect'));

/**
 * What plugins/remarkApiAnchors places on the API module pages whose front matter names an anchor map
 * (`api_anchors`), and only there: the pages without one carry none of it.
 */
export default function ApiAnchors({ module }: { readonly module: string }): ReactNode {
  // Without a hash there is nothing to follow: the loader's chunk is not fetched (the server renders no hash either).
  const { hash } = useLocation();
  if (hash === '' || hash === '#') return null;
  // After hydration only: a lazy boundary in the server HTML stays dehydrated until its chunk arrives, and an update
  // from above meanwhile (the window size the layout reads on mount) is React error 421.
  return (
    <BrowserOnly>
      {() => (
        <Suspense fallback={null}>
          <ApiAnchorRedirect module={module} />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
