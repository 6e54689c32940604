import CodeBlock from '@theme/CodeBlock';
import { useMemo, useState, type ReactNode } from 'react';
import { QueryBuilder } from 'react-querybuilder';
import 'react-querybuilder/dist/query-builder.css';
import { DefaultValueEditor } from '../flavours/default/DefaultValueEditor';
import { bookFields, formatForHome, homeFormats, initialBookQuery } from './homeQuery';
import styles from './home.module.css';

// The library's editor with names for a range's two inputs, which it renders with a placeholder only.
const controlElements = { valueEditor: DefaultValueEditor };

/** The home page's main example: a builder on one side, its query in a format of the visitor's choice on the other. */
export default function HomeQueryBuilder(): ReactNode {
  const [query, setQuery] = useState(initialBookQuery);
  const [formatIndex, setFormatIndex] = useState(0);
  const { format, language } = homeFormats[formatIndex]!;
  const output = useMemo(() => formatForHome(query, format), [query, format]);
  return (
    <div className={styles.tryIt}>
      <div className={styles.builder}>
        <QueryBuilder
          fields={bookFields}
          query={query}
          onQueryChange={setQuery}
          controlClassnames={{ queryBuilder: 'queryBuilder-branches' }}
          controlElements={controlElements}
        />
      </div>
      <div className={styles.output}>
        <label className={styles.formatPicker}>
          Export as{' '}
          <select value={formatIndex} onChange={(event) => setFormatIndex(Number(event.target.value))}>
            {homeFormats.map((option, index) => (
              <option key={option.format} value={index}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <div data-testid="home-output">
          <CodeBlock language={language}>{output}</CodeBlock>
        </div>
      </div>
    </div>
  );
}
