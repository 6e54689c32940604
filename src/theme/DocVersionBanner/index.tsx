import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { WrapperProps } from '@docusaurus/types';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import { lazy, Suspense, type ReactNode } from 'react';
import UpgradeGuideNote from './UpgradeGuideNote';

type Props = WrapperProps<typeof DocVersionBannerType>;

// Its own chunk: only a reader sent here from another version's address sees it, and every docs page renders this.
const SentFromNote = lazy(() => import('./SentFromNote'));

// Wrapped to tell a reader sent here from another version's address (theme/NotFound/Content) which version this is,
// an archived version's reader where the upgrade guide to the next major is (the banner links only the latest docs), and
// a reader who arrives mid-page (an anchor, a search hit) which version they read: the banner is then above the view
// and the navbar hides on scroll, so a slim strip stays at the top of the view, hidden under the banner until the
// banner has scrolled away (src/css/custom.css). The stylesheet adds "docs · no longer maintained", or the Next docs'
// major on Next pages, which keeps this script, loaded by every docs and API page, within its budget.
export default function DocVersionBannerWrapper(props: Props): ReactNode {
  const { state } = useLocation();
  const version = useDocsVersion();
  // History state exists only in the browser; reading it during hydration would mismatch the static HTML.
  const isBrowser = useIsBrowser();
  const sent = isBrowser && typeof state === 'object' && state !== null && 'sentFrom' in state;
  return (
    <>
      {version.banner && <p className="doc-version-strip">{version.label}</p>}
      <DocVersionBanner {...props} />
      {version.banner === 'unmaintained' && (
        <UpgradeGuideNote versionName={version.version} versionLabel={version.label} />
      )}
      {sent && (
        <Suspense fallback={null}>
          <SentFromNote state={state} version={{ name: version.version, label: version.label }} />
        </Suspense>
      )}
    </>
  );
}
