import { useActiveDocContext } from '@docusaurus/plugin-content-docs/client';
import Link from '@docusaurus/Link';
import Head from '@docusaurus/Head';
import { useHistory, useLocation } from '@docusaurus/router';
import { useEffect, type ReactNode } from 'react';

interface MovedPageProps {
  /** Id of the doc, in the same docs version, that now holds this page's content. */
  readonly docId: string;
  /** Human name of the new home, shown in the link. */
  readonly title: string;
}

/**
 * Body of a doc whose content moved: old links keep working through a client-side redirect,
 * and readers without JavaScript get a visible link.
 */
export default function MovedPage({ docId, title }: MovedPageProps): ReactNode {
  const { activeVersion } = useActiveDocContext(undefined);
  const target = activeVersion?.docs.find((doc) => doc.id === docId);
  const history = useHistory();
  const { hash, state } = useLocation();
  useEffect(() => {
    // The hash names the section to land on; the state may carry a note for the new page (theme/DocVersionBanner).
    if (target) history.replace({ pathname: target.path, hash, state });
  }, [history, target, hash, state]);
  if (!target) {
    // Fails the build: a moved page must point at a doc of its own version.
    throw new Error(`MovedPage: no doc "${docId}" in docs version ${activeVersion?.name ?? '(none)'}`);
  }

  return (
    <>
      <Head>
        <link rel="canonical" href={target.path} />
        <meta name="robots" content="noindex" />
      </Head>
      <p>
        This page has moved. Its content now lives at <Link to={target.path}>{title}</Link>; you are being taken there
        now. Please update links and bookmarks that point here.
      </p>
    </>
  );
}
