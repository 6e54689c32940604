import CodeBlock from '@theme/CodeBlock';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { QueryBuilder, formatQuery, type RuleGroupType } from 'react-querybuilder';
import { parseSQL } from 'react-querybuilder/parseSQL';
import 'react-querybuilder/dist/query-builder.css';
import { DefaultValueEditor } from '../flavours/default/DefaultValueEditor';
import { bookFields } from './homeQuery';
import { importSql, type Feedback } from './importSql';
import styles from './home.module.css';

// The library's editor with names for a range's two inputs, which it renders with a placeholder only.
const controlElements = { valueEditor: DefaultValueEditor };

const startingSql = "genre = 'poetry' AND (pages BETWEEN 40 AND 120 OR author LIKE '%Oliver%')";

/** Import and export in one loop: SQL in, an editable query in the middle, MongoDB out. */
export default function ImportExample(): ReactNode {
  const [sql, setSql] = useState(startingSql);
  const [query, setQuery] = useState<RuleGroupType>(() => parseSQL(startingSql));
  const [feedback, setFeedback] = useState<Feedback>();
  const feedbackId = useId();
  const mongo = useMemo(() => formatQuery(query, { format: 'mongodb', parseNumbers: true }), [query]);
  const onSqlChange = (text: string) => {
    setSql(text);
    const imported = importSql(text);
    // Text the parser cannot read (yet, while the reader types) leaves the last good query in the builder.
    if (imported.query) setQuery(imported.query);
    setFeedback(imported.feedback);
  };
  return (
    <div className={styles.tryIt}>
      <div>
        <label className={styles.stacked}>
          SQL to import
          <textarea
            value={sql}
            onChange={(event) => onSqlChange(event.target.value)}
            rows={3}
            spellCheck={false}
            aria-invalid={feedback?.kind === 'invalid'}
            aria-describedby={feedbackId}
          />
        </label>
        <p
          id={feedbackId}
          role="status"
          className={feedback?.kind === 'invalid' ? styles.importError : styles.importNote}
          data-import-feedback={feedback?.kind}
        >
          {feedback?.message}
        </p>
        <QueryBuilder fields={bookFields} query={query} onQueryChange={setQuery} controlElements={controlElements} />
      </div>
      <div className={styles.output}>
        <p className={styles.outputLabel}>Exported to MongoDB</p>
        <div data-testid="import-output">
          <CodeBlock language="json">{JSON.stringify(JSON.parse(mongo), null, 2)}</CodeBlock>
        </div>
      </div>
    </div>
  );
}
