import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import { demoAddressFor } from '@site/src/addresses/oldDemoAddress';
import Layout from '@theme/Layout';
import { useEffect, type ReactNode } from 'react';

/**
 * The previous site's demo address (`/react-querybuilder/#style=antd`): a page rather than a
 * client redirect, because the flavour it opens comes from the hash.
 */
export default function OldDemoAddress(): ReactNode {
  const history = useHistory();
  const { hash } = useLocation();
  useEffect(() => {
    const target = demoAddressFor(hash);
    history.replace(`${target.path}${target.hash}`);
  }, [history, hash]);

  return (
    <Layout title="Demo" description="The demo moved to /demo.">
      <Head>
        <link rel="canonical" href="/demo" />
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--xl">
        <h1>The demo has moved</h1>
        <p>
          The demo now lives at <Link to="/demo">/demo</Link>, with one page per UI library (for example{' '}
          <Link to="/demo/antd">/demo/antd</Link>); you are being taken there now.
        </p>
      </main>
    </Layout>
  );
}
