import type { ReactNode } from 'react';
import { labColumns, labRows } from '../dataset';
import type { LabRow } from '../types';
import styles from './lab.module.css';

/** A cell as the engines see it: null apart from an empty string, lists as lists. */
function cellText(value: LabRow[keyof LabRow]): ReactNode {
  if (value === null) return <em className={styles.null}>null</em>;
  if (value === '') return <em className={styles.null}>(empty)</em>;
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/** The sample table every engine queries, folded until the reader opens it. */
export default function DatasetTable(): ReactNode {
  return (
    <details className={styles.dataset} id="lab-sample-table">
      <summary>The sample table: {labRows.length} rows</summary>
      <div className={styles.tableBox} role="region" aria-label="The sample table" tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">id</th>
              {labColumns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labRows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.id}</th>
                {labColumns.map((column) => (
                  <td key={column}>{cellText(row[column])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
