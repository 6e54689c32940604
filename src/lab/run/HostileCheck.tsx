import Link from '@docusaurus/Link';
import type { ReactNode } from 'react';
import { hostileValues } from '../hostile';
import type { LabResult } from '../types';
import { rowCount } from './comparison';
import { runTabEngineNames, type RunTabEngineId } from './engineNames';
import { hostileVerdict, verdictWords } from './hostileVerdict';
import type { LabViews } from './labClient';
import styles from './lab.module.css';

const sqlEngines: readonly RunTabEngineId[] = ['postgresql', 'sqlite'];

/** A hostile value as the reader can read it: control characters named, long ones shortened. */
export const showValue = (value: string): string => {
  const named = value.replaceAll('\u0000', '\\0');
  return named.length > 40 ? `${named.slice(0, 24)}… (${value.length.toLocaleString('en')} characters)` : named;
};

/**
 * The injection proof, for PostgreSQL and SQLite: with hostile values in the text rules, `sql` (escaped
 * literals) and `parameterized` (bound parameters) return the same rows (those the values match literally,
 * when every rule is a text rule) and the guard table is untouched after every run.
 */
export default function HostileCheck({
  views,
  runKey,
  literal,
}: {
  readonly views: LabViews;
  readonly runKey: string;
  readonly literal: readonly number[] | undefined;
}): ReactNode {
  return (
    <section className={styles.hostile} aria-labelledby="lab-hostile-heading">
      <h3 id="lab-hostile-heading" className={styles.engineName}>
        Hostile values
      </h3>
      <p className={styles.note}>
        The text rules now hold, in turn:{' '}
        {hostileValues.map((entry, index) => (
          <span key={entry.value}>
            {index > 0 && ', '}
            <code title={entry.why}>{showValue(entry.value)}</code>
          </span>
        ))}
        .{' '}
        {literal
          ? `Taken literally, they match ${rowCount(literal.length)}.`
          : 'The query has rules other than text ones, so the check compares sql with parameterized (bound parameters, never read as SQL).'}
      </p>
      <ul className={styles.verdicts}>
        {sqlEngines.map((engine) => {
          const view = views[engine];
          const results: readonly LabResult[] | undefined = view.resultKey === runKey ? view.results : undefined;
          if (!results) {
            return (
              <li key={engine} data-hostile-verdict={engine}>
                {runTabEngineNames[engine]}: {view.phase === 'failed' ? 'could not load.' : 'running…'}
              </li>
            );
          }
          const verdict = hostileVerdict(engine, results, literal);
          const safe = verdict.problems.length === 0;
          return (
            <li
              key={engine}
              data-hostile-verdict={engine}
              data-safe={safe}
              className={safe ? styles.safe : styles.error}
            >
              <strong>{view.label ?? runTabEngineNames[engine]}:</strong>{' '}
              {safe ? (
                <>
                  <span data-verdict-format="parameterized">
                    {verdictWords(verdict, literal !== undefined).parameterized}
                  </span>{' '}
                  <span data-verdict-format="sql">{verdictWords(verdict, literal !== undefined).sql}</span>{' '}
                  {verdictWords(verdict, literal !== undefined).guard}
                </>
              ) : (
                verdict.problems.join(' ')
              )}
            </li>
          );
        })}
      </ul>
      <p className={styles.note}>
        Why <code>sql</code> is for display only:{' '}
        <Link to="/docs/security#backslash">the sql format and backslashes</Link>.
      </p>
    </section>
  );
}
