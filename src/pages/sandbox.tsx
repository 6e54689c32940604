import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import { Suspense, type ReactNode } from 'react';
import styles from '@site/src/sandbox/sandbox.module.css';
import { retryableLazy } from '@site/src/components/RetryableLazy';
import { nextLibraryVersion, siteLibraryVersion } from '@site/config/docsVersions';

// The editor, the transpiler and the library are heavy, so they load only here, after the page shell.
const SandboxApp = retryableLazy(() => import('@site/src/sandbox/SandboxApp'), 'the sandbox');

export default function Sandbox(): ReactNode {
  const isBrowser = useIsBrowser();
  const placeholder = <p className={styles.placeholder}>Loading the editor…</p>;
  return (
    <Layout
      title="Sandbox"
      description={`Write a react-querybuilder ${siteLibraryVersion} or ${nextLibraryVersion} App.tsx in your browser, see it run as you type, and share it with a link. Works offline.`}
    >
      <main className="container container--fluid margin-vert--lg">
        <h1>Sandbox</h1>
        <p>
          Edit <code>App.tsx</code> and the preview runs it as you type, with react-querybuilder {siteLibraryVersion}{' '}
          (with the drag-and-drop add-on and the eight UI-library flavours) or {nextLibraryVersion} (with its Bootstrap
          add-on), all in your browser. Code you open from someone&rsquo;s link runs apart from this site: it cannot
          read anything this site keeps in your browser, change this page or open other windows. The address always
          holds your code, so copying it shares your sandbox. New to the library? Start with the{' '}
          <Link to="/docs/intro">introduction</Link>.
        </p>
        {isBrowser ? <Suspense fallback={placeholder}>{<SandboxApp />}</Suspense> : placeholder}
      </main>
    </Layout>
  );
}
