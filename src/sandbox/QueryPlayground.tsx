import CodeBlock from '@theme/CodeBlock';
import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { convertSql, playgroundFormats, type PlaygroundFormat } from './convertSql';
import styles from './QueryPlayground.module.css';

const formatLabels: Record<PlaygroundFormat, { label: string; language: string }> = {
  json_without_ids: { label: 'Query object', language: 'json' },
  mongodb: { label: 'MongoDB', language: 'json' },
  cel: { label: 'CEL', language: 'js' },
  spel: { label: 'SpEL', language: 'js' },
  jsonlogic: { label: 'JsonLogic', language: 'json' },
  natural_language: { label: 'Natural language', language: 'text' },
};

const initialSql = "firstName LIKE 'Ste%' AND (age >= 30 OR country IN ('US', 'CA'))";

/** Type a SQL WHERE clause, get the query react-querybuilder reads from it and that query in other formats. */
export default function QueryPlayground(): ReactNode {
  const [sql, setSql] = useState(initialSql);
  const deferredSql = useDeferredValue(sql);
  const conversion = useMemo(() => convertSql(deferredSql), [deferredSql]);

  return (
    <div className={styles.playground}>
      <label htmlFor="playground-sql" className={styles.label}>
        SQL WHERE clause
      </label>
      <textarea
        id="playground-sql"
        className={styles.input}
        value={sql}
        spellCheck={false}
        rows={4}
        onChange={event => setSql(event.target.value)}
      />
      {conversion.ok ? (
        <div className={styles.outputs}>
          {playgroundFormats.map(format => (
            <CodeBlock
              key={format}
              language={formatLabels[format].language}
              title={`${formatLabels[format].label}: formatQuery(parseSQL(sql), '${format}')`}>
              {conversion.outputs[format]}
            </CodeBlock>
          ))}
        </div>
      ) : (
        <div role="alert" className="alert alert--warning">
          <pre className={styles.message}>{conversion.message}</pre>
          The outputs come back as soon as the clause parses again.
        </div>
      )}
    </div>
  );
}
