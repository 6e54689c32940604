import type { ReactNode } from 'react';
import type { labColumns } from '../dataset';
import type { LabRow } from '../types';
import styles from './lab.module.css';

export type LabColumn = (typeof labColumns)[number];

export interface RowsTableProps {
  readonly rows: readonly LabRow[];
  /** The columns after the id, in the order shown. */
  readonly columns: readonly LabColumn[];
  /** The scroll region's accessible name. */
  readonly label: string;
}

/** A cell as the engines see it: null apart from an empty string, lists as lists. */
function cellText(value: LabRow[keyof LabRow]): ReactNode {
  if (value === null) return <em className={styles.null}>null</em>;
  if (value === '') return <em className={styles.null}>(empty)</em>;
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/**
 * Rows of the sample table, id first, in a box that scrolls on its own (the page never does): the whole table in
 * the Run tab, the rows a sample matched on an export page.
 */
export default function RowsTable({ rows, columns, label }: RowsTableProps): ReactNode {
  return (
    <div className={styles.tableBox} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">id</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.id}</th>
              {columns.map((column) => (
                <td key={column}>{cellText(row[column])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
