import CodeBlock from '@theme/CodeBlock';
import { useId, useState, type ReactNode } from 'react';
import {
  QueryBuilder,
  ValueEditor,
  formatQuery,
  type Field,
  type RuleGroupType,
  type ValueEditorProps,
} from 'react-querybuilder';
import 'react-querybuilder/dist/query-builder.css';
import styles from './home.module.css';

/*
 * The editors are plain HTML controls made by us: a date picker, a slider and a searchable list need
 * no extra library here, so the home page adds none. Any component library plugs in the same way.
 */

const countries = [
  'Argentina',
  'Australia',
  'Austria',
  'Belgium',
  'Brazil',
  'Canada',
  'Chile',
  'Denmark',
  'Finland',
  'France',
  'Germany',
  'India',
  'Ireland',
  'Italy',
  'Japan',
  'Kenya',
  'Mexico',
  'Norway',
  'Portugal',
  'Spain',
  'Sweden',
];

const fields: Field[] = [
  {
    name: 'checkIn',
    label: 'Check-in',
    operators: [
      { name: 'between', label: 'between' },
      { name: '>=', label: 'on or after' },
    ],
  },
  { name: 'rating', label: 'Rating', operators: [{ name: '>=', label: 'at least' }] },
  { name: 'country', label: 'Country', operators: [{ name: '=', label: 'is' }] },
];

function DateRangeEditor({ value, operator, handleOnChange }: ValueEditorProps) {
  const [from = '', to = ''] = String(value ?? '').split(',');
  if (operator !== 'between') {
    return (
      <input type="date" aria-label="Date" value={from} onChange={(event) => handleOnChange(event.target.value)} />
    );
  }
  return (
    <span className={styles.inlineControls}>
      <input
        type="date"
        aria-label="From"
        value={from}
        onChange={(event) => handleOnChange(`${event.target.value},${to}`)}
      />
      and
      <input
        type="date"
        aria-label="To"
        value={to}
        onChange={(event) => handleOnChange(`${from},${event.target.value}`)}
      />
    </span>
  );
}

function RatingSlider({ value, handleOnChange }: ValueEditorProps) {
  const stars = Number(value) || 3;
  return (
    <span className={styles.inlineControls}>
      <input
        type="range"
        min={1}
        max={5}
        value={stars}
        aria-label="Rating"
        onChange={(event) => handleOnChange(event.target.value)}
      />
      <span aria-hidden>
        {'★'.repeat(stars)}
        {'☆'.repeat(5 - stars)}
      </span>
    </span>
  );
}

function CountrySearch({ value, handleOnChange }: ValueEditorProps) {
  const listId = useId();
  return (
    <>
      <input
        list={listId}
        aria-label="Country"
        placeholder="Type to search"
        value={String(value ?? '')}
        onChange={(event) => handleOnChange(event.target.value)}
      />
      <datalist id={listId}>
        {countries.map((country) => (
          <option key={country} value={country} />
        ))}
      </datalist>
    </>
  );
}

const editorsByField: Record<string, (props: ValueEditorProps) => ReactNode> = {
  checkIn: DateRangeEditor,
  rating: RatingSlider,
  country: CountrySearch,
};

function FieldValueEditor(props: ValueEditorProps) {
  const Editor = editorsByField[props.field];
  return Editor ? <Editor {...props} /> : <ValueEditor {...props} />;
}

const initialQuery: RuleGroupType = {
  combinator: 'and',
  rules: [
    { field: 'checkIn', operator: 'between', value: '2027-06-01,2027-06-15' },
    { field: 'rating', operator: '>=', value: '4' },
    { field: 'country', operator: '=', value: 'Portugal' },
  ],
};

/** One component, chosen per field, replaces the standard value editor. */
export default function ValueEditorsExample(): ReactNode {
  const [query, setQuery] = useState(initialQuery);
  return (
    <div className={styles.tryIt}>
      <div className={styles.builder}>
        <QueryBuilder
          fields={fields}
          query={query}
          onQueryChange={setQuery}
          controlElements={{ valueEditor: FieldValueEditor }}
        />
      </div>
      <div className={styles.output}>
        <p className={styles.outputLabel}>As SQL</p>
        <CodeBlock language="sql">{formatQuery(query, { format: 'sql', parseNumbers: true })}</CodeBlock>
      </div>
    </div>
  );
}
