import jsonata from 'jsonata';
import { release7, release8, type LabEngine } from '../types';
import { rowEngine } from './jsonEngine';

/** The JSONata reference implementation; each row is the input document the expression tests. */
export function createJsonataEngine(): LabEngine {
  return rowEngine({
    id: 'jsonata',
    label: 'JSONata (jsonata 2.2.2)',
    formats: { [release7]: 'jsonata', [release8]: 'jsonata' },
    text: (exported) => String(exported),
    compile: (text) => {
      const expression = jsonata(text);
      return async (document) => (await expression.evaluate(document)) === true;
    },
  });
}
