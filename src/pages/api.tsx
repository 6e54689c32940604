import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import type { ReactNode } from 'react';
import { flavourIds, flavours } from '@site/src/flavours/registry';

const npmPage = (name: string) => `https://www.npmjs.com/package/${name}`;

export default function ApiIndex(): ReactNode {
  return (
    <Layout
      title="API reference"
      description="Reference of the react-querybuilder 7 packages: the core library, its flavour add-ons and drag and drop.">
      <main className="container margin-vert--lg">
        <h1>API reference</h1>
        <p>
          The reference covers react-querybuilder 7.7.1, the latest stable release, and its add-on packages. These
          pages describe every public export:
        </p>
        <ul>
          <li>
            <Link to="/docs/components/querybuilder">QueryBuilder</Link> and the components it renders (
            <Link to="/docs/category/components">all components</Link>)
          </li>
          <li>
            <Link to="/docs/utils/export">formatQuery</Link>, <Link to="/docs/utils/import">the parsers</Link>,{' '}
            <Link to="/docs/utils/validation">validation</Link>, <Link to="/docs/utils/hooks">hooks</Link> and{' '}
            <Link to="/docs/utils/misc">other utilities</Link>
          </li>
          <li>
            <Link to="/docs/styling/classnames">Standard class names</Link> and{' '}
            <Link to="/docs/typescript">TypeScript types</Link>
          </li>
        </ul>
        <h2>Packages</h2>
        <ul>
          <li>
            <Link href={npmPage('react-querybuilder')}>react-querybuilder</Link>: the component, its standard
            controls and the query utilities
          </li>
          <li>
            <Link href={npmPage('@react-querybuilder/dnd')}>@react-querybuilder/dnd</Link>: drag and drop of rules
            and groups
          </li>
          {flavourIds.map(id => (
            <li key={id}>
              <code>{flavours[id].packageName}</code>: controls built from {flavours[id].label} (
              <Link to={`/demo/${id}`}>demo</Link>)
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
