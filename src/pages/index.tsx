import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type { ReactNode } from 'react';
import { flavourIds, flavours } from '@site/src/flavours/registry';
import styles from './index.module.css';

const features: ReadonlyArray<{ title: string; body: ReactNode; to: string; linkLabel: string }> = [
  {
    title: 'Export anywhere',
    body: (
      <>
        One call to <code>formatQuery</code> turns the query into SQL (plain or parameterized), MongoDB, CEL,
        SpEL, JsonLogic, Elasticsearch, JSONata or plain English.
      </>
    ),
    to: '/docs/utils/export',
    linkLabel: 'Export formats',
  },
  {
    title: 'Import from what you have',
    body: (
      <>
        Parsers for SQL, MongoDB, JsonLogic, CEL, SpEL and JSONata turn existing filters back into a query the
        builder can edit.
      </>
    ),
    to: '/docs/utils/import',
    linkLabel: 'Import parsers',
  },
  {
    title: 'Replace any piece',
    body: (
      <>
        Every control, from the field selector to the value editor, is a prop you can swap for your own component,
        with validation and translations built in.
      </>
    ),
    to: '/docs/components/querybuilder',
    linkLabel: 'QueryBuilder props',
  },
  {
    title: 'Styled your way',
    body: (
      <>
        Plain, stable class names and an optional stylesheet, drag and drop through an add-on, and branch lines drawn
        in pure CSS.
      </>
    ),
    to: '/docs/styling/overview',
    linkLabel: 'Styling',
  },
];

export default function Home(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout
      title="The query builder component for React"
      description="react-querybuilder builds query-builder UIs in React and converts their queries to SQL, MongoDB, CEL, SpEL, JsonLogic and more.">
      <header className={styles.hero}>
        <div className="container">
          <h1 className={styles.title}>{siteConfig.title}</h1>
          <p className={styles.tagline}>
            A highly customizable React component for building queries out of rules and groups, with export to and
            import from SQL, MongoDB, CEL, SpEL, JsonLogic and more.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/intro">
              Get started
            </Link>
            <Link className="button button--secondary button--lg" to="/demo">
              Try it out
            </Link>
          </div>
          <p className={styles.install}>
            <code>npm i react-querybuilder</code>
          </p>
        </div>
      </header>
      <main>
        <section className="container margin-vert--xl" aria-labelledby="why">
          <Heading as="h2" id="why">
            Why react-querybuilder
          </Heading>
          <div className="row">
            {features.map(feature => (
              <div key={feature.title} className="col col--3 margin-bottom--lg">
                <h3>{feature.title}</h3>
                <p>{feature.body}</p>
                <Link to={feature.to}>{feature.linkLabel} →</Link>
              </div>
            ))}
          </div>
        </section>
        <section className="container margin-vert--xl" aria-labelledby="flavours">
          <Heading as="h2" id="flavours">
            Fits your UI library
          </Heading>
          <p>
            Add-on packages swap the standard controls for the components of popular UI libraries. See each one in
            action:
          </p>
          <ul className={styles.flavours}>
            {flavourIds.map(id => (
              <li key={id}>
                <Link className="button button--outline button--primary" to={`/demo/${id}`}>
                  {flavours[id].label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </Layout>
  );
}
