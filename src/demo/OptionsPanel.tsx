import Link from '@docusaurus/Link';
import type { ReactNode } from 'react';
import { demoOptionIds, demoOptionInfo, type DemoOptionId, type DemoOptions } from './options';
import styles from './demo.module.css';

export interface OptionsPanelProps {
  readonly options: DemoOptions;
  readonly onChange: (id: DemoOptionId, value: boolean) => void;
  readonly onReset: () => void;
  readonly onSelectAll: () => void;
}

/** One labelled checkbox per demo option, each with a link to the docs that explain it. */
export default function OptionsPanel({ options, onChange, onReset, onSelectAll }: OptionsPanelProps): ReactNode {
  return (
    <fieldset className={styles.options}>
      <legend>Options</legend>
      <ul>
        {demoOptionIds.map(id => (
          <li key={id}>
            <label>
              <input type="checkbox" name={id} checked={options[id]} onChange={event => onChange(id, event.target.checked)} />{' '}
              {demoOptionInfo[id].label}
            </label>{' '}
            <Link to={demoOptionInfo[id].docs} className={styles.optionDocs} aria-label={`Documentation of ${id}`} title={`Docs: ${id}`}>
              ?
            </Link>
          </li>
        ))}
      </ul>
      <div className={styles.optionButtons}>
        <button type="button" className="button button--sm button--secondary" onClick={onReset}>
          Reset
        </button>
        <button type="button" className="button button--sm button--secondary" onClick={onSelectAll}>
          Select all
        </button>
      </div>
    </fieldset>
  );
}
