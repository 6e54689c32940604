import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import { type CSSProperties, type ReactNode } from 'react';
import { flavourIds, flavours } from '@site/src/flavours/registry';
import LazyWhenVisible from '@site/src/components/LazyWhenVisible';
import homeStyles from '@site/src/home/home.module.css';
import styles from './index.module.css';
import { retryableLazy } from '@site/src/components/RetryableLazy';
import { latestDocsVersion, majorOfDocs } from '@site/config/docsVersions';

// Each interactive example is its own chunk, fetched when the reader scrolls near it.
const HomeQueryBuilder = retryableLazy(() => import('@site/src/home/HomeQueryBuilder'), 'the query builder');
const ImportExample = retryableLazy(() => import('@site/src/home/ImportExample'), 'the import example');
const ValueEditorsExample = retryableLazy(
  () => import('@site/src/home/ValueEditorsExample'),
  'the value editors example',
);
const StylingExample = retryableLazy(() => import('@site/src/home/StylingExample'), 'the styling example');

function Placeholder({ height, children }: { readonly height: string; readonly children: ReactNode }): ReactNode {
  return (
    <div className={homeStyles.placeholder} style={{ '--placeholder-height': height } as CSSProperties}>
      {children}
    </div>
  );
}

interface ShowcaseProps {
  readonly id: string;
  readonly title: string;
  readonly children: ReactNode;
  readonly example: ReactNode;
  readonly height: string;
  readonly link: { readonly to: string; readonly label: string };
}

function Showcase({ id, title, children, example, height, link }: ShowcaseProps): ReactNode {
  return (
    <section className="container margin-vert--xl" aria-labelledby={id}>
      <Heading as="h2" id={id}>
        {title}
      </Heading>
      <div className={styles.showcaseText}>
        {children} <Link to={link.to}>{link.label} →</Link>
      </div>
      <LazyWhenVisible placeholder={<Placeholder height={height}>Loading the example…</Placeholder>}>
        {example}
      </LazyWhenVisible>
    </section>
  );
}

export default function Home(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout
      title="The query builder component for React"
      description="react-querybuilder builds query-builder UIs in React and converts their queries to SQL, MongoDB, CEL, SpEL, JsonLogic and more."
    >
      <header className={styles.hero}>
        <div className="container">
          <h1 className={styles.title}>{siteConfig.title}</h1>
          <p className={styles.tagline}>
            The query builder component for React: let people compose filters from rules and groups, then export them to
            SQL, MongoDB, CEL, SpEL, JsonLogic and more.
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
            {/* Pinned to the major of the docs Get started opens; unpinned, npm would install the newest major. */}
            <code>npm i react-querybuilder@{majorOfDocs(latestDocsVersion)}</code>
          </p>
        </div>
      </header>
      <main>
        <section className="container margin-vert--xl" aria-labelledby="try-it">
          <Heading as="h2" id="try-it">
            Build a query, see it in your language
          </Heading>
          <p className={styles.showcaseText}>
            Add rules and groups below. The exported query follows every change; pick the format your back end speaks.
          </p>
          <LazyWhenVisible placeholder={<Placeholder height="22rem">Loading the query builder…</Placeholder>}>
            <HomeQueryBuilder />
          </LazyWhenVisible>
        </section>
        <Showcase
          id="import-export"
          title="Import and export"
          height="20rem"
          example={<ImportExample />}
          link={{ to: '/docs/utils/import', label: 'Import and export utilities' }}
        >
          Filters you already store as SQL, MongoDB, JsonLogic, CEL or SpEL can be parsed into a query, edited in the
          builder and written back out. Type SQL below: the builder and the MongoDB output follow.
        </Showcase>
        <Showcase
          id="extensibility"
          title="Bring your own controls"
          height="14rem"
          example={<ValueEditorsExample />}
          link={{ to: '/docs/components/valueeditor', label: 'Custom value editors' }}
        >
          Every part of the builder is a component you can replace. Here each field gets its own value editor: a date
          range, a rating slider and a searchable list of countries.
        </Showcase>
        <Showcase
          id="styling"
          title="Drag and drop, styled with CSS"
          height="18rem"
          example={<StylingExample />}
          link={{ to: '/docs/styling/overview', label: 'Styling' }}
        >
          Drag rules and groups by their handles with the <code>@react-querybuilder/dnd</code> add-on. The branch lines
          come from the stock stylesheet and one class, <code>queryBuilder-branches</code>; every element carries a
          stable class name for your own styles.
        </Showcase>
        <section className="container margin-vert--xl" aria-labelledby="flavours">
          <Heading as="h2" id="flavours">
            Fits your UI library
          </Heading>
          <p>
            Add-on packages swap the standard controls for the components of popular UI libraries. See each one in
            action:
          </p>
          <ul className={styles.flavours}>
            {flavourIds.map((id) => (
              <li key={id}>
                <Link className="button button--outline button--primary" to={`/demo/${id}`}>
                  {flavours[id].label}
                </Link>
              </li>
            ))}
          </ul>
          <p>
            Or write your own in the <Link to="/sandbox">sandbox</Link>, right in your browser.
          </p>
        </section>
      </main>
    </Layout>
  );
}
