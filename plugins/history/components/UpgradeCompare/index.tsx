import { useMemo, type ReactNode } from 'react';
import type { RuleGroupTypeAny } from 'react-querybuilder';
import { formatQuery as formatQuery8 } from 'rqb8/formatQuery';
import {
  exportFormats,
  exportQuery,
  type DemoExportFormat,
  type ExportSettings,
  type FormatQueryFunction,
} from '../../../../src/demo/exportFormats';
import { nextLibraryVersion, siteLibraryVersion } from '../../../../config/docsVersions';
import { compareOutputs, explainDifference, type Segment } from '../../upgrade/compareOutputs';
import styles from './styles.module.css';

export interface UpgradeCompareProps {
  readonly query: RuleGroupTypeAny;
  readonly format: DemoExportFormat;
  readonly settings: ExportSettings;
  readonly onClose: () => void;
}

const run = (runner: FormatQueryFunction | undefined, props: UpgradeCompareProps) => {
  try {
    return exportQuery(props.query, props.format, props.settings, runner);
  } catch (error) {
    return `formatQuery failed: ${error instanceof Error ? error.message : String(error)}`;
  }
};

// A newline between lines only: one after the last line adds an empty row at the bottom of the block.
function Line({ segments, last }: { readonly segments: readonly Segment[]; readonly last: boolean }): ReactNode {
  return (
    <>
      {segments.map((segment, i) =>
        segment.changed ? (
          <mark key={i} className={styles.changed}>
            {segment.text}
          </mark>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
      {last ? null : '\n'}
    </>
  );
}

/**
 * The export of the current query by the site's react-querybuilder and by the Next docs' release side by side, with
 * the differences marked and, where the migration guide explains them, its explanation. Loaded (with the Next
 * release's formatQuery) only when the reader asks for the comparison.
 */
export default function UpgradeCompare(props: UpgradeCompareProps): ReactNode {
  const outputs = useMemo(
    () => ({
      v7: run(undefined, props),
      v8: run(formatQuery8 as FormatQueryFunction, props),
    }),
    [props],
  );
  const lines = useMemo(() => compareOutputs(outputs.v7, outputs.v8), [outputs]);
  const same = outputs.v7 === outputs.v8;
  const label = exportFormats.find((f) => f.format === props.format)?.label ?? props.format;
  const explanation = explainDifference(props.query, props.format);
  return (
    <section aria-label={`Compare with ${nextLibraryVersion}`} className={styles.compare} data-testid="upgrade-compare">
      <div className={styles.header}>
        <h3 className={styles.title}>
          {label}: {siteLibraryVersion} and {nextLibraryVersion}
        </h3>
        <button type="button" className="button button--sm button--outline button--secondary" onClick={props.onClose}>
          Close the comparison
        </button>
      </div>
      <p className={styles.summary} role="status">
        {same ? (
          'Both versions export this query identically in this format.'
        ) : explanation.texts.length ? (
          <>
            The outputs differ. The migration guide explains it: {explanation.texts.join(' ')}{' '}
            <a href={explanation.href}>Read the guide</a>
          </>
        ) : (
          <>
            The outputs differ, and the <a href={explanation.href}>migration guide</a> does not describe this change to
            the {label} format.
          </>
        )}
      </p>
      <div className={styles.columns}>
        {(['v7', 'v8'] as const).map((side) => (
          <figure key={side} className={styles.column}>
            <figcaption>react-querybuilder {side === 'v7' ? siteLibraryVersion : nextLibraryVersion}</figcaption>
            <pre className={styles.output} data-testid={`upgrade-${side}`} tabIndex={0}>
              <code>
                {lines[side].map((segments, i, all) => (
                  <Line key={i} segments={segments} last={i === all.length - 1} />
                ))}
              </code>
            </pre>
          </figure>
        ))}
      </div>
    </section>
  );
}
