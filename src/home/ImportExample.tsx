import CodeBlock from '@theme/CodeBlock';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { QueryBuilder, formatQuery, type RuleGroupType } from 'react-querybuilder';
import { parseSQL } from 'react-querybuilder/parseSQL';
import 'react-querybuilder/dist/query-builder.css';
import { countSqlConditions } from '../demo/droppedSqlConditions';
import { readImport } from '../demo/readImport';
import { DefaultValueEditor } from '../flavours/default/DefaultValueEditor';
import { bookFields } from './homeQuery';
import { keepKnownFields, listOf } from './knownFields';
import styles from './home.module.css';

// The library's editor with names for a range's two inputs, which it renders with a placeholder only.
const controlElements = { valueEditor: DefaultValueEditor };

const startingSql = "genre = 'poetry' AND (pages BETWEEN 40 AND 120 OR author LIKE '%Oliver%')";
const knownFields = new Set(bookFields.map((field) => field.name));
const fieldList = listOf(bookFields.map((field) => field.name));

type Feedback = { readonly kind: 'invalid' | 'unchanged' | 'partial'; readonly message: string };

/** What the box says about `sql`, and the query it puts in the builder (none: the builder keeps its query). */
function importSql(sql: string): { readonly query?: RuleGroupType; readonly feedback?: Feedback } {
  const result = readImport(
    'SQL',
    sql,
    (text) => parseSQL(text),
    (text) => countSqlConditions(text, (input) => parseSQL(input)),
  );
  if (!result.ok) return { feedback: { kind: 'invalid', message: `${result.message} The query was not changed.` } };
  // parseSQL without independentCombinators gives the plain form.
  const { query, dropped } = keepKnownFields(result.query as RuleGroupType, knownFields);
  const unknown = `${dropped.length === 1 ? 'a field' : 'fields'} this example does not have`;
  if (query.rules.length === 0) {
    return {
      feedback: {
        kind: 'unchanged',
        message: `${listOf(dropped)}: ${unknown} (its fields are ${fieldList}). The query was not changed.`,
      },
    };
  }
  if (dropped.length === 0) return { query };
  return {
    query,
    feedback: {
      kind: 'partial',
      message: `Left out: the rules on ${listOf(dropped)}, ${unknown} (its fields are ${fieldList}). The builder and the MongoDB output show the rest.`,
    },
  };
}

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
