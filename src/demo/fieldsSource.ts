/**
 * The `fields.ts` that the generated App.tsx imports, as source text: exported projects
 * (StackBlitz, CodeSandbox, /sandbox) need the file itself. It mirrors fields.ts (the test checks
 * that names, labels and editors agree), with the validators written out in a reader's style.
 */
export const fieldsImports = "import { defaultOperators, type Field, type RuleType } from 'react-querybuilder';";

export const fieldsBody = `const operatorsNamed = (...names: string[]) => defaultOperators.filter(op => names.includes(op.name));
const filled = (rule: RuleType) => typeof rule.value === 'string' && rule.value.trim() !== '';
const numberIn = (value: unknown, min: number, max: number) => {
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return String(value).trim() !== '' && Number.isFinite(n) && n >= min && n <= max;
};
const ends = (value: unknown): unknown[] => (Array.isArray(value) ? value : String(value ?? '').split(','));

export const fields: Field[] = [
  // Each name may be compared with the other: the value source selector offers "field", and \`comparator\` lists
  // only the fields with the same \`datatype\`.
  {
    name: 'firstName',
    label: 'First name',
    placeholder: 'Enter a first name',
    validator: filled,
    datatype: 'text',
    comparator: 'datatype',
    valueSources: ['value', 'field'],
  },
  {
    name: 'lastName',
    label: 'Last name',
    placeholder: 'Enter a last name',
    validator: filled,
    datatype: 'text',
    comparator: 'datatype',
    valueSources: ['value', 'field'],
  },
  { name: 'age', label: 'Age', placeholder: 'Enter an age', inputType: 'number', validator: r => numberIn(r.value, 0, 130) },
  {
    name: 'country',
    label: 'Country',
    valueEditorType: 'select',
    defaultValue: 'US',
    operators: operatorsNamed('=', '!='),
    values: [
      { name: 'BR', label: 'Brazil' },
      { name: 'CA', label: 'Canada' },
      { name: 'DE', label: 'Germany' },
      { name: 'IN', label: 'India' },
      { name: 'JP', label: 'Japan' },
      { name: 'US', label: 'United States' },
    ],
  },
  {
    name: 'languages',
    label: 'Languages spoken',
    valueEditorType: 'multiselect',
    operators: operatorsNamed('in', 'notIn'),
    values: [
      { name: 'en', label: 'English' },
      { name: 'es', label: 'Spanish' },
      { name: 'fr', label: 'French' },
      { name: 'hi', label: 'Hindi' },
      { name: 'ja', label: 'Japanese' },
    ],
    validator: r => ends(r.value).some(v => String(v).trim() !== ''),
  },
  {
    name: 'plan',
    label: 'Plan',
    valueEditorType: 'radio',
    defaultValue: 'basic',
    operators: operatorsNamed('=', '!='),
    values: [
      { name: 'basic', label: 'Basic' },
      { name: 'pro', label: 'Pro' },
      { name: 'enterprise', label: 'Enterprise' },
    ],
  },
  { name: 'isMember', label: 'Is a member', valueEditorType: 'checkbox', defaultValue: false, operators: operatorsNamed('=') },
  { name: 'newsletter', label: 'Gets the newsletter', valueEditorType: 'switch', defaultValue: true, operators: operatorsNamed('=') },
  {
    name: 'orders',
    label: 'Orders placed',
    placeholder: 'Number of orders',
    inputType: 'number',
    defaultOperator: 'between',
    operators: operatorsNamed('=', '<', '>', 'between', 'notBetween'),
    validator: r =>
      ['between', 'notBetween'].includes(r.operator)
        ? ends(r.value).length === 2 && ends(r.value).every(v => numberIn(v, 0, 1e6))
        : numberIn(r.value, 0, 1e6),
  },
  { name: 'birthdate', label: 'Birth date', inputType: 'date', operators: operatorsNamed('=', '<', '>', 'between') },
  { name: 'notes', label: 'Notes', valueEditorType: 'textarea', operators: operatorsNamed('contains', 'doesNotContain') },
];
`;

/** The whole fields.ts module. */
export const fieldsSource = `${fieldsImports}\n\n${fieldsBody}`;
