import { useMemo, type ReactNode } from 'react';
import type { RuleGroupTypeAny } from 'react-querybuilder';
import { roundTrip } from '../roundTrip';
import { formatLabel } from './ComparisonTable';
import styles from './lab.module.css';

const parserNames = {
  sql: 'parseSQL',
  mongodb: 'parseMongoDB',
  jsonlogic: 'parseJsonLogic',
  cel: 'parseCEL',
  spel: 'parseSpEL',
  jsonata: 'parseJSONata',
} as const;

/** For each format 7.7.1 can read back: whether parsing the export gives the same query, and what changed. */
export default function RoundTrip({
  query,
  parseNumbers,
}: {
  readonly query: RuleGroupTypeAny;
  readonly parseNumbers: boolean;
}): ReactNode {
  const results = useMemo(() => roundTrip(query, { parseNumbers }), [query, parseNumbers]);
  return (
    <section className={styles.roundTrip} aria-labelledby="lab-round-trip-heading">
      <h3 id="lab-round-trip-heading" className={styles.engineName}>
        Round trip: <code>parse…(formatQuery(query, format))</code>
      </h3>
      <ul className={styles.verdicts}>
        {results.map((result) => (
          <li key={result.format} data-round-trip={result.format} data-same={result.same}>
            <strong>{formatLabel(result.format)}</strong> (<code>{parserNames[result.format]}</code>):{' '}
            {result.error !== undefined ? (
              <span className={styles.engineMessage}>the parser failed: {result.error}</span>
            ) : result.same ? (
              'the same query comes back.'
            ) : (
              <>comes back changed: {result.differences.join('; ')}.</>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
