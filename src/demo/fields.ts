import type { Field, RuleGroupType, RuleType, ValidationResult } from 'react-querybuilder';
import { defaultOperators } from 'react-querybuilder';

const operatorsNamed = (...names: string[]) => defaultOperators.filter((op) => names.includes(op.name));

const notBlank = (rule: RuleType): ValidationResult =>
  typeof rule.value === 'string' && rule.value.trim() !== ''
    ? { valid: true }
    : { valid: false, reasons: ['Enter a value'] };

const isNumberIn = (value: unknown, min: number, max: number) => {
  const number = typeof value === 'number' ? value : Number(String(value).trim());
  return String(value).trim() !== '' && Number.isFinite(number) && number >= min && number <= max;
};

/** Both ends of a "between" range, whether the value is an array or a comma-separated string. */
export const rangeEnds = (value: unknown): unknown[] => (Array.isArray(value) ? value : String(value ?? '').split(','));

/**
 * A customer-records schema with one field per value editor the library ships (text, number,
 * select, multiselect, checkbox, radio, switch, textarea, date and between ranges), most with a
 * validator so "validateQuery" has something to show, and two that may take another field as their value.
 */
export const demoFields: Field[] = [
  // The two names can be compared with each other ("Last name = First name"), so a reader can try a rule whose
  // value is another field: `comparator` compares `datatype`, which only these two fields have, so each offers the other.
  {
    name: 'firstName',
    label: 'First name',
    placeholder: 'Enter a first name',
    validator: notBlank,
    datatype: 'text',
    comparator: 'datatype',
    valueSources: ['value', 'field'],
  },
  {
    name: 'lastName',
    label: 'Last name',
    placeholder: 'Enter a last name',
    validator: notBlank,
    datatype: 'text',
    comparator: 'datatype',
    valueSources: ['value', 'field'],
  },
  {
    name: 'age',
    label: 'Age',
    placeholder: 'Enter an age',
    inputType: 'number',
    validator: (rule) => isNumberIn(rule.value, 0, 130),
  },
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
    validator: (rule) => rangeEnds(rule.value).some((v) => String(v).trim() !== ''),
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
  {
    name: 'isMember',
    label: 'Is a member',
    valueEditorType: 'checkbox',
    defaultValue: false,
    operators: operatorsNamed('='),
  },
  {
    name: 'newsletter',
    label: 'Gets the newsletter',
    valueEditorType: 'switch',
    defaultValue: true,
    operators: operatorsNamed('='),
  },
  {
    name: 'orders',
    label: 'Orders placed',
    placeholder: 'Number of orders',
    inputType: 'number',
    defaultOperator: 'between',
    operators: operatorsNamed('=', '<', '>', 'between', 'notBetween'),
    validator: (rule) =>
      ['between', 'notBetween'].includes(rule.operator)
        ? rangeEnds(rule.value).length === 2 && rangeEnds(rule.value).every((v) => isNumberIn(v, 0, 1e6))
        : isNumberIn(rule.value, 0, 1e6),
  },
  { name: 'birthdate', label: 'Birth date', inputType: 'date', operators: operatorsNamed('=', '<', '>', 'between') },
  {
    name: 'notes',
    label: 'Notes',
    valueEditorType: 'textarea',
    operators: operatorsNamed('contains', 'doesNotContain'),
  },
];

export const demoInitialQuery: RuleGroupType = {
  combinator: 'and',
  not: false,
  rules: [
    { field: 'firstName', operator: 'beginsWith', value: 'Ste' },
    { field: 'age', operator: '>', value: '28' },
    {
      combinator: 'or',
      rules: [
        { field: 'country', operator: '=', value: 'US' },
        { field: 'isMember', operator: '=', value: true },
      ],
    },
    { field: 'orders', operator: 'between', value: '2,20' },
  ],
};
