import Link from '@docusaurus/Link';
import { useColorMode } from '@docusaurus/theme-common';
import { useHistory } from '@docusaurus/router';
import { Suspense, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { preloadHighlighter } from '../codeBlock/highlighterPreload';
import { flavourAdapters } from '../flavours/adapters';
import DemoBuilder from './DemoBuilder';
import DemoTabs from './DemoTabs';
import ExportPanel from './ExportPanel';
import FlavourSwitcher, { demoPath } from './FlavourSwitcher';
import { undoDocs, undoDocsLabel } from './undoDocs';
import { isTextEntry, undoKey } from './undoStack';
import { emptyImportDraft } from './importDraft';
import OptionsPanel from './OptionsPanel';
import type { DemoFlavour, DemoTab } from './permalink';
import { useDemoState } from './useDemoState';
import { useFlavour } from './useFlavour';
import type { RunSettings } from '../lab/run/RunPanel';
import styles from './demo.module.css';
import { retryableLazy } from '@site/src/components/RetryableLazy';

// The Import and Code tabs are hidden until chosen, and their code (six parsers, JSONata among them; the App.tsx
// generator) is most of the demo's script: it loads when a tab is first opened instead of with the page.
const loadImportPanel = () => import('./ImportPanel');
const loadCodePanel = () => import('./CodePanel');
const loadRunPanel = () => import('../lab/run/RunPanel');
const ImportPanel = retryableLazy(loadImportPanel, 'the import');
const CodePanel = retryableLazy(loadCodePanel, 'the code');
const RunPanel = retryableLazy(loadRunPanel, 'the engines');

/**
 * The Run tab's engines (a worker each; two fetch megabytes of WebAssembly) start loading only when the reader
 * points at that tab or opens it, never with the page or on the way to another tab.
 */
const startLab = () => {
  void import('../lab/run/labSession').then(({ startLab: start }) => start()).catch(() => undefined);
};

/**
 * Fetches both tabs' code once the reader heads for the tabs (pointer over them, or focus), so that the first
 * click seldom waits. A failure here is left to the tab itself, which loads again and shows any error.
 */
const preloadPanels = () => {
  void loadImportPanel().catch(() => undefined);
  void loadCodePanel().catch(() => undefined);
  void loadRunPanel().catch(() => undefined);
};

/**
 * Scrolls `element` to the top of the screen when its top is out of sight (or below `fold` of the screen's height): on
 * a phone the Import tab sits a screen below the builder, and a reader who pressed Import saw the success line but not
 * the query it brought in.
 */
function revealTop(element: HTMLElement | null, fold = 1): void {
  if (!element) return;
  const { top } = element.getBoundingClientRect();
  if (top < 0 || top >= window.innerHeight * fold) element.scrollIntoView({ block: 'start' });
}

/** A flavour's builder or a tab's code on its way. */
function Loading({ what }: { readonly what: string }): ReactNode {
  return (
    <p className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" /> Loading {what}…
    </p>
  );
}

/** The whole demo: flavour switcher, options, the builder and its export, import and code panels. */
export default function DemoShell({ pageFlavour }: { readonly pageFlavour: DemoFlavour }): ReactNode {
  const demo = useDemoState(pageFlavour);
  const { state } = demo;
  const { colorMode } = useColorMode();
  const flavour = useFlavour(pageFlavour);
  const router = useHistory();
  const label = flavourAdapters[pageFlavour]?.label ?? pageFlavour;
  const [importDraft, setImportDraft] = useState(emptyImportDraft);
  const { tab } = state;
  const setTab = (value: string) => demo.setTab(value as DemoTab);
  const [runSettings, setRunSettings] = useState<RunSettings>({});
  const builderSection = useRef<HTMLElement>(null);
  const tabsArea = useRef<HTMLDivElement>(null);
  const arrived = useRef(false);

  // Text fields keep the browser's own undo; everywhere else in the demo the keys undo and redo its changes.
  const onKeyDown = (event: KeyboardEvent) => {
    const step = undoKey(event);
    if (!step || isTextEntry(event.target)) return;
    event.preventDefault();
    if (step === 'undo') demo.undo();
    else demo.redo();
  };

  useEffect(() => {
    // A permalink that opens the Run tab (the export page's Run buttons link so) starts the engines at once.
    if (demo.restored && tab === 'run') startLab();
  }, [demo.restored, tab]);

  useEffect(() => {
    // A docs Run link comes for the engines' answer, which a phone's builder pushes below the fold: shown once it is drawn.
    if (!arrived.current && demo.restored && flavour.status !== 'loading') {
      arrived.current = true;
      if (tab === 'run') revealTop(tabsArea.current, 0.5);
    }
  }, [demo.restored, flavour.status, tab]);

  useEffect(() => {
    // A permalink names its flavour: show it there, with the same hash.
    if (demo.linkedFlavour) router.replace(`${demoPath(demo.linkedFlavour)}${window.location.hash}`);
  }, [demo.linkedFlavour, router]);

  return (
    // The keys are a shortcut for the Undo and Redo buttons, which keyboard users can reach too. Any edit redraws
    // the export, which the server highlighted: Prism comes once the reader heads for the demo, not with the page.
    <div
      className={styles.demo}
      data-demo-ready={demo.restored && flavour.status !== 'loading'}
      onKeyDown={onKeyDown}
      onPointerEnter={preloadHighlighter}
      onFocus={preloadHighlighter}
    >
      {demo.notice && (
        <div className="alert alert--warning" role="alert">
          {demo.notice}{' '}
          <button type="button" className="button button--sm button--link" onClick={demo.dismissNotice}>
            Dismiss
          </button>
        </div>
      )}
      <FlavourSwitcher state={state} />
      <div className={styles.undoBar} role="toolbar" aria-label="Undo and redo">
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={demo.undo}
          disabled={!demo.canUndo}
          aria-keyshortcuts="Control+Z Meta+Z"
          title="Undo the last change (Ctrl/⌘+Z)"
        >
          Undo
        </button>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={demo.redo}
          disabled={!demo.canRedo}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
          title="Redo the change undone last (Ctrl/⌘+Shift+Z)"
        >
          Redo
        </button>
        <Link to={undoDocs} className={styles.optionDocs} aria-label={undoDocsLabel} title={undoDocsLabel}>
          ?
        </Link>
      </div>
      <div className={styles.layout}>
        <OptionsPanel
          options={state.options}
          onChange={demo.setOption}
          onReset={demo.resetOptions}
          onSelectAll={demo.selectAllOptions}
        />
        <div className={styles.main}>
          <section
            ref={builderSection}
            aria-label="Query builder"
            aria-busy={flavour.status === 'loading'}
            className={styles.builder}
            data-flavour={pageFlavour}
          >
            {flavour.status === 'ready' && (
              <DemoBuilder
                flavour={flavour.module}
                colorMode={colorMode}
                options={state.options}
                query={state.query}
                onQueryChange={demo.setQuery}
              />
            )}
            {flavour.status === 'loading' && <Loading what={label} />}
            {flavour.status === 'failed' && (
              <div className="alert alert--danger" role="alert">
                {flavour.message}{' '}
                <button type="button" className="button button--sm button--danger" onClick={flavour.retry}>
                  Retry
                </button>
              </div>
            )}
          </section>
          {/* A hidden tab renders nothing, so the Code tab's App.tsx is built and highlighted only when shown. */}
          <div ref={tabsArea} className={styles.tabsArea} onPointerEnter={preloadPanels} onFocus={preloadPanels}>
            <DemoTabs
              label="Export, import, run and code"
              selected={tab}
              onSelect={setTab}
              tabs={[
                {
                  value: 'export',
                  label: 'Export',
                  render: () => (
                    <ExportPanel
                      query={state.query}
                      format={state.format}
                      parseNumbers={state.options.parseNumbers}
                      validate={state.options.validateQuery}
                      onFormatChange={demo.setFormat}
                      preset={state.preset}
                      onPresetChange={demo.setPreset}
                      secondFormat={state.secondFormat}
                      onSecondFormatChange={demo.setSecondFormat}
                    />
                  ),
                },
                {
                  value: 'import',
                  label: 'Import',
                  render: () => (
                    <Suspense fallback={<Loading what="the import" />}>
                      <ImportPanel
                        independentCombinators={state.options.independentCombinators}
                        notToggleShown={state.options.showNotToggle}
                        onShowNotToggle={() => demo.setOption('showNotToggle', true)}
                        onImport={(query) => {
                          demo.setQuery(query);
                          // After the imported query is drawn, so that the builder's height is its own.
                          requestAnimationFrame(() => revealTop(builderSection.current));
                        }}
                        onRun={(query) => {
                          demo.setQuery(query);
                          startLab();
                          setTab('run');
                        }}
                        draft={importDraft}
                        onDraftChange={setImportDraft}
                      />
                    </Suspense>
                  ),
                },
                {
                  value: 'run',
                  label: 'Run',
                  onApproach: startLab,
                  render: () => (
                    <Suspense fallback={<Loading what="the engines" />}>
                      <RunPanel
                        query={state.query}
                        parseNumbers={state.options.parseNumbers}
                        settings={runSettings}
                        onSettingsChange={setRunSettings}
                        versionChoice={state.labVersions}
                        onVersionChoiceChange={demo.setLabVersions}
                        onFix={(fix) => {
                          if (fix === 'parseNumbers') demo.setOption('parseNumbers', true);
                        }}
                      />
                    </Suspense>
                  ),
                },
                {
                  value: 'code',
                  label: 'Code',
                  render: () => (
                    <Suspense fallback={<Loading what="the code" />}>
                      <CodePanel flavour={pageFlavour} options={state.options} query={state.query} />
                    </Suspense>
                  ),
                },
              ]}
            />
          </div>
        </div>
      </div>
    </div>
  );
}
