import Link from '@docusaurus/Link';
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { RuleGroupType, RuleGroupTypeAny } from 'react-querybuilder';
import { withoutIds } from '../../demo/queryShape';
import { labRows } from '../dataset';
import { literalMatches, withHostileValues } from '../hostile';
import { queryAttack, type QueryAttackId } from '../hostileQuery/attacks';
import HostileQueryCheck from '../hostileQuery/HostileQueryCheck';
import { compareResults, summarise } from './comparison';
import ComparisonTable, { behaviourDocs } from './ComparisonTable';
import DatasetTable from './DatasetTable';
import EngineCard from './EngineCard';
import { runTabEngines } from './engineNames';
import { explainRun } from './explain';
import HostileCheck from './HostileCheck';
import type { LabViews } from './labClient';
import { labClient } from './labSession';
import RoundTrip from './RoundTrip';
import { checkSqlTemplate, defaultSqlTemplate } from './sqlTemplate';
import styles from './lab.module.css';

export interface RunSettings {
  /** The reader's statement around the export, for the SQL engines; the default one until they write theirs. */
  readonly sqlTemplate?: string;
  /** Hostile values in the text rules, to show that the SQL exports are safe from injection. */
  readonly hostile?: boolean;
  /** The query altered as an attacker would, run raw and sent through the server-side page's check. */
  readonly hostileQuery?: boolean;
  readonly hostileAttack?: QueryAttackId;
}

export interface RunPanelProps {
  readonly query: RuleGroupTypeAny;
  readonly parseNumbers: boolean;
  readonly settings: RunSettings;
  readonly onSettingsChange: (settings: RunSettings) => void;
}

/** Waits this long after the last edit before running: a burst of typing runs once. */
const settleMs = 120;

/** Every result of the run `key`, in the engines' order (a new array only when an engine answers). */
const resultsOf = (views: LabViews, key: string) =>
  runTabEngines.flatMap((id) => (views[id].resultKey === key ? (views[id].results ?? []) : []));

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
  const hostileQuery = settings.hostileQuery === true;
  const hostile = settings.hostile === true && !hostileQuery;
  const attackId = settings.hostileAttack ?? 'operator';
  // The engines take either query shape; the hostile values go into the text rules of the same tree, and a
  // hostile query is the attacker's body as it arrives, unchecked.
  const ranQuery = useMemo(
    () =>
      hostileQuery
        ? (queryAttack(attackId).alter(query) as unknown as RuleGroupTypeAny)
        : hostile
          ? (withHostileValues(query as RuleGroupType) as RuleGroupTypeAny)
          : query,
    [hostile, hostileQuery, attackId, query],
  );
  const key = useMemo(
    () => JSON.stringify([withoutIds(ranQuery), parseNumbers, sqlTemplate]),
    [ranQuery, parseNumbers, sqlTemplate],
  );

  useEffect(() => client.load(), [client]);
  useEffect(() => {
    const timer = setTimeout(
      () => client.run({ key, query: ranQuery, options: { parseNumbers, sqlTemplate } }),
      settleMs,
    );
    return () => clearTimeout(timer);
    // The key stands for the query and the options.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key]);

  const current = useMemo(() => resultsOf(views, key), [views, key]);
  const comparison = useMemo(() => compareResults(current, labRows), [current]);
  const explanations = useMemo(() => explainRun(ranQuery, current, parseNumbers), [ranQuery, current, parseNumbers]);
  const literal = useMemo(() => (hostile ? literalMatches(ranQuery) : undefined), [hostile, ranQuery]);
  const expected = runTabEngines.filter((id) => views[id].phase !== 'failed');
  const waiting = expected.filter((id) => views[id].resultKey !== key || views[id].running).length;

  return (
    <div className={styles.run}>
      <p className={styles.intro}>
        The query runs on the real engine of each export format, in your browser, over one{' '}
        <a href="#lab-sample-table">sample table of {labRows.length} rows</a>. Where the engines disagree, the table
        says why; <Link to={behaviourDocs}>how each format behaves on real data</Link> explains every difference.
      </p>
      <div className={styles.switches}>
        <label>
          <input
            type="checkbox"
            checked={hostile}
            onChange={(event) => onSettingsChange({ ...settings, hostile: event.target.checked, hostileQuery: false })}
          />{' '}
          Hostile values (injection test)
        </label>
        <label>
          <input
            type="checkbox"
            checked={hostileQuery}
            onChange={(event) => onSettingsChange({ ...settings, hostileQuery: event.target.checked, hostile: false })}
          />{' '}
          Hostile query (server check)
        </label>
      </div>
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
      {hostile && <HostileCheck views={views} runKey={key} literal={literal} />}
      {hostileQuery && (
        <HostileQueryCheck
          query={query}
          attackId={attackId}
          onAttackChange={(id) => onSettingsChange({ ...settings, hostileAttack: id })}
          views={views}
          runKey={key}
        />
      )}
      <p className={styles.summary} role="status" aria-live="polite">
        {current.length === 0 ? 'Running the query…' : summarise(comparison, current.length + waiting)}
      </p>
      {explanations.rejection.length > 0 && <p className={styles.note}>{explanations.rejection.join(' ')}</p>}
      <ComparisonTable comparison={comparison} views={views} explanations={explanations} />
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
      <RoundTrip query={query} parseNumbers={parseNumbers} />
      <DatasetTable />
    </div>
  );
}
