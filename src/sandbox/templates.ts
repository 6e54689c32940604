import { flavourIds, flavours } from '../flavours/registry';
import type { LiveVersion } from '../liveCode/scopes';
import { docsSourceFromSearch, libraryFromSearch, type DocsSource } from './libraries';
import { flavourTemplateCode, nativeTemplateCode } from './flavourTemplates';

/** A complete App.tsx the sandbox can start from. */
export interface SandboxTemplate {
  readonly id: string;
  readonly label: string;
  readonly code: string;
  /** Examples of the library, one UI library's controls, or a docs sample a link brought (listed apart). */
  readonly group: 'docs' | 'examples' | 'flavours';
  /** React Native code: shown, exported nowhere and never run in the browser (it needs a device). */
  readonly native?: boolean;
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

export const sandboxTemplates: readonly SandboxTemplate[] = [
  { id: 'basic', label: 'Basic', code: basic, group: 'examples' },
  { id: 'validation', label: 'Validation', code: validation, group: 'examples' },
  { id: 'dnd', label: 'Drag and drop', code: dragAndDrop, group: 'examples' },
  { id: 'custom-value-editor', label: 'Custom value editor', code: customValueEditor, group: 'examples' },
  ...flavourIds.map((id): SandboxTemplate => ({
    id,
    label: flavours[id].label,
    code: flavourTemplateCode(id),
    group: 'flavours',
  })),
  { id: 'native', label: 'React Native', code: nativeTemplateCode, group: 'flavours', native: true },
];

export const defaultTemplate: SandboxTemplate = sandboxTemplates[0]!;

/** The template of a docs sample: its code as the link carried it, named after its page. */
export function docsSampleTemplate(source: DocsSource, code: string): SandboxTemplate {
  return { id: 'docs', label: `From the docs: ${source.title}`, code, group: 'docs' };
}

/** Other names readers may know a template by. */
const aliases: Readonly<Record<string, string>> = {
  'drag-and-drop': 'dnd',
  'value-editor': 'custom-value-editor',
  mui: 'material',
  'ant-design': 'antd',
  'chakra-ui': 'chakra',
  fluentui: 'fluent',
  'react-native': 'native',
};

/**
 * The template a query string asks for with `?template=` or its short form `?t=`, and whether the
 * request named a template we do not have (the default template is used then).
 */
export function templateFromSearch(search: string): {
  readonly template: SandboxTemplate;
  readonly unknownId?: string;
} {
  const params = new URLSearchParams(search);
  const requested = (params.get('template') ?? params.get('t'))?.trim().toLowerCase();
  if (!requested) return { template: defaultTemplate };
  const id = aliases[requested] ?? requested;
  const template = sandboxTemplates.find((candidate) => candidate.id === id);
  return template ? { template } : { template: defaultTemplate, unknownId: requested };
}

/** The online playgrounds the sandbox exports to; `?p=` names the one a link offers. */
export const playgroundIds = ['stackblitz', 'codesandbox'] as const;
export type PlaygroundId = (typeof playgroundIds)[number];

export interface SandboxRequest {
  readonly template: SandboxTemplate;
  /** The react-querybuilder the code runs with (`?v=8` asks for 8.24.1). */
  readonly library: LiveVersion;
  /** A `?v=` value that names no version the sandbox has (7.7.1 is used then). */
  readonly unknownLibrary?: string;
  /** A template the address named that we do not have (the default template is shown instead). */
  readonly unknownId?: string;
  /** The playground whose export the address asks to offer. */
  readonly playground?: PlaygroundId;
  /** A `?p=` value that names no playground. */
  readonly unknownPlayground?: string;
  /** The docs page whose sample the link carries (`?from=&title=`). */
  readonly docsSource?: DocsSource;
}

/**
 * Everything the query string of /sandbox asks for: the template (`?t=`/`?template=`), the library version (`?v=`),
 * the playground (`?p=`) and the docs page a sample came from (`?from=&title=`).
 */
export function sandboxRequest(search: string): SandboxRequest {
  const requested = new URLSearchParams(search).get('p')?.trim().toLowerCase();
  const playground = playgroundIds.find((id) => id === requested);
  const docsSource = docsSourceFromSearch(search);
  return {
    ...templateFromSearch(search),
    ...libraryFromSearch(search),
    ...(playground ? { playground } : requested ? { unknownPlayground: requested } : {}),
    ...(docsSource ? { docsSource } : {}),
  };
}
