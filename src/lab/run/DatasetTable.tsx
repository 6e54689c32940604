import type { ReactNode } from 'react';
import { labColumns, labRows } from '../dataset';
import RowsTable from './RowsTable';
import styles from './lab.module.css';

/** The sample table every engine queries, folded until the reader opens it. */
export default function DatasetTable(): ReactNode {
  return (
    <details className={styles.dataset} id="lab-sample-table">
      <summary>The sample table: {labRows.length} rows</summary>
      <RowsTable rows={labRows} columns={labColumns} label="The sample table" />
    </details>
  );
}
