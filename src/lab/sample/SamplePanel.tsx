import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import { useEffect, useId, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { RuleGroupTypeAny } from 'react-querybuilder';
import { defaultDemoOptions } from '../../demo/options';
import { defaultDemoState, encodeDemoHash } from '../../demo/permalink';
import { checkQuery, withoutIds } from '../../demo/queryShape';
import { labColumns, labRows } from '../dataset';
import { sqlPresetOf } from '../engines/sqlPresets';
import { release7, type LabResult } from '../types';
import { rowCount } from '../run/comparison';
import { runTabEngineNames, type RunTabEngineId } from '../run/engineNames';
import { labClient } from '../run/labSession';
import RowsTable, { type LabColumn } from '../run/RowsTable';
import { exportFormatSections, pageSampleQueries, pageVersion, type ExportPage, type SectionRun } from './sections';
import lab from '../run/lab.module.css';
import styles from './samplePanel.module.css';

const errorClass = `${lab.error} ${styles.error}`;

export interface SamplePanelProps {
  /** The heading id of the format section. */
  readonly section: string;
  readonly onClose: () => void;
}

/** Which export page the panel is on: the Next docs' (8.24.1) or v7's. */
export const exportPageAt = (pathname: string): ExportPage => (/\/docs\/next\//.test(pathname) ? 'next' : 'v7');

type Parsed =
  { readonly ok: true; readonly query: RuleGroupTypeAny } | { readonly ok: false; readonly message: string };

/** The reader's JSON as a query, or why it is none (the demo's own checks: shape, depth, size). */
export function parseSampleQuery(text: string): Parsed {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `This is not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  const checked = checkQuery(value);
  return checked.ok ? { ok: true, query: checked.query } : { ok: false, message: `Not a query: ${checked.reason}.` };
}

/** The fields a query reads, in the sample table's column order. */
const fieldsOf = (query: RuleGroupTypeAny): LabColumn[] => {
  const fields = new Set<string>();
  const visit = (group: RuleGroupTypeAny) => {
    for (const item of group.rules) {
      if (typeof item === 'string') continue;
      if ('rules' in item) visit(item);
      else fields.add(item.field);
    }
  };
  visit(query);
  return labColumns.filter((column) => fields.has(column));
};

function Rows({ result, query }: { readonly result: LabResult; readonly query: RuleGroupTypeAny }): ReactNode {
  if (result.error !== undefined) {
    return (
      <p className={errorClass} data-outcome="rejected">
        The engine rejected it: <code>{result.error}</code>
      </p>
    );
  }
  const columns: LabColumn[] = [
    'firstName',
    'lastName',
    ...fieldsOf(query).filter((f) => f !== 'firstName' && f !== 'lastName'),
  ];
  const rows = labRows.filter((row) => result.matches?.includes(row.id));
  return (
    <>
      <p className={styles.count} data-outcome="rows">
        {rowCount(rows.length)}
        {result.rowErrors &&
          result.rowErrors.length > 0 &&
          `; it raised an error on ${rowCount(result.rowErrors.length)}`}
      </p>
      {rows.length > 0 && <RowsTable rows={rows} columns={columns} label="Matched rows" />}
    </>
  );
}

/**
 * A format section's sample on that format's real engine: the page's query (editable), the exact text the engine
 * ran and the rows it matched, and a link to the demo's Run tab with the same query, where every engine runs it.
 */
export default function SamplePanel({ section, onClose }: SamplePanelProps): ReactNode {
  const page = exportPageAt(useLocation().pathname);
  const run = exportFormatSections[page][section];
  // Only a runnable section has a button (sections.ts), so a panel for any other one has nothing to show.
  return run ? <RunPanel page={page} section={section} run={run} onClose={onClose} /> : null;
}

function RunPanel({
  page,
  section,
  run,
  onClose,
}: SamplePanelProps & { readonly page: ExportPage; readonly run: SectionRun }): ReactNode {
  const version = pageVersion[page];
  const sample = pageSampleQueries[page];
  const [text, setText] = useState(() => JSON.stringify(sample.query, null, 2));
  const [parseNumbers, setParseNumbers] = useState(false);
  const [asked, setAsked] = useState<{ key: string; query: RuleGroupTypeAny }>();
  const parsed = useMemo(() => parseSampleQuery(text), [text]);
  const id = useId();
  const client = labClient();
  const views = useSyncExternalStore(client.subscribe, client.views, client.views);
  const engine = run.engine as RunTabEngineId;

  const start = () => {
    if (!parsed.ok) return;
    const key = JSON.stringify(['sample', page, section, withoutIds(parsed.query), parseNumbers]);
    setAsked({ key, query: parsed.query });
    client.load([engine]);
    client.run({ key, query: parsed.query, options: { parseNumbers }, versions: [version] });
  };
  // The first run starts with the panel: the reader pressed Run to see it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(start, []);

  const view = views[engine];
  const result =
    view && asked && view.resultKey === asked.key
      ? view.results?.find((r) => r.format === run.format && r.version === version)
      : undefined;
  const demoQuery = parsed.ok ? parsed.query : sample.query;
  const preset = sqlPresetOf(engine);
  const demoLink = `/demo${encodeDemoHash({
    ...defaultDemoState('default'),
    query: demoQuery,
    options: { ...defaultDemoOptions, parseNumbers },
    tab: 'run',
    labVersions: version,
  })}`;

  return (
    <section
      className={`${lab.box} ${styles.panel}`}
      data-lab-sample={section}
      aria-labelledby={`${id}-title`}
      data-markdown-ignore=""
    >
      <div className={styles.head}>
        <h4 id={`${id}-title`} className={styles.title}>
          <code>{run.format}</code> on {view?.label ?? runTabEngineNames[engine]}, in your browser
        </h4>
        <button type="button" className="button button--sm button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
      <p className={styles.note}>
        react-querybuilder {version}’s <code>formatQuery</code> exports the query below and the engine runs it over a
        sample table of {labRows.length} customers.{sample.note ? ` ${sample.note}` : ''}
      </p>
      <label className={styles.field}>
        The query (JSON, editable)
        <textarea
          className={lab.codeInput}
          value={text}
          spellCheck={false}
          rows={Math.min(16, text.split('\n').length)}
          aria-invalid={!parsed.ok}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      {!parsed.ok && (
        <p className={errorClass} role="alert">
          {parsed.message}
        </p>
      )}
      <div className={styles.actions}>
        <label>
          <input type="checkbox" checked={parseNumbers} onChange={(e) => setParseNumbers(e.target.checked)} />{' '}
          parseNumbers
        </label>
        <button type="button" className="button button--sm button--primary" onClick={start} disabled={!parsed.ok}>
          Run
        </button>
      </div>
      <div aria-live="polite" aria-busy={!result}>
        {view?.phase === 'failed' && (
          <p className={errorClass}>
            The engine could not load: {view.loadError}{' '}
            <button type="button" className="button button--sm button--danger" onClick={() => client.retry(engine)}>
              Retry
            </button>
          </p>
        )}
        {view && view.phase !== 'failed' && !result && (
          <p className={styles.note}>
            {view.phase === 'loading' ? (view.progress ?? 'Loading the engine…') : 'Running…'}
          </p>
        )}
        {view?.runError !== undefined && asked && view.resultKey === asked.key && (
          <p className={errorClass}>{view.runError}</p>
        )}
        {result && asked && (
          <>
            <p className={styles.label}>
              {preset ? (
                <>
                  It ran, exported with <code>preset: '{preset}'</code> (<Link to="#presets">SQL presets</Link>):
                </>
              ) : (
                'It ran:'
              )}
            </p>
            <pre className={lab.ran}>
              <code>{result.ran || '(nothing)'}</code>
            </pre>
            {result.params !== undefined && (
              <pre className={lab.ran}>
                <code>params: {JSON.stringify(result.params)}</code>
              </pre>
            )}
            <Rows result={result} query={asked.query} />
          </>
        )}
      </div>
      <p className={styles.note}>
        <Link to={demoLink}>Open this query in the demo’s Run tab</Link>, where every engine runs it side by side
        {/* The demo's builder is always the site's release: a reader coming from the Next page would otherwise not know
            that only the Run tab exports with the page's release. */}
        {version === release7
          ? '.'
          : `. The demo’s builder is react-querybuilder ${release7}; this link sets its Run tab to export with ${version}.`}
      </p>
    </section>
  );
}
