import type { ReactNode } from 'react';
import type { SemanticsFix } from '../semantics';
import type { Cause } from './explain';
import { fixLabels } from './verdict';
import styles from './lab.module.css';

/**
 * The known differences behind this run, each explained once and numbered: the table's rows and the verdict refer
 * to them by number. A caveat is what the production engine would do that the lab's engine does not show.
 */
export default function Causes({
  causes,
  onFix,
}: {
  readonly causes: readonly Cause[];
  readonly onFix: (fix: SemanticsFix) => void;
}): ReactNode {
  if (causes.length === 0) return null;
  return (
    <ol className={styles.causeList} aria-label="Why the engines differ">
      {causes.map((cause) => (
        <li key={cause.id} id={`lab-cause-${cause.number}`} data-cause={cause.id} value={cause.number}>
          <strong>{cause.title}</strong>
          {cause.caveat && <span className={styles.caveat}> (the lab’s engine does not show it)</span>}.{' '}
          {cause.explanation}
          {cause.fix && (
            <>
              {' '}
              <button
                type="button"
                className="button button--sm button--outline button--primary"
                onClick={() => onFix(cause.fix!)}
              >
                {fixLabels[cause.fix]}
              </button>
            </>
          )}
        </li>
      ))}
    </ol>
  );
}
