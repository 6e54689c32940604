import type { ReactNode } from 'react';
import styles from './styles.module.css';

const kinds = [
  ['all', 'Everything'],
  ['prop', 'Props'],
  ['option', 'Options'],
  ['format', 'Formats'],
  ['function', 'Functions and components'],
  ['type', 'Types'],
  ['value', 'Constants'],
] as const;

/**
 * The change page's kind filter: radio buttons whose checked state the page's CSS reads (`:has()`), so
 * filtering needs no script, and with none every entry shows.
 */
export default function ReleaseFilter(): ReactNode {
  return (
    <fieldset className={styles.filter}>
      <legend>Show</legend>
      {kinds.map(([kind, label]) => (
        <label key={kind}>
          <input
            type="radio"
            name="release-kind"
            value={kind}
            defaultChecked={kind === 'all'}
            data-release-kind={kind}
          />{' '}
          {label}
        </label>
      ))}
    </fieldset>
  );
}
