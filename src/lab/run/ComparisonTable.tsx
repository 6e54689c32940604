import Link from '@docusaurus/Link';
import type { ReactNode } from 'react';
import { exportFormats } from '../../demo/exportFormats';
import type { LabFormat } from '../types';
import { describeOdd, rowName, type Comparison, type ComparisonColumn } from './comparison';
import { runTabEngineNames } from './engineNames';
import type { LabViews } from './labClient';
import type { Explanations } from './explain';
import styles from './lab.module.css';

/** Where the docs explain each difference the table shows. */
export const behaviourDocs = '/docs/utils/export#behaviour-on-real-data';

export const formatLabel = (format: LabFormat): string =>
  exportFormats.find((info) => info.format === format)?.label ?? format;

const columnName = (column: ComparisonColumn) => `${runTabEngineNames[column.engine]} (${formatLabel(column.format)})`;

/** Consecutive columns of one engine, for the header row that spans them. */
function engineGroups(columns: readonly ComparisonColumn[]) {
  const groups: { engine: ComparisonColumn['engine']; span: number }[] = [];
  for (const column of columns) {
    const last = groups.at(-1);
    if (last?.engine === column.engine) last.span += 1;
    else groups.push({ engine: column.engine, span: 1 });
  }
  return groups;
}

/**
 * Every engine's matches side by side: a row per sample row that any engine matched, a column per engine and
 * format. Disagreeing rows are marked and explained. The table scrolls in its own box on narrow screens.
 */
export default function ComparisonTable({
  comparison,
  views,
  explanations,
}: {
  readonly comparison: Comparison;
  readonly views: LabViews;
  readonly explanations: Explanations;
}): ReactNode {
  const { columns, rows } = comparison;
  if (columns.length === 0) return null;
  return (
    <div className={styles.tableBox} role="region" aria-labelledby="lab-comparison-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="lab-comparison-caption">
          Rows each engine matched{comparison.disagreements > 0 ? `; ${comparison.disagreements} in dispute` : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>
              Row
            </th>
            {engineGroups(columns).map((group) => (
              <th key={group.engine} scope="colgroup" colSpan={group.span}>
                {views[group.engine].label ?? runTabEngineNames[group.engine]}
              </th>
            ))}
            <th scope="col" rowSpan={2} className={styles.why}>
              Why they differ
            </th>
          </tr>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" title={columnName(column)}>
                {formatLabel(column.format)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length + 2}>No engine matched any row.</td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.row.id} className={row.disagrees ? styles.disagrees : undefined}>
              <th scope="row">{rowName(row.row)}</th>
              {row.marks.map((mark, index) => (
                <td key={columns[index]!.key} className={styles.mark}>
                  {mark === true ? (
                    <>
                      <span aria-hidden="true">✓</span>
                      <span className={styles.visuallyHidden}>matched</span>
                    </>
                  ) : mark === false ? (
                    <span className={styles.visuallyHidden}>not matched</span>
                  ) : (
                    <>
                      <span aria-hidden="true">–</span>
                      <span className={styles.visuallyHidden}>no result</span>
                    </>
                  )}
                </td>
              ))}
              <td className={styles.why}>
                {row.disagrees && (
                  <>
                    {describeOdd(row, columnName)}{' '}
                    {(explanations.rows.get(row.row.id) ?? []).length === 0
                      ? 'No known difference explains this: please report it. '
                      : explanations.rows.get(row.row.id)!.map((sentence) => <span key={sentence}>{sentence} </span>)}
                    <Link to={behaviourDocs}>Details</Link>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
