import Link from '@docusaurus/Link';
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { RuleGroupType, RuleGroupTypeAny } from 'react-querybuilder';
import { withoutIds } from '../../demo/queryShape';
import { labRows } from '../dataset';
import { literalMatches, withHostileValues } from '../hostile';
import { queryAttack, type QueryAttackId } from '../hostileQuery/attacks';
import HostileQueryCheck from '../hostileQuery/HostileQueryCheck';
import type { SemanticsFix } from '../semantics';
import { release8 } from '../types';
import Causes from './Causes';
import { compareResults } from './comparison';
import ComparisonTable, { behaviourDocs, CauseNumbers, EngineLists } from './ComparisonTable';
import DatasetTable from './DatasetTable';
import EngineCard from './EngineCard';
import { enginesFor, notRunIn8, runTabEngineNames, type runTabEngines } from './engineNames';
import { explainRun } from './explain';
import { fixLabels, runVerdict } from './verdict';
import { labVersionChoices, versionsOf, type LabVersionChoice } from './versionChoice';
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
  readonly versionChoice: LabVersionChoice;
  readonly onVersionChoiceChange: (choice: LabVersionChoice) => void;
  /** Applies a cause's fix to the demo (turning on parseNumbers in its options). */
  readonly onFix: (fix: SemanticsFix) => void;
}

/** Waits this long after the last edit before running: a burst of typing runs once. */
const settleMs = 120;

/** Every result of the run `key`, in the engines' order (a new array only when an engine answers). */
const resultsOf = (views: LabViews, key: string, engines: readonly (typeof runTabEngines)[number][]) =>
  engines.flatMap((id) => (views[id].resultKey === key ? (views[id].results ?? []) : []));

/**
 * The Run tab: the current query, exported in every format the lab knows, run on each format's real engine
 * over one sample table; the rows side by side, each disagreement explained.
 */
export default function RunPanel({
  query,
  parseNumbers,
  settings,
  onSettingsChange,
  versionChoice,
  onVersionChoiceChange,
  onFix,
}: RunPanelProps): ReactNode {
  const client = labClient();
  const versions = useMemo(() => versionsOf(versionChoice), [versionChoice]);
  const bothVersions = versions.length > 1;
  const engines = useMemo(() => enginesFor(versions), [versions]);
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
    () => JSON.stringify([withoutIds(ranQuery), parseNumbers, sqlTemplate, versions]),
    [ranQuery, parseNumbers, sqlTemplate, versions],
  );

  useEffect(() => client.load(engines), [client, engines]);
  useEffect(() => {
    const timer = setTimeout(
      () => client.run({ key, query: ranQuery, options: { parseNumbers, sqlTemplate }, versions }),
      settleMs,
    );
    return () => clearTimeout(timer);
    // The key stands for the query and the options.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key]);

  const current = useMemo(() => resultsOf(views, key, engines), [views, key, engines]);
  const comparison = useMemo(() => compareResults(current, labRows), [current]);
  const explanations = useMemo(
    () => explainRun(ranQuery, current, parseNumbers, versions),
    [ranQuery, current, parseNumbers, versions],
  );
  const literal = useMemo(() => (hostile ? literalMatches(ranQuery) : undefined), [hostile, ranQuery]);
  const expected = engines.filter((id) => views[id].phase !== 'failed');
  const waiting = expected.filter((id) => views[id].resultKey !== key || views[id].running);
  const verdict = runVerdict(
    comparison,
    explanations,
    current.length + waiting.length,
    waiting.map((id) => runTabEngineNames[id]),
  );

  return (
    <div className={styles.run}>
      <p className={styles.verdict} role="status" aria-live="polite" data-verdict={verdict.kind}>
        {verdict.text}
        {verdict.causes.map((cause, index) => (
          <span key={cause.id}>
            {index === 0 ? ' ' : index === verdict.causes.length - 1 ? ' and ' : ', '}
            <CauseNumbers numbers={[cause.number]} /> {cause.title}
          </span>
        ))}
        {verdict.causes.length > 0 && '.'}
        {verdict.fix && (
          <>
            {' '}
            <span aria-hidden="true">→</span>{' '}
            <button type="button" className="button button--sm button--primary" onClick={() => onFix(verdict.fix!)}>
              {fixLabels[verdict.fix]}
            </button>
          </>
        )}
        {verdict.after && <span className={styles.after}> {verdict.after}</span>}
      </p>
      <p className={styles.intro}>
        The query runs on the real engine of each export format, in your browser, over one{' '}
        <a href="#lab-sample-table">sample table of {labRows.length} rows</a>;{' '}
        <Link to={behaviourDocs}>how each format behaves on real data</Link> explains the differences.
      </p>
      <div className={styles.switches}>
        <fieldset className={styles.versions}>
          <legend>formatQuery of react-querybuilder</legend>
          {labVersionChoices.map((choice) => (
            <label key={choice}>
              <input
                type="radio"
                name="lab-version"
                value={choice}
                checked={versionChoice === choice}
                onChange={() => onVersionChoiceChange(choice)}
              />{' '}
              {choice === 'both' ? 'both' : choice}
            </label>
          ))}
        </fieldset>
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
        <span>
          SQL run by PostgreSQL and SQLite, with <code className={styles.nowrap}>{'{where}'}</code> where the export
          goes
        </span>
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
      <Causes causes={explanations.causes} onFix={onFix} />
      <ComparisonTable comparison={comparison} views={views} explanations={explanations} bothVersions={bothVersions} />
      <EngineLists comparison={comparison} explanations={explanations} bothVersions={bothVersions} />
      <div className={styles.engines}>
        {engines.map((id) => (
          <EngineCard
            key={id}
            view={views[id]}
            current={views[id].resultKey === key}
            onRetry={() => client.retry(id)}
            bothVersions={bothVersions}
          />
        ))}
      </div>
      {versions.includes(release8) && (
        <section className={styles.notRun} aria-labelledby="lab-not-run-heading">
          <h3 id="lab-not-run-heading" className={styles.engineName}>
            {release8} formats not run here
          </h3>
          <ul className={styles.verdicts}>
            {notRunIn8.map((entry) => (
              <li key={entry.format} data-not-run={entry.format}>
                <code>{entry.format}</code>: {entry.reason}
              </li>
            ))}
          </ul>
        </section>
      )}
      <RoundTrip query={query} parseNumbers={parseNumbers} />
      <DatasetTable />
    </div>
  );
}
