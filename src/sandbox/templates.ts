/** A complete App.tsx the sandbox can start from. */
export interface SandboxTemplate {
  readonly id: string;
  readonly label: string;
  readonly code: string;
}

const basic = `import { useState } from 'react';
import { QueryBuilder, formatQuery, type Field, type RuleGroupType } from 'react-querybuilder';
import 'react-querybuilder/dist/query-builder.css';

const fields: Field[] = [
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
  { name: 'age', label: 'Age', inputType: 'number' },
  { name: 'isMember', label: 'Member', valueEditorType: 'checkbox', operators: [{ name: '=', label: 'is' }] },
];

const initialQuery: RuleGroupType = {
  combinator: 'and',
  rules: [
    { field: 'firstName', operator: 'beginsWith', value: 'Ma' },
    { field: 'age', operator: '>=', value: '18' },
  ],
};

export default function App() {
  const [query, setQuery] = useState(initialQuery);
  return (
    <>
      <h2>Sandbox</h2>
      <QueryBuilder fields={fields} query={query} onQueryChange={setQuery} />
      <pre>{formatQuery(query, 'sql')}</pre>
    </>
  );
}
`;

const validation = `import { useState } from 'react';
import {
  QueryBuilder,
  defaultValidator,
  formatQuery,
  type Field,
  type RuleGroupType,
  type RuleType,
} from 'react-querybuilder';
import 'react-querybuilder/dist/query-builder.css';

const notEmpty = (rule: RuleType) => String(rule.value ?? '').trim() !== '';

const fields: Field[] = [
  { name: 'email', label: 'Email', validator: rule => /^[^@\\s]+@[^@\\s]+$/.test(String(rule.value)) },
  { name: 'city', label: 'City', validator: notEmpty },
  { name: 'orders', label: 'Orders', inputType: 'number', validator: rule => Number(rule.value) >= 0 && notEmpty(rule) },
];

// A rule or group that fails validation gets the class queryBuilder-invalid.
const css = \`
.rule.queryBuilder-invalid .rule-value { outline: 2px solid crimson; }
\`;

export default function App() {
  const [query, setQuery] = useState<RuleGroupType>({
    combinator: 'and',
    rules: [
      { field: 'email', operator: '=', value: 'not an address' },
      { field: 'city', operator: '=', value: '' },
    ],
  });
  return (
    <>
      <style>{css}</style>
      <QueryBuilder fields={fields} query={query} onQueryChange={setQuery} validator={defaultValidator} />
      <p>Invalid rules are left out of the export:</p>
      <pre>{formatQuery(query, { format: 'sql', fields })}</pre>
    </>
  );
}
`;

const dragAndDrop = `import { useState } from 'react';
import { QueryBuilder, formatQuery, type Field, type RuleGroupType } from 'react-querybuilder';
import { QueryBuilderDnD } from '@react-querybuilder/dnd';
import * as ReactDnD from 'react-dnd';
import * as ReactDndHtml5Backend from 'react-dnd-html5-backend';
import 'react-querybuilder/dist/query-builder.css';

const fields: Field[] = [
  { name: 'product', label: 'Product' },
  { name: 'price', label: 'Price', inputType: 'number' },
  { name: 'stock', label: 'In stock', inputType: 'number' },
];

export default function App() {
  const [query, setQuery] = useState<RuleGroupType>({
    combinator: 'or',
    rules: [
      { field: 'product', operator: 'contains', value: 'lamp' },
      { field: 'price', operator: '<', value: '40' },
      { combinator: 'and', rules: [{ field: 'stock', operator: '>', value: '0' }] },
    ],
  });
  return (
    <QueryBuilderDnD dnd={{ ...ReactDnD, ...ReactDndHtml5Backend }}>
      <p>Drag a rule by its handle to move it; hold Alt (Option) while dropping to copy it.</p>
      <QueryBuilder fields={fields} query={query} onQueryChange={setQuery} controlClassnames={{ queryBuilder: 'queryBuilder-branches' }} />
      <pre>{formatQuery(query, 'sql')}</pre>
    </QueryBuilderDnD>
  );
}
`;

const customValueEditor = `import { useState } from 'react';
import {
  QueryBuilder,
  ValueEditor,
  formatQuery,
  type Field,
  type RuleGroupType,
  type ValueEditorProps,
} from 'react-querybuilder';
import 'react-querybuilder/dist/query-builder.css';

const fields: Field[] = [
  { name: 'title', label: 'Title' },
  { name: 'rating', label: 'Rating', operators: [{ name: '>=', label: 'at least' }, { name: '<=', label: 'at most' }] },
];

// A range slider for the rating field; every other field keeps the standard editor.
function RatingOrDefaultEditor(props: ValueEditorProps) {
  if (props.field !== 'rating') return <ValueEditor {...props} />;
  return (
    <label>
      <input
        type="range"
        min={1}
        max={5}
        value={props.value || 3}
        onChange={event => props.handleOnChange(event.target.value)}
      />{' '}
      {'★'.repeat(Number(props.value || 3))}
    </label>
  );
}

export default function App() {
  const [query, setQuery] = useState<RuleGroupType>({
    combinator: 'and',
    rules: [{ field: 'rating', operator: '>=', value: '4' }],
  });
  return (
    <>
      <QueryBuilder
        fields={fields}
        query={query}
        onQueryChange={setQuery}
        controlElements={{ valueEditor: RatingOrDefaultEditor }}
      />
      <pre>{formatQuery(query, 'sql')}</pre>
    </>
  );
}
`;

const material = `import { useState } from 'react';
import { QueryBuilder, formatQuery, type Field, type RuleGroupType } from 'react-querybuilder';
import { QueryBuilderMaterial } from '@react-querybuilder/material';
import { ThemeProvider, createTheme } from '@mui/material';

const theme = createTheme();

const fields: Field[] = [
  { name: 'name', label: 'Name' },
  { name: 'team', label: 'Team', valueEditorType: 'select', values: [
    { name: 'design', label: 'Design' },
    { name: 'engineering', label: 'Engineering' },
  ] },
  { name: 'remote', label: 'Remote', valueEditorType: 'checkbox', operators: [{ name: '=', label: 'is' }] },
];

export default function App() {
  const [query, setQuery] = useState<RuleGroupType>({
    combinator: 'and',
    rules: [{ field: 'team', operator: '=', value: 'engineering' }],
  });
  return (
    <ThemeProvider theme={theme}>
      <QueryBuilderMaterial>
        <QueryBuilder fields={fields} query={query} onQueryChange={setQuery} />
      </QueryBuilderMaterial>
      <pre>{formatQuery(query, 'sql')}</pre>
    </ThemeProvider>
  );
}
`;

export const sandboxTemplates: readonly SandboxTemplate[] = [
  { id: 'basic', label: 'Basic', code: basic },
  { id: 'validation', label: 'Validation', code: validation },
  { id: 'dnd', label: 'Drag and drop', code: dragAndDrop },
  { id: 'custom-value-editor', label: 'Custom value editor', code: customValueEditor },
  { id: 'material', label: 'Material UI', code: material },
];

export const defaultTemplate: SandboxTemplate = sandboxTemplates[0]!;

/** Other names readers may know a template by. */
const aliases: Readonly<Record<string, string>> = {
  'drag-and-drop': 'dnd',
  'value-editor': 'custom-value-editor',
  mui: 'material',
};

/**
 * The template a query string asks for with `?template=` or its short form `?t=`, and whether the
 * request named a template we do not have (the default template is used then).
 */
export function templateFromSearch(search: string): { readonly template: SandboxTemplate; readonly unknownId?: string } {
  const params = new URLSearchParams(search);
  const requested = (params.get('template') ?? params.get('t'))?.trim().toLowerCase();
  if (!requested) return { template: defaultTemplate };
  const id = aliases[requested] ?? requested;
  const template = sandboxTemplates.find(candidate => candidate.id === id);
  return template ? { template } : { template: defaultTemplate, unknownId: requested };
}
