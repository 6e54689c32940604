import { flavours, type FlavourId } from '../flavours/registry';
import { flavourCode } from '../flavours/registryCode';

/*
 * One App.tsx per UI-library flavour: the same fields and query, rendered with that library's controls.
 * Each is a complete project file, so the StackBlitz and CodeSandbox exports run it as it is.
 */

/** The App.tsx of a flavour's template. */
export function flavourTemplateCode(id: FlavourId): string {
  const { imports, props, wrapper, note } = flavourCode[id].sandbox;
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
