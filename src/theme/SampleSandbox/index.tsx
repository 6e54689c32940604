import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import { useDocsSource } from '@site/src/sandbox/useDocsSource';
import { useCallback, useState, type MouseEvent, type ReactNode } from 'react';
import type { LiveVersion } from '@site/src/liveCode/scopes';
import styles from './styles.module.css';

export interface SampleSandboxProps {
  /** The block's code, opened as App.tsx (absent when the sample cannot run in the sandbox). */
  readonly code?: string;
  /** The react-querybuilder the sample documents: 'v7' (the site's own) or 'v8' (the Next docs'). */
  readonly library?: LiveVersion;
  /**
   * That library's version as the badge names it, e.g. 8.24.1: given by the build, so the page's code carries no
   * versions table. The build adds what the reader's own app needs when the sandbox adapts an older add-on.
   */
  readonly libraryVersion?: string;
  /** Why the sample cannot run in the sandbox. */
  readonly reason?: string;
}

// The encoder (lz-string) loads when the reader points at or focuses the control, not with every docs page.
const loadAddress = () => import('@site/src/sandbox/libraries').then((module) => module.sandboxAddress);

function OpenInSandbox({
  code,
  library,
  libraryVersion,
}: {
  readonly code: string;
  readonly library: LiveVersion;
  readonly libraryVersion: string;
}): ReactNode {
  const history = useHistory();
  const { withBaseUrl } = useBaseUrlUtils();
  // Samples sit on docs pages only (plugins/remarkSandboxLinks): the sandbox names the page they came from.
  const source = useDocsSource();
  const [address, setAddress] = useState<string>();
  const prepare = useCallback(() => {
    if (address === undefined) void loadAddress().then((toAddress) => setAddress(toAddress(code, library, source)));
  }, [address, code, library, source]);
  const onClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (address !== undefined) return;
      // Pressed before the address was ready (a keyboard's Enter right after focus): go there once it is.
      event.preventDefault();
      void loadAddress().then((toAddress) => history.push(withBaseUrl(toAddress(code, library, source))));
    },
    [address, code, library, history, withBaseUrl, source],
  );
  return (
    <Link
      className={styles.open}
      to={address ?? (library === 'v7' ? '/sandbox' : `/sandbox?v=${libraryVersion.split('.')[0]}`)}
      onPointerEnter={prepare}
      onFocus={prepare}
      onTouchStart={prepare}
      onClick={onClick}
      data-sandbox-library={library}
    >
      Open in sandbox<span className={styles.version}> · react-querybuilder {libraryVersion}</span>
    </Link>
  );
}

/**
 * Drawn under a docs code block by plugins/remarkSandboxLinks: "Open in sandbox" for a sample the sandbox can run,
 * or the reason it cannot. Not a paragraph and marked for the Markdown twins to skip, so neither search nor
 * llms.txt reads it as the page's prose.
 */
export default function SampleSandbox({ code, library, libraryVersion, reason }: SampleSandboxProps): ReactNode {
  return (
    <div className={styles.sampleSandbox} data-markdown-ignore="" data-sample-sandbox={reason ? 'unavailable' : 'open'}>
      {reason || code === undefined || library === undefined || libraryVersion === undefined ? (
        <span className={styles.reason}>{reason ?? 'This sample cannot run in the sandbox.'}</span>
      ) : (
        <OpenInSandbox code={code} library={library} libraryVersion={libraryVersion} />
      )}
    </div>
  );
}
