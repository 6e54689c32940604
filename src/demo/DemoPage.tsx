import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Layout from '@theme/Layout';
import type { ReactNode } from 'react';
import FlavourLinks from '@site/src/components/FlavourLinks';
import { flavours, installCommand, type FlavourId } from '@site/src/flavours/registry';
import BasicDemo from './BasicDemo';

/** The page around a demo: /demo when `flavourId` is absent, /demo/{flavourId} otherwise. */
export default function DemoPage({ flavourId }: { readonly flavourId?: FlavourId }): ReactNode {
  const flavour = flavourId ? flavours[flavourId] : undefined;
  const title = flavour ? `${flavour.label} demo` : 'Demo';
  const description = flavour
    ? `Try react-querybuilder with ${flavour.label}: build a query and see it exported live.`
    : 'Try react-querybuilder in the browser: build a query and see it exported as SQL, MongoDB, CEL and more.';
  return (
    <Layout title={title} description={description}>
      <main className="container margin-vert--lg">
        <h1>{title}</h1>
        <FlavourLinks current={flavourId} />
        {flavour ? (
          <p>
            The {flavour.label} flavour swaps the builder&apos;s standard controls for {flavour.label} components
            while the query, its export and every option stay the same. The builder below uses react-querybuilder
            7.7.1 with its standard controls; to use <Link href={flavour.homepage}>{flavour.label}</Link> in your
            app, install the flavour package next to the library (see{' '}
            <Link to="/docs/compat">compatibility packages</Link>):
          </p>
        ) : (
          <p>
            Add rules and groups, change fields, operators and values, and watch the query update in the format of
            your choice. This demo runs react-querybuilder 7.7.1 entirely in your browser. Pick a flavour above to
            see the same builder with a UI library&apos;s components.
          </p>
        )}
        {flavourId && <CodeBlock language="bash">{installCommand(flavourId)}</CodeBlock>}
        <BasicDemo />
      </main>
    </Layout>
  );
}
