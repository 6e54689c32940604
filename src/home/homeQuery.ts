import { formatQuery, type ExportFormat, type Field, type RuleGroupType } from 'react-querybuilder';

/** Fields of the home page's builder: a small bookshop catalogue a visitor understands at a glance. */
export const bookFields: Field[] = [
  { name: 'title', label: 'Title', placeholder: 'Enter a title' },
  { name: 'author', label: 'Author', placeholder: 'Enter an author' },
  {
    name: 'genre',
    label: 'Genre',
    valueEditorType: 'select',
    values: [
      { name: 'fantasy', label: 'Fantasy' },
      { name: 'mystery', label: 'Mystery' },
      { name: 'poetry', label: 'Poetry' },
      { name: 'science', label: 'Science' },
    ],
    operators: [
      { name: '=', label: 'is' },
      { name: '!=', label: 'is not' },
      { name: 'in', label: 'is one of' },
    ],
  },
  { name: 'pages', label: 'Pages', placeholder: 'Number of pages', inputType: 'number' },
  { name: 'published', label: 'Published', inputType: 'date' },
  {
    name: 'inStock',
    label: 'In stock',
    valueEditorType: 'checkbox',
    operators: [{ name: '=', label: 'is' }],
    defaultValue: true,
  },
];

export const initialBookQuery: RuleGroupType = {
  combinator: 'and',
  rules: [
    { field: 'genre', operator: '=', value: 'mystery' },
    { field: 'pages', operator: '<', value: '350' },
    {
      combinator: 'or',
      rules: [
        { field: 'author', operator: 'beginsWith', value: 'Christie' },
        { field: 'published', operator: '>', value: '2015-01-01' },
      ],
    },
  ],
};

export interface HomeFormat {
  readonly format: ExportFormat;
  readonly label: string;
  /** Prism language of the output. */
  readonly language: string;
}

/** The formats a visitor can pick on the home page, with the highlighting each output gets. */
export const homeFormats: readonly HomeFormat[] = [
  { format: 'sql', label: 'SQL', language: 'sql' },
  { format: 'parameterized_named', label: 'SQL (named parameters)', language: 'json' },
  { format: 'mongodb', label: 'MongoDB', language: 'json' },
  { format: 'cel', label: 'CEL', language: 'js' },
  { format: 'spel', label: 'SpEL', language: 'java' },
  { format: 'jsonlogic', label: 'JsonLogic', language: 'json' },
  { format: 'elasticsearch', label: 'Elasticsearch', language: 'json' },
  { format: 'jsonata', label: 'JSONata', language: 'js' },
  { format: 'natural_language', label: 'Plain English', language: 'text' },
  { format: 'json_without_ids', label: 'JSON', language: 'json' },
];

/** formatQuery's result as text: strings as they are, objects as indented JSON. */
export function outputText(result: unknown): string {
  if (typeof result === 'string') {
    try {
      return JSON.stringify(JSON.parse(result), null, 2);
    } catch {
      return result;
    }
  }
  return JSON.stringify(result, null, 2);
}

/** The query in `format`, as the home page shows it: numbers unquoted, values checked against the fields. */
export const formatForHome = (query: RuleGroupType, format: ExportFormat): string =>
  outputText(formatQuery(query, { format, fields: bookFields, parseNumbers: true }));
