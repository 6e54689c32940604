import Link from '@docusaurus/Link';
import { lazy, memo, Suspense, useMemo, useState, type ReactNode } from 'react';
import type { RuleGroupTypeAny } from 'react-querybuilder';
import { nextLibraryVersion } from '../../config/docsVersions';
import CopyButton from './CopyButton';
import DemoCode from './DemoCode';
import { demoFields } from './fields';
import {
  exportCall,
  exportFormats,
  exportQuery,
  isDemoExportFormat,
  isDemoSqlPreset,
  keepsInvalidRules,
  leavesOutGroupNegation,
  sqlPresets,
  usesSqlPreset,
  type DemoExportFormat,
  type DemoSqlPreset,
} from './exportFormats';
import { exportSafety, exportSafetyNote } from './exportSafety';
import { negatesAGroup } from './queryShape';
import styles from './demo.module.css';

/** The notes quote the security page, Markdown code spans included: shown as code here too. */
const withCode = (note: string) =>
  note.split(/`([^`]+)`/).map((part, index) => (index % 2 ? <code key={index}>{part}</code> : part));

export interface ExportPanelProps {
  readonly query: RuleGroupTypeAny;
  readonly format: DemoExportFormat;
  readonly parseNumbers: boolean;
  /** "Use validation" is on: the export leaves out what the builder marks invalid. */
  readonly validate: boolean;
  readonly onFormatChange: (format: DemoExportFormat) => void;
  readonly preset: DemoSqlPreset;
  readonly onPresetChange: (preset: DemoSqlPreset) => void;
  /** Shown beside the first on wide screens (below it on narrow ones) while set. */
  readonly secondFormat: DemoExportFormat | undefined;
  readonly onSecondFormatChange: (format: DemoExportFormat | undefined) => void;
}

interface ExportViewProps {
  readonly name: string;
  readonly testId: string;
  readonly query: RuleGroupTypeAny;
  readonly format: DemoExportFormat;
  readonly parseNumbers: boolean;
  readonly validate: boolean;
  readonly preset: DemoSqlPreset;
  readonly onFormatChange: (format: DemoExportFormat) => void;
  readonly onPresetChange: (preset: DemoSqlPreset) => void;
  readonly children?: ReactNode;
}

/** One format: its pickers, the `formatQuery` call, the result and a copy button. */
function ExportView({
  name,
  testId,
  query,
  format,
  parseNumbers,
  validate,
  preset,
  onFormatChange,
  onPresetChange,
  children,
}: ExportViewProps): ReactNode {
  const settings = useMemo(
    () => ({ parseNumbers, fields: demoFields, preset, validate }),
    [parseNumbers, preset, validate],
  );
  const result = useMemo(() => {
    try {
      return exportQuery(query, format, settings);
    } catch (error) {
      return `formatQuery failed: ${error instanceof Error ? error.message : String(error)}`;
    }
  }, [query, format, settings]);
  const language = exportFormats.find((f) => f.format === format)?.language ?? 'text';

  return (
    <section aria-label={name} className={styles.panel}>
      <div className={styles.exportPickers}>
        <label className={styles.picker}>
          Format{' '}
          <select
            value={format}
            onChange={(event) => {
              if (isDemoExportFormat(event.target.value)) onFormatChange(event.target.value);
            }}
          >
            {exportFormats.map((f) => (
              <option key={f.format} value={f.format}>
                {f.label}
              </option>
            ))}
          </select>
        </label>
        {usesSqlPreset(format) && (
          <label className={styles.picker}>
            SQL dialect{' '}
            <select
              value={preset}
              onChange={(event) => {
                if (isDemoSqlPreset(event.target.value)) onPresetChange(event.target.value);
              }}
            >
              {sqlPresets.map((p) => (
                <option key={p.preset} value={p.preset}>
                  {p.label}
                </option>
              ))}
            </select>
          </label>
        )}
        {children}
      </div>
      <DemoCode language="ts">{exportCall(format, settings)}</DemoCode>
      {validate && (
        <p className={styles.codeNote} data-export-validation={keepsInvalidRules(format) ? 'kept' : 'left-out'}>
          {keepsInvalidRules(format)
            ? 'Use validation is on, but JSON keeps invalid rules; the other formats leave them out.'
            : 'Use validation is on: invalid rules and groups are left out.'}
        </p>
      )}
      <div data-testid={testId} className={styles.wrappedResult}>
        <DemoCode language={language} title="Result">
          {result}
        </DemoCode>
      </div>
      {leavesOutGroupNegation.has(format) && negatesAGroup(query) && (
        <p className={styles.codeNote} data-export-negation="left-out">
          This query negates a group, and this format leaves a group&rsquo;s &ldquo;not&rdquo; out: the result matches
          the opposite of that group. Negate its rules instead (<code>!=</code>, <code>notIn</code>).{' '}
          <Link to="/docs/utils/export#behaviour-mongodb">MongoDB pitfalls</Link>
        </p>
      )}
      <p className={styles.codeNote} data-export-safety={exportSafety[format]}>
        {withCode(exportSafetyNote[exportSafety[format]])} <Link to="/docs/security#formats">Security</Link>
      </p>
      <CopyButton
        text={result}
        label={`Copy the ${exportFormats.find((f) => f.format === format)?.label ?? format} result`}
      />
    </section>
  );
}

// The Next release's formatQuery and the comparison view load on demand: never in the demo's first load.
const UpgradeCompare = lazy(() => import(/* webpackChunkName: "upgrade-compare" */ '@theme/UpgradeCompare'));

/**
 * The current query in one or two `formatQuery` formats, each with the call that produced it, and on
 * request the first format's export by the Next docs' release beside the site's.
 */
function ExportPanel(props: ExportPanelProps): ReactNode {
  const { secondFormat, onSecondFormatChange } = props;
  const [comparing, setComparing] = useState(false);
  const [compareFailed, setCompareFailed] = useState(false);
  const compareSettings = useMemo(
    () => ({ parseNumbers: props.parseNumbers, fields: demoFields, preset: props.preset, validate: props.validate }),
    [props.parseNumbers, props.preset, props.validate],
  );
  const startComparing = () => {
    setCompareFailed(false);
    // Fetch the chunk now so that a failure shows here rather than as a crashed panel.
    import(/* webpackChunkName: "upgrade-compare" */ '@theme/UpgradeCompare').then(
      () => setComparing(true),
      () => setCompareFailed(true),
    );
  };
  const common = {
    query: props.query,
    parseNumbers: props.parseNumbers,
    validate: props.validate,
    preset: props.preset,
    onPresetChange: props.onPresetChange,
  };
  // The comparison sits below the grid of exports, not in it: as a grid item spanning every column it kept the
  // columns of a wide screen, and the export beside it shrank to one of them.
  return (
    <>
      <div className={styles.exports}>
        <ExportView
          name="Export"
          testId="export-result"
          format={props.format}
          onFormatChange={props.onFormatChange}
          {...common}
        >
          {secondFormat === undefined && (
            <button
              type="button"
              className="button button--sm button--outline button--primary"
              onClick={() => onSecondFormatChange(props.format === 'natural_language' ? 'sql' : 'natural_language')}
            >
              Compare with another format
            </button>
          )}
          {!comparing && (
            <button
              type="button"
              className="button button--sm button--outline button--primary"
              onClick={startComparing}
            >
              Compare with {nextLibraryVersion}
            </button>
          )}
          {compareFailed && (
            <span role="alert">The {nextLibraryVersion} comparison could not be loaded. Try again.</span>
          )}
        </ExportView>
        {secondFormat !== undefined && (
          <ExportView
            name="Second export"
            testId="export-result-2"
            format={secondFormat}
            onFormatChange={onSecondFormatChange}
            {...common}
          >
            <button
              type="button"
              className="button button--sm button--outline button--secondary"
              aria-label="Close the second export"
              onClick={() => onSecondFormatChange(undefined)}
            >
              Close
            </button>
          </ExportView>
        )}
      </div>
      {comparing && (
        <Suspense fallback={<p role="status">Loading react-querybuilder {nextLibraryVersion}…</p>}>
          <UpgradeCompare
            query={props.query}
            format={props.format}
            settings={compareSettings}
            onClose={() => setComparing(false)}
          />
        </Suspense>
      )}
    </>
  );
}

// Memoised like the builder: its highlighted results need redrawing only when the query or the formats change.
export default memo(ExportPanel);
