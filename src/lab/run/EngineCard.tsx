import clsx from 'clsx';
import type { ReactNode } from 'react';
import { labRows } from '../dataset';
import type { LabResult } from '../types';
import { rowCount, rowName } from './comparison';
import { formatLabel } from './ComparisonTable';
import { runTabEngineNames, wasmEngines } from './engineNames';
import type { EngineView } from './labClient';
import styles from './lab.module.css';

const names = new Map(labRows.map((row) => [row.id, rowName(row)]));

/** Bound parameters as the reader would pass them to a driver. */
const paramsText = (params: NonNullable<LabResult['params']>) => JSON.stringify(params, null, 1).replace(/\n\s*/g, ' ');

function FormatResult({
  result,
  bothVersions,
}: {
  readonly result: LabResult;
  readonly bothVersions: boolean;
}): ReactNode {
  const matches = result.matches ?? [];
  return (
    <div className={styles.format} data-version={result.version}>
      <h4 className={styles.formatName}>
        {formatLabel(result.format)}
        {bothVersions && <span className={styles.versionMark}>{result.version}</span>}
      </h4>
      <pre className={styles.ran}>
        <code>{result.ran || '(nothing ran)'}</code>
      </pre>
      {result.params !== undefined && (
        <pre className={styles.ran}>
          <code>params: {paramsText(result.params)}</code>
        </pre>
      )}
      {result.error !== undefined ? (
        <p className={styles.error} data-outcome="rejected">
          The engine rejected it: <span className={styles.engineMessage}>{result.error}</span>
        </p>
      ) : (
        <p className={styles.rows} data-outcome="rows">
          <strong>{rowCount(matches.length)}</strong>
          {matches.length > 0 && <>: {matches.map((id) => names.get(id) ?? `#${id}`).join(', ')}</>}
        </p>
      )}
      {result.rowErrors && result.rowErrors.length > 0 && result.error === undefined && (
        <p className={styles.note}>
          Raised an error on {rowCount(result.rowErrors.length)} (they do not match), e.g.{' '}
          {names.get(result.rowErrors[0]!.id)}:{' '}
          <span className={styles.engineMessage}>{result.rowErrors[0]!.message}</span>
        </p>
      )}
      {result.guardIntact !== undefined && (
        <p className={result.guardIntact ? styles.safe : styles.error}>
          {result.guardIntact
            ? 'Guard table lab_guard: untouched.'
            : 'Guard table lab_guard was changed by this statement (the lab restored it).'}
        </p>
      )}
    </div>
  );
}

/** One engine: its name and version, then per format what it ran and what it matched. */
export default function EngineCard({
  view,
  current,
  onRetry,
  bothVersions = false,
}: {
  readonly view: EngineView;
  /** Both releases' results are shown: each says which it is. */
  readonly bothVersions?: boolean;
  /** Whether the results shown are the current query's (else a run for it is under way). */
  readonly current: boolean;
  readonly onRetry: () => void;
}): ReactNode {
  const headingId = `lab-engine-${view.id}`;
  const stale = !current || view.running;
  return (
    <section
      className={clsx(styles.engine, stale && view.results && styles.stale)}
      aria-labelledby={headingId}
      aria-busy={view.phase === 'loading' || view.running}
      data-engine={view.id}
    >
      <h3 id={headingId} className={styles.engineName}>
        {view.label ?? runTabEngineNames[view.id]}
      </h3>
      {view.phase === 'loading' && (
        <p className={styles.progress}>
          <span className={styles.spinner} aria-hidden="true" />{' '}
          {view.progress ??
            (wasmEngines.includes(view.id) ? 'Loading the engine and its WebAssembly…' : 'Loading the engine…')}
        </p>
      )}
      {view.phase === 'failed' && (
        <div className={styles.error}>
          The engine could not load: {view.loadError}{' '}
          <button type="button" className="button button--sm button--danger" onClick={onRetry}>
            Retry
          </button>
        </div>
      )}
      {view.phase === 'ready' && !view.results && !view.runError && <p className={styles.progress}>Running…</p>}
      {view.runError !== undefined && current && (
        <p className={styles.error} data-outcome="stopped">
          {view.runError}
        </p>
      )}
      {view.results?.map((result) => (
        <FormatResult key={`${result.format}:${result.version}`} result={result} bothVersions={bothVersions} />
      ))}
    </section>
  );
}
