import type { Field, RuleGroupType } from 'react-querybuilder';
import { defaultOperators } from 'react-querybuilder';

/** A small customer-records schema whose fields use the main value editor types. */
export const demoFields: Field[] = [
  { name: 'firstName', label: 'First name', placeholder: 'Enter a first name' },
  { name: 'lastName', label: 'Last name', placeholder: 'Enter a last name' },
  { name: 'age', label: 'Age', inputType: 'number' },
  {
    name: 'country',
    label: 'Country',
    valueEditorType: 'select',
    values: [
      { name: 'CA', label: 'Canada' },
      { name: 'DE', label: 'Germany' },
      { name: 'IN', label: 'India' },
      { name: 'JP', label: 'Japan' },
      { name: 'US', label: 'United States' },
    ],
    operators: defaultOperators.filter(op => ['=', '!=', 'in', 'notIn'].includes(op.name)),
  },
  { name: 'isMember', label: 'Is a member', valueEditorType: 'checkbox', defaultValue: false },
  { name: 'joined', label: 'Joined on', inputType: 'date' },
  { name: 'notes', label: 'Notes', valueEditorType: 'textarea' },
];

export const demoInitialQuery: RuleGroupType = {
  combinator: 'and',
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
  ],
};
