/** How the sample table stores each demo field; differences between engines follow from it. */
export type FieldKind = 'text' | 'number' | 'boolean' | 'date' | 'list';

export const fieldKinds: Record<string, FieldKind> = {
  firstName: 'text',
  lastName: 'text',
  notes: 'text',
  country: 'text',
  plan: 'text',
  age: 'number',
  orders: 'number',
  isMember: 'boolean',
  newsletter: 'boolean',
  birthdate: 'date',
  languages: 'list',
};
