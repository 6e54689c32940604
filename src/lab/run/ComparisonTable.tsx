import type { ReactNode } from 'react';
import { exportFormats } from '../../demo/exportFormats';
import { release8, type LabFormat, type LabVersion } from '../types';
import { describeOdd, rowCount, rowName, type Comparison, type ComparisonColumn } from './comparison';
import { multiFormatEngines, shortEngineNames } from './engineNames';
import type { Explanations } from './explain';
import type { LabViews } from './labClient';
import styles from './lab.module.css';

/** Where the docs explain each difference the table shows. */
export const behaviourDocs = '/docs/utils/export#behaviour-on-real-data';

export const formatLabel = (format: LabFormat): string =>
  exportFormats.find((info) => info.format === format)?.label ?? format;

/** The format in a column's header: short, since most engines run one format and need none. */
const shortFormat: Partial<Record<LabFormat, string>> = { parameterized: 'param.', parameterized_named: 'named' };

/** A column as sentences name it: "PostgreSQL sql", "MongoDB", "CEL (8.24.1)" when both releases are shown. */
export function columnName(column: Pick<ComparisonColumn, 'engine' | 'format' | 'version'>, bothVersions: boolean) {
  const engine = shortEngineNames[column.engine];
  const name = multiFormatEngines.includes(column.engine) ? `${engine} ${column.format}` : engine;
  return bothVersions ? `${name} (${column.version})` : name;
}

/** Consecutive columns of one engine, for the header cell that spans them. */
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
 * The id of a header cell. With two rows of column headers (engine, then format) a cell names its headers itself:
 * screen readers and checkers cannot tell from `scope` alone which engine heads a format's column.
 */
const headerId = (part: string) => `lab-comparison-${part.replace(/[^\w-]/g, '-')}`;

const versionMark = (version: LabVersion) => (version === release8 ? '8' : '7');

/** The numbers of a row's causes, each a link to its explanation in the list of causes. */
export function CauseNumbers({ numbers }: { readonly numbers: readonly number[] }): ReactNode {
  return numbers.map((number) => (
    <a key={number} href={`#lab-cause-${number}`} className={styles.causeNumber} aria-label={`cause ${number}`}>
      {number}
    </a>
  ));
}

function Mark({ mark, odd }: { readonly mark: boolean | undefined; readonly odd: boolean }): ReactNode {
  if (mark === true) {
    return (
      <>
        <span aria-hidden="true">✓</span>
        <span className={styles.visuallyHidden}>matched{odd ? ', unlike most' : ''}</span>
      </>
    );
  }
  if (mark === false) return <span className={styles.visuallyHidden}>not matched{odd ? ', unlike most' : ''}</span>;
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className={styles.visuallyHidden}>no result</span>
    </>
  );
}

/**
 * Every engine's matches side by side: a row per sample row that any engine matched, a column per engine, format
 * and release. A disputed row is marked, its odd cells outlined, and it names its causes by number (the list above
 * the table explains each once), so every row stays one line high. On a phone the same facts come as a list per
 * engine (EngineLists), not as a table to scroll sideways.
 */
export default function ComparisonTable({
  comparison,
  views,
  explanations,
  bothVersions,
}: {
  readonly comparison: Comparison;
  readonly views: LabViews;
  readonly explanations: Explanations;
  readonly bothVersions: boolean;
}): ReactNode {
  const { columns, rows } = comparison;
  if (columns.length === 0) return null;
  const formatRow = columns.some((c) => multiFormatEngines.includes(c.engine)) || bothVersions;
  return (
    <div
      className={`${styles.tableBox} ${styles.comparisonTable}`}
      role="region"
      aria-labelledby="lab-comparison-caption"
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption id="lab-comparison-caption">
          Rows each engine matched{comparison.disagreements > 0 ? `; ${comparison.disagreements} in dispute` : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col" id={headerId('row')} rowSpan={formatRow ? 2 : 1}>
              Row
            </th>
            {engineGroups(columns).map((group) => (
              <th
                key={group.engine}
                id={headerId(`engine-${group.engine}`)}
                scope="colgroup"
                colSpan={group.span}
                title={views[group.engine as keyof LabViews]?.label ?? shortEngineNames[group.engine]}
              >
                {shortEngineNames[group.engine]}
              </th>
            ))}
            <th scope="col" id={headerId('causes')} rowSpan={formatRow ? 2 : 1}>
              Causes
            </th>
          </tr>
          {formatRow && (
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  id={headerId(`column-${column.key}`)}
                  scope="col"
                  title={`${columnName(column, true)}: ${formatLabel(column.format)}`}
                >
                  {multiFormatEngines.includes(column.engine) ? (shortFormat[column.format] ?? column.format) : ''}
                  {bothVersions && <span className={styles.versionMark}>{versionMark(column.version)}</span>}
                </th>
              ))}
            </tr>
          )}
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length + 2}>No engine matched any row.</td>
            </tr>
          )}
          {rows.map((row) => {
            const odd = new Set(row.odd.map((c) => c.key));
            const rowHeader = headerId(`row-${row.row.id}`);
            return (
              <tr key={row.row.id} className={row.disagrees ? styles.disagrees : undefined}>
                <th scope="row" id={rowHeader}>
                  {rowName(row.row)}
                </th>
                {row.marks.map((mark, index) => (
                  <td
                    key={columns[index]!.key}
                    headers={[
                      rowHeader,
                      headerId(`engine-${columns[index]!.engine}`),
                      ...(formatRow ? [headerId(`column-${columns[index]!.key}`)] : []),
                    ].join(' ')}
                    className={odd.has(columns[index]!.key) ? `${styles.mark} ${styles.odd}` : styles.mark}
                  >
                    <Mark mark={mark} odd={odd.has(columns[index]!.key)} />
                  </td>
                ))}
                <td className={styles.causes} headers={`${rowHeader} ${headerId('causes')}`}>
                  {row.disagrees && (
                    <>
                      <span className={styles.visuallyHidden}>
                        {describeOdd(row, (column) => columnName(column, bothVersions))}
                      </span>
                      {(explanations.rows.get(row.row.id) ?? []).length === 0 ? (
                        <span title="No known difference explains this row: please report it.">?</span>
                      ) : (
                        <CauseNumbers numbers={explanations.rows.get(row.row.id)!} />
                      )}
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The phone's view of the same comparison: per engine, per format, the rows it matched and where it stands apart. */
export function EngineLists({
  comparison,
  explanations,
  bothVersions,
}: {
  readonly comparison: Comparison;
  readonly explanations: Explanations;
  readonly bothVersions: boolean;
}): ReactNode {
  if (comparison.columns.length === 0) return null;
  return (
    <ul className={styles.engineLists} aria-label="Rows each engine matched">
      {comparison.columns.map((column) => {
        const apart = comparison.rows.filter((row) => row.odd.some((c) => c.key === column.key));
        return (
          <li key={column.key} data-column={column.key}>
            <strong>{columnName(column, bothVersions)}</strong>:{' '}
            {column.matches ? rowCount(column.matches.size) : 'rejected the export'}
            {apart.length > 0 && (
              <>
                ; stands apart on{' '}
                {apart.map((row, index) => (
                  <span key={row.row.id}>
                    {index > 0 && ', '}
                    {rowName(row.row)} ({row.marks[comparison.columns.indexOf(column)] ? 'matched' : 'not matched'}
                    {(explanations.rows.get(row.row.id) ?? []).length > 0 && (
                      <>
                        , cause <CauseNumbers numbers={explanations.rows.get(row.row.id)!} />
                      </>
                    )}
                    )
                  </span>
                ))}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
