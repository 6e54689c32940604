import { lazy, Suspense, type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';

// Its own chunk with the anchor maps' loader: only the API module pages that carry `api_anchors` render it.
const ApiAnchorRedirect = lazy(() => import('./ApiAnchorRedirect'));

export default function ContentWrapper(props: WrapperProps<typeof ContentType>): ReactNode {
  const module = (useDoc().frontMatter as { api_anchors?: unknown }).api_anchors;
  return (
    <>
      {typeof module === 'string' && /^[a-z_]+$/.test(module) ? (
        // After hydration only: a lazy boundary in the server HTML stays dehydrated until its chunk arrives, and an
        // update from above meanwhile (the window size the layout reads on mount) is React error 421.
        <BrowserOnly>
          {() => (
            <Suspense fallback={null}>
              <ApiAnchorRedirect module={module} />
            </Suspense>
          )}
        </BrowserOnly>
      ) : null}
      <Content {...props} />
    </>
  );
}
