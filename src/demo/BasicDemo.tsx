import CodeBlock from '@theme/CodeBlock';
import { useMemo, useState, type ReactNode } from 'react';
import { QueryBuilder, type RuleGroupType } from 'react-querybuilder';
import 'react-querybuilder/dist/query-builder.css';
import { basicExportFormats, exportQuery, type BasicExportFormat } from './exportFormats';
import { demoFields, demoInitialQuery } from './fields';
import styles from './BasicDemo.module.css';

/** A query builder with the library's standard controls and its query exported live. */
export default function BasicDemo(): ReactNode {
  const [query, setQuery] = useState<RuleGroupType>(demoInitialQuery);
  const [format, setFormat] = useState<BasicExportFormat>('sql');
  const exported = useMemo(() => exportQuery(query, format), [query, format]);
  const language = basicExportFormats.find(f => f.format === format)?.language ?? 'text';

  return (
    <div className={styles.demo}>
      <section aria-label="Query builder" className={styles.builder}>
        <QueryBuilder fields={demoFields} query={query} onQueryChange={setQuery} />
      </section>
      <section aria-label="Exported query" className={styles.output}>
        <label className={styles.formatPicker}>
          Export as{' '}
          <select value={format} onChange={event => setFormat(event.target.value as BasicExportFormat)}>
            {basicExportFormats.map(f => (
              <option key={f.format} value={f.format}>
                {f.label}
              </option>
            ))}
          </select>
        </label>
        <CodeBlock language={language} title={`formatQuery(query, '${format}')`}>
          {exported}
        </CodeBlock>
      </section>
    </div>
  );
}
