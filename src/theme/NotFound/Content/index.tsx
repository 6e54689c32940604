import useIsBrowser from '@docusaurus/useIsBrowser';
import type { WrapperProps } from '@docusaurus/types';
import NotFoundContent from '@theme-original/NotFound/Content';
import type NotFoundContentType from '@theme/NotFound/Content';
import { lazy, Suspense, type ReactNode } from 'react';

type Props = WrapperProps<typeof NotFoundContentType>;

// Its own chunk: the docs layout imports the not-found page for every docs page, which shows it only for unknown paths.
const OtherVersions = lazy(() => import('./OtherVersions'));

// Wrapped so that a docs path that exists in another version leads there: the static 404 page knows no path, the browser does.
export default function NotFoundContentWrapper(props: Props): ReactNode {
  // The build renders this page once for every unknown path; only the browser knows which one was asked for.
  const isBrowser = useIsBrowser();
  return (
    <>
      <NotFoundContent {...props} />
      {isBrowser && (
        <Suspense fallback={null}>
          <OtherVersions />
        </Suspense>
      )}
    </>
  );
}
