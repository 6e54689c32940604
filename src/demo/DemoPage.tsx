import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import type { ReactNode } from 'react';
import { siteLibraryVersion } from '../../config/docsVersions';
import { flavours, type FlavourId } from '../flavours/registry';
import DemoShell from './DemoShell';

/** The page around a demo: /demo when `flavourId` is absent, /demo/{flavourId} otherwise. */
export default function DemoPage({ flavourId }: { readonly flavourId?: FlavourId }): ReactNode {
  const flavour = flavourId ? flavours[flavourId] : undefined;
  const title = flavour ? `${flavour.label} demo` : 'Demo';
  const description = flavour
    ? `Try react-querybuilder ${siteLibraryVersion} with ${flavour.label} controls: options, export, import and shareable permalinks.`
    : `Try react-querybuilder ${siteLibraryVersion} in the browser: build a query, export it as SQL, MongoDB, CEL and more, import it back and share a permalink.`;
  return (
    <Layout title={title} description={description}>
      <main className="container container--fluid margin-vert--lg">
        <h1>{title}</h1>
        {flavour ? (
          <p>
            The same builder with <Link href={flavour.homepage}>{flavour.label}</Link> components from{' '}
            <code>{flavour.packageName}</code>. Every option, export and import works as in the default demo; the Code
            tab shows how to set it up in your app.
          </p>
        ) : (
          <p>
            Build a query with react-querybuilder {siteLibraryVersion}, try the options, export the query in twelve
            formats or import one. The address bar always holds a permalink to what you see: share it in bug reports.
            Pick a flavour to see the builder with a UI library&apos;s controls.
          </p>
        )}
        <DemoShell pageFlavour={flavourId ?? 'default'} />
      </main>
    </Layout>
  );
}
