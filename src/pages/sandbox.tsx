import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import type { ReactNode } from 'react';
import QueryPlayground from '@site/src/sandbox/QueryPlayground';

export default function Sandbox(): ReactNode {
  return (
    <Layout
      title="Sandbox"
      description="Convert a SQL WHERE clause into a react-querybuilder query and into MongoDB, CEL, SpEL, JsonLogic and plain English, right in your browser.">
      <main className="container margin-vert--lg">
        <h1>Sandbox</h1>
        <p>
          Paste a SQL <code>WHERE</code> clause to see how react-querybuilder 7.7.1 reads it with{' '}
          <Link to="/docs/utils/import">parseSQL</Link> and how{' '}
          <Link to="/docs/utils/export">formatQuery</Link> writes the same query in other languages. Everything runs
          in your browser. To edit the query with a visual builder, use the <Link to="/demo">demo</Link>.
        </p>
        <QueryPlayground />
      </main>
    </Layout>
  );
}
