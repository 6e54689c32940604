import Link from '@docusaurus/Link';
import { useWindowSize } from '@docusaurus/theme-common';
import { useState, type ReactNode } from 'react';
import { demoOptionIds, demoOptionInfo, optionDocsLabel, type DemoOptionId, type DemoOptions } from './options';
import styles from './demo.module.css';

export interface OptionsPanelProps {
  readonly options: DemoOptions;
  readonly onChange: (id: DemoOptionId, value: boolean) => void;
  readonly onReset: () => void;
  readonly onSelectAll: () => void;
}

/**
 * One labelled checkbox per demo option, each with a link to the docs that explain it. On phones the
 * options start folded so the builder and the tabs below stay in view; the reader's own toggle wins afterwards.
 * The server renders them folded too ("ssr" is neither width): open there, the 20 options stood between a
 * phone's builder and its tabs until hydration, which then pulled the tabs up by 670 px.
 */
export default function OptionsPanel({ options, onChange, onReset, onSelectAll }: OptionsPanelProps): ReactNode {
  const windowSize = useWindowSize();
  const [open, setOpen] = useState<boolean>();
  return (
    <details
      className={styles.optionsFold}
      open={open ?? windowSize === 'desktop'}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>Options</summary>
      <fieldset className={styles.options}>
        <legend>Options</legend>
        <ul>
          {demoOptionIds.map((id) => (
            <li key={id}>
              <label>
                <input
                  type="checkbox"
                  name={id}
                  checked={options[id]}
                  onChange={(event) => onChange(id, event.target.checked)}
                />{' '}
                {demoOptionInfo[id].label}
              </label>{' '}
              <Link
                to={demoOptionInfo[id].docs}
                className={styles.optionDocs}
                aria-label={optionDocsLabel(id)}
                title={optionDocsLabel(id)}
              >
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
    </details>
  );
}
