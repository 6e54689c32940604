import type { Field } from 'react-querybuilder';
import { demoFields } from './fields';

const fieldsWithoutValidators: Field[] = demoFields.map(({ validator, ...field }) => field);

/** Field validators only run while "Use validation" is on, so the option visibly changes the builder. */
export const demoFieldsFor = (validateQuery: boolean): Field[] =>
  validateQuery ? demoFields : fieldsWithoutValidators;
