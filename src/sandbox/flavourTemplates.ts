import { flavours, type FlavourId } from '../flavours/registry';

/*
 * One App.tsx per UI-library flavour: the same fields and query, rendered with that library's controls.
 * Each is a complete project file, so the StackBlitz and CodeSandbox exports run it as it is.
 */

interface FlavourTemplateParts {
  /** Import lines besides React and react-querybuilder. */
  readonly imports: readonly string[];
  /** Props given to QueryBuilder besides the query ones. */
  readonly props: string;
  /** Element wrapped around the builder and the output, if the library needs a provider. */
  readonly wrapper?: { readonly open: string; readonly close: string };
  /** A comment shown above the component, when the library needs something this file cannot say in code. */
  readonly note?: string;
}

const parts: Readonly<Record<FlavourId, FlavourTemplateParts>> = {
  antd: {
    imports: ["import { antdControlElements } from '@react-querybuilder/antd';"],
    props: 'controlElements={antdControlElements}',
  },
  bootstrap: {
    imports: [
      "import { bootstrapControlClassnames, bootstrapControlElements } from '@react-querybuilder/bootstrap';",
      "import 'bootstrap/dist/css/bootstrap.min.css';",
      "import 'bootstrap-icons/font/bootstrap-icons.min.css';",
    ],
    props: 'controlElements={bootstrapControlElements} controlClassnames={bootstrapControlClassnames}',
  },
  bulma: {
    imports: [
      "import { bulmaControlClassnames, bulmaControlElements } from '@react-querybuilder/bulma';",
      "import 'bulma/css/bulma.min.css';",
    ],
    props: 'controlElements={bulmaControlElements} controlClassnames={bulmaControlClassnames}',
  },
  chakra: {
    imports: [
      "import { ChakraProvider } from '@chakra-ui/react';",
      "import { chakraControlElements } from '@react-querybuilder/chakra';",
    ],
    props: 'controlElements={chakraControlElements}',
    wrapper: { open: '<ChakraProvider>', close: '</ChakraProvider>' },
  },
  fluent: {
    imports: [
      "import { FluentProvider, webLightTheme } from '@fluentui/react-components';",
      "import { fluentControlElements } from '@react-querybuilder/fluent';",
    ],
    props: 'controlElements={fluentControlElements}',
    wrapper: { open: '<FluentProvider theme={webLightTheme}>', close: '</FluentProvider>' },
  },
  mantine: {
    imports: [
      "import { MantineProvider } from '@mantine/core';",
      "import { mantineControlElements } from '@react-querybuilder/mantine';",
      "import '@mantine/core/styles.css';",
      "import '@mantine/dates/styles.css';",
    ],
    props: 'controlElements={mantineControlElements}',
    wrapper: { open: '<MantineProvider>', close: '</MantineProvider>' },
  },
  material: {
    imports: ["import { materialControlElements } from '@react-querybuilder/material';"],
    props: 'controlElements={materialControlElements}',
  },
  tremor: {
    imports: ["import { tremorControlElements } from '@react-querybuilder/tremor';"],
    props: 'controlElements={tremorControlElements}',
    note: "Tremor's controls are styled by Tailwind CSS: an exported project needs Tailwind set up as Tremor's guide describes.",
  },
};

/** The App.tsx of a flavour's template. */
export function flavourTemplateCode(id: FlavourId): string {
  const { imports, props, wrapper, note } = parts[id];
  const open = wrapper?.open ?? '<>';
  const close = wrapper?.close ?? '</>';
  return `import { useState } from 'react';
import { QueryBuilder, formatQuery, type Field, type RuleGroupType } from 'react-querybuilder';
${imports.join('\n')}
import 'react-querybuilder/dist/query-builder.css';

// ${flavours[id].label} controls, from ${flavours[id].packageName}.
const fields: Field[] = [
  { name: 'name', label: 'Name' },
  { name: 'plan', label: 'Plan', valueEditorType: 'select', values: [
    { name: 'free', label: 'Free' },
    { name: 'team', label: 'Team' },
    { name: 'enterprise', label: 'Enterprise' },
  ] },
  { name: 'seats', label: 'Seats', inputType: 'number' },
  { name: 'active', label: 'Active', valueEditorType: 'checkbox', operators: [{ name: '=', label: 'is' }] },
];
${note ? `\n// ${note}\n` : ''}
export default function App() {
  const [query, setQuery] = useState<RuleGroupType>({
    combinator: 'and',
    rules: [
      { field: 'plan', operator: '=', value: 'team' },
      { field: 'seats', operator: '>=', value: '5' },
    ],
  });
  return (
    ${open}
      <QueryBuilder fields={fields} query={query} onQueryChange={setQuery} ${props} />
      <pre>{formatQuery(query, 'sql')}</pre>
    ${close}
  );
}
`;
}

/** React Native code: the sandbox shows it but cannot run it (it needs a device or a simulator). */
export const nativeTemplateCode = `import { useState } from 'react';
import { SafeAreaView, ScrollView, Text } from 'react-native';
import { formatQuery, type Field, type RuleGroupType } from 'react-querybuilder';
import { QueryBuilderNative } from '@react-querybuilder/native';

// Runs in a React Native app (for example one made with Expo), on a device or a simulator.
// Install: npm i react-querybuilder @react-querybuilder/native react-redux
const fields: Field[] = [
  { name: 'name', label: 'Name' },
  { name: 'seats', label: 'Seats', inputType: 'number' },
];

export default function App() {
  const [query, setQuery] = useState<RuleGroupType>({
    combinator: 'and',
    rules: [{ field: 'seats', operator: '>=', value: '5' }],
  });
  return (
    <SafeAreaView>
      <ScrollView>
        <QueryBuilderNative fields={fields} query={query} onQueryChange={setQuery} />
        <Text>{formatQuery(query, 'sql')}</Text>
      </ScrollView>
    </SafeAreaView>
  );
}
`;

/** The flavours a module imports, found by their packages' names (the preview wraps the app in their providers). */
export function flavoursImportedBy(code: string): FlavourId[] {
  const found: FlavourId[] = [];
  for (const [id, flavour] of Object.entries(flavours) as Array<[FlavourId, (typeof flavours)[FlavourId]]>) {
    const name = flavour.packageName.replace('/', '\\/');
    if (new RegExp(`from\\s*['"]${name}['"]|import\\s*['"]${name}['"]|require\\(\\s*['"]${name}['"]`).test(code))
      found.push(id);
  }
  return found;
}
