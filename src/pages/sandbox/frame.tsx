import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { lazy, Suspense, type ReactNode } from 'react';
import { isIsolatedFrame } from '@site/src/sandbox/frameProtocol';
import { frameStorageScript } from '@site/src/sandbox/frameStorage';
import styles from '@site/src/sandbox/sandbox.module.css';

// The transpiler, the library and the flavours load only inside the frame, after its shell.
const SandboxFrameApp = lazy(() => import('@site/src/sandbox/SandboxFrameApp'));

/**
 * The document inside /sandbox's preview frame: no navbar or footer, and nothing runs unless the page
 * really is an embedded frame with an opaque origin (opened on its own it only points to /sandbox).
 */
export default function SandboxFrame(): ReactNode {
  const isBrowser = useIsBrowser();
  const placeholder = <p className={styles.placeholder}>Loading preview…</p>;
  return (
    <>
      <Head>
        <title>Sandbox preview</title>
        <meta name="robots" content="noindex" />
      </Head>
      {/*
        Runs as the page is parsed, before the site's deferred scripts: the theme reads storage, which this frame's
        opaque origin has none of. In the page, not in Head, which would insert it again after hydration as written
        here, unminified, with a hash the Content-Security-Policy (built from the minified page) does not allow.
      */}
      <script dangerouslySetInnerHTML={{ __html: frameStorageScript }} />
      {!isBrowser ? (
        placeholder
      ) : isIsolatedFrame(window) ? (
        <Suspense fallback={placeholder}>
          <SandboxFrameApp />
        </Suspense>
      ) : (
        <main className="container margin-vert--lg">
          <p>
            This page is the preview inside the <Link to="/sandbox">sandbox</Link>; it runs code only there.
          </p>
        </main>
      )}
    </>
  );
}
