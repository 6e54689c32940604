import jsonata from 'jsonata';
import type { LabEngine } from '../types';
import { rowEngine } from './jsonEngine';

/** The JSONata reference implementation; each row is the input document the expression tests. */
export function createJsonataEngine(): LabEngine {
  return rowEngine({
    id: 'jsonata',
    label: 'JSONata (jsonata 2.2.2)',
    formats: { '7.7.1': 'jsonata', '8.24.1': 'jsonata' },
    text: (exported) => String(exported),
    compile: (text) => {
      const expression = jsonata(text);
      return async (document) => (await expression.evaluate(document)) === true;
    },
  });
}
