import { useColorMode } from '@docusaurus/theme-common';
import { useHistory } from '@docusaurus/router';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import { useEffect, type ReactNode } from 'react';
import { flavourAdapters } from '../flavours/adapters';
import CodePanel from './CodePanel';
import DemoBuilder from './DemoBuilder';
import ExportPanel from './ExportPanel';
import FlavourSwitcher, { demoPath } from './FlavourSwitcher';
import ImportPanel from './ImportPanel';
import OptionsPanel from './OptionsPanel';
import type { DemoFlavour } from './permalink';
import { useDemoState } from './useDemoState';
import { useFlavour } from './useFlavour';
import styles from './demo.module.css';

/** The whole demo: flavour switcher, options, the builder and its export, import and code panels. */
export default function DemoShell({ pageFlavour }: { readonly pageFlavour: DemoFlavour }): ReactNode {
  const demo = useDemoState(pageFlavour);
  const { state } = demo;
  const { colorMode } = useColorMode();
  const flavour = useFlavour(pageFlavour);
  const history = useHistory();
  const label = flavourAdapters[pageFlavour]?.label ?? pageFlavour;

  useEffect(() => {
    // A permalink names its flavour: show it there, with the same hash.
    if (demo.linkedFlavour) history.replace(`${demoPath(demo.linkedFlavour)}${window.location.hash}`);
  }, [demo.linkedFlavour, history]);

  return (
    <div className={styles.demo} data-demo-ready={demo.restored && flavour.status !== 'loading'}>
      {demo.notice && (
        <div className="alert alert--warning" role="alert">
          {demo.notice}{' '}
          <button type="button" className="button button--sm button--link" onClick={demo.dismissNotice}>
            Dismiss
          </button>
        </div>
      )}
      <FlavourSwitcher state={state} />
      <div className={styles.layout}>
        <OptionsPanel
          options={state.options}
          onChange={demo.setOption}
          onReset={demo.resetOptions}
          onSelectAll={demo.selectAllOptions}
        />
        <div className={styles.main}>
          <section aria-label="Query builder" aria-busy={flavour.status === 'loading'} className={styles.builder}>
            {flavour.status === 'ready' && (
              <DemoBuilder
                flavour={flavour.module}
                colorMode={colorMode}
                options={state.options}
                query={state.query}
                onQueryChange={demo.setQuery}
              />
            )}
            {flavour.status === 'loading' && (
              <p className={styles.loading} role="status">
                <span className={styles.spinner} aria-hidden="true" /> Loading {label}…
              </p>
            )}
            {flavour.status === 'failed' && (
              <div className="alert alert--danger" role="alert">
                {flavour.message}{' '}
                <button type="button" className="button button--sm button--danger" onClick={flavour.retry}>
                  Retry
                </button>
              </div>
            )}
          </section>
          <Tabs className={styles.tabs}>
            <TabItem value="export" label="Export" default>
              <ExportPanel
                query={state.query}
                format={state.format}
                parseNumbers={state.options.parseNumbers}
                onFormatChange={demo.setFormat}
              />
            </TabItem>
            <TabItem value="import" label="Import">
              <ImportPanel independentCombinators={state.options.independentCombinators} onImport={demo.setQuery} />
            </TabItem>
            <TabItem value="code" label="Code">
              <CodePanel flavour={pageFlavour} options={state.options} query={state.query} />
            </TabItem>
          </Tabs>
        </div>
      </div>
    </div>
  );
}
