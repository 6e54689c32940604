import Link from '@docusaurus/Link';
import { useMemo, type ReactNode } from 'react';
import type { RuleGroupTypeAny } from 'react-querybuilder';
import { labRows } from '../dataset';
import { formatLabel } from '../run/ComparisonTable';
import { runTabEngineNames, runTabEngines, type RunTabEngineId } from '../run/engineNames';
import type { LabViews } from '../run/labClient';
import labStyles from '../run/lab.module.css';
import { queryAttack, queryAttacks, type QueryAttackId } from './attacks';
import styles from './hostileQuery.module.css';
import { rawOutcomes } from './rawVerdict';
import { checkBody } from './checkBody';

/**
 * The Run tab's hostile query: the reader's query as an attacker would send it (one part changed), what the raw
 * export did with it on each engine (the Run tab runs it), and what the documented `readQuery` says of the body.
 */
export default function HostileQueryCheck({
  query,
  attackId,
  onAttackChange,
  views,
  runKey,
}: {
  readonly query: RuleGroupTypeAny;
  readonly attackId: QueryAttackId;
  readonly onAttackChange: (id: QueryAttackId) => void;
  readonly views: LabViews;
  readonly runKey: string;
}): ReactNode {
  const attack = queryAttack(attackId);
  const body = useMemo(() => JSON.stringify(attack.alter(query)), [attack, query]);
  const verdict = useMemo(() => checkBody(body), [body]);
  const plain = useMemo(() => checkBody(JSON.stringify(query)), [query]);
  const outcomes = runTabEngines.flatMap((id) =>
    views[id].resultKey === runKey && views[id].results ? rawOutcomes(views[id].results, labRows.length) : [],
  );
  // Engines of a release not chosen stay idle (never loaded): they are not waited for.
  const waiting = runTabEngines.filter(
    (id) => views[id].phase !== 'failed' && views[id].phase !== 'idle' && views[id].resultKey !== runKey,
  );

  return (
    <section className={labStyles.hostile} aria-labelledby="lab-hostile-query-heading" data-hostile-query={attackId}>
      <h3 id="lab-hostile-query-heading" className={labStyles.engineName}>
        Hostile query
      </h3>
      <fieldset className={styles.attacks}>
        <legend className={labStyles.note}>The part an attacker changes in the body your server receives:</legend>
        {queryAttacks.map((option) => (
          <label key={option.id}>
            <input
              type="radio"
              name="lab-hostile-attack"
              value={option.id}
              checked={option.id === attackId}
              onChange={() => onAttackChange(option.id)}
            />{' '}
            {option.label}
          </label>
        ))}
      </fieldset>
      <p className={labStyles.note}>{attack.aim} The body:</p>
      <pre className={styles.body}>
        <code>{body}</code>
      </pre>
      <p
        className={verdict.accepted ? labStyles.error : labStyles.safe}
        data-check-verdict={verdict.accepted ? 'accepted' : 'refused'}
        role="status"
      >
        {verdict.accepted ? (
          <>The documented check accepted this body.</>
        ) : (
          <>
            <strong>
              <Link to="/docs/tips/server-side#validate">readQuery</Link> refuses it:
            </strong>{' '}
            <code>{verdict.message}</code>
          </>
        )}
      </p>
      <p className={labStyles.note} data-plain-verdict={plain.accepted ? 'accepted' : 'refused'}>
        {plain.accepted
          ? 'The query you built passes the same check.'
          : `The query you built is refused too (${plain.message}): the check allows only the fields, operators and values its page lists.`}
      </p>
      <h4 className={styles.rawHeading}>Sent straight to formatQuery, without the check</h4>
      <ul className={`${labStyles.verdicts} ${styles.raw}`}>
        {outcomes.map((outcome) => (
          <li
            key={`${outcome.engine}-${outcome.format}`}
            data-raw-outcome={`${outcome.engine}-${outcome.format}`}
            data-harm={outcome.guardTouched || outcome.rows === labRows.length}
            className={outcome.guardTouched || outcome.rows === labRows.length ? labStyles.error : undefined}
          >
            <strong>
              {runTabEngineNames[outcome.engine as RunTabEngineId]}, {formatLabel(outcome.format)}:
            </strong>{' '}
            {outcome.sentence}.
          </li>
        ))}
        {waiting.length > 0 && (
          <li className={labStyles.note}>{waiting.map((id) => runTabEngineNames[id]).join(', ')}: running…</li>
        )}
      </ul>
      <p className={labStyles.note}>
        The table below shows the rows of this body on every engine. Why each part must be checked:{' '}
        <Link to="/docs/security#formats">Security</Link>.
      </p>
    </section>
  );
}
