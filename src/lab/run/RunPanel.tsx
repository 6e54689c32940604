import Link from '@docusaurus/Link';
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { RuleGroupTypeAny } from 'react-querybuilder';
import { withoutIds } from '../../demo/queryShape';
import { labRows } from '../dataset';
import type { LabResult } from '../types';
import { compareResults, summarise } from './comparison';
import ComparisonTable from './ComparisonTable';
import DatasetTable from './DatasetTable';
import EngineCard from './EngineCard';
import { runTabEngines } from './engineNames';
import { labClient } from './labSession';
import { checkSqlTemplate, defaultSqlTemplate } from './sqlTemplate';
import styles from './lab.module.css';

/** Where the docs explain each difference the table shows. */
export const behaviourDocs = '/docs/utils/export#how-each-format-behaves-on-real-data';

export interface RunSettings {
  /** The reader's statement around the export, for the SQL engines; the default one until they write theirs. */
  readonly sqlTemplate?: string;
}

export interface RunPanelProps {
  readonly query: RuleGroupTypeAny;
  readonly parseNumbers: boolean;
  readonly settings: RunSettings;
  readonly onSettingsChange: (settings: RunSettings) => void;
}

/** Waits this long after the last edit before running: a burst of typing runs once. */
const settleMs = 120;

/**
 * The Run tab: the current query, exported in every format the lab knows, run on each format's real engine
 * over one sample table; the rows side by side, each disagreement explained.
 */
export default function RunPanel({ query, parseNumbers, settings, onSettingsChange }: RunPanelProps): ReactNode {
  const client = labClient();
  const views = useSyncExternalStore(client.subscribe, client.views, client.views);
  const typed = settings.sqlTemplate ?? defaultSqlTemplate;
  const template = checkSqlTemplate(typed);
  const sqlTemplate = template.ok ? template.template : defaultSqlTemplate;
  const key = useMemo(
    () => JSON.stringify([withoutIds(query), parseNumbers, sqlTemplate]),
    [query, parseNumbers, sqlTemplate],
  );

  useEffect(() => client.load(), [client]);
  useEffect(() => {
    const timer = setTimeout(() => client.run({ key, query, options: { parseNumbers, sqlTemplate } }), settleMs);
    return () => clearTimeout(timer);
    // The key stands for the query and the options.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key]);

  const current: LabResult[] = runTabEngines.flatMap((id) =>
    views[id].resultKey === key ? (views[id].results ?? []) : [],
  );
  const comparison = compareResults(current, labRows);
  const expected = runTabEngines.reduce((sum, id) => sum + (views[id].phase === 'failed' ? 0 : 1), 0);
  const answered = runTabEngines.filter((id) => views[id].resultKey === key && !views[id].running).length;

  return (
    <div className={styles.run}>
      <p className={styles.intro}>
        The query runs on the real engine of each export format, in your browser, over one{' '}
        <a href="#lab-sample-table">sample table of {labRows.length} rows</a>. Where the engines disagree, the table
        says why; <Link to={behaviourDocs}>how each format behaves on real data</Link> explains every difference.
      </p>
      <label className={styles.template}>
        SQL run by PostgreSQL and SQLite (<code>{'{where}'}</code> is the export)
        <input
          type="text"
          value={typed}
          spellCheck={false}
          aria-invalid={!template.ok}
          aria-describedby="lab-template-note"
          onChange={(event) => onSettingsChange({ ...settings, sqlTemplate: event.target.value })}
        />
      </label>
      <p
        id="lab-template-note"
        className={template.ok ? styles.note : styles.error}
        role={template.ok ? undefined : 'alert'}
      >
        {template.ok ? (
          <>
            Tables: <code>people</code> (the sample) and <code>lab_guard</code>, which no export may read or change.
          </>
        ) : (
          `${template.message} Running the default statement meanwhile.`
        )}
      </p>
      <p className={styles.summary} role="status" aria-live="polite">
        {answered < expected && answered === 0
          ? 'Running the query…'
          : summarise(comparison, current.length + (expected - answered))}
      </p>
      <ComparisonTable comparison={comparison} views={views} query={query} parseNumbers={parseNumbers} />
      <div className={styles.engines}>
        {runTabEngines.map((id) => (
          <EngineCard
            key={id}
            view={views[id]}
            current={views[id].resultKey === key}
            onRetry={() => client.retry(id)}
          />
        ))}
      </div>
      <DatasetTable />
    </div>
  );
}
