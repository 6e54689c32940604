import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { isSentFromOtherVersion, sentFromNote } from '@site/src/addresses/otherVersions';
import type { WrapperProps } from '@docusaurus/types';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import type { ReactNode } from 'react';

type Props = WrapperProps<typeof DocVersionBannerType>;

// Wrapped to tell a reader sent here from another version's address (theme/NotFound/Content) which version this is.
export default function DocVersionBannerWrapper(props: Props): ReactNode {
  const { state } = useLocation();
  const version = useDocsVersion();
  // History state exists only in the browser; reading it during hydration would mismatch the static HTML.
  const isBrowser = useIsBrowser();
  const note =
    isBrowser && isSentFromOtherVersion(state)
      ? sentFromNote(state, { name: version.version, label: version.label })
      : undefined;
  return (
    <>
      <DocVersionBanner {...props} />
      {note && (
        <div className="alert alert--info margin-bottom--md" role="note" data-testid="sent-from-other-version">
          {note}
        </div>
      )}
    </>
  );
}
