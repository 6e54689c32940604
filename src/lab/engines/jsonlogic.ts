import jsonLogic, { type RulesLogic } from 'json-logic-js';
import { jsonLogicAdditionalOperators } from 'react-querybuilder/formatQuery';
import { release7, release8, type LabEngine } from '../types';
import { rowEngine } from './jsonEngine';

let registered = false;

/**
 * Both releases export `beginsWith`/`endsWith` as operators JsonLogic lacks; a reader registers them, as here
 * (8.24.1's `jsonLogicAdditionalOperators` are the same two functions as 7.7.1's).
 */
function registerAdditionalOperators() {
  if (registered) return;
  for (const [name, operation] of Object.entries(jsonLogicAdditionalOperators)) {
    jsonLogic.add_operation(name, operation);
  }
  registered = true;
}

export function createJsonlogicEngine(): LabEngine {
  return rowEngine({
    id: 'jsonlogic',
    label: 'JsonLogic (json-logic-js 2.0.5)',
    formats: { [release7]: 'jsonlogic', [release8]: 'jsonlogic' },
    text: (exported) => JSON.stringify(exported),
    load: async () => registerAdditionalOperators(),
    compile: (text) => {
      registerAdditionalOperators();
      const logic = JSON.parse(text) as RulesLogic;
      // JsonLogic's own truthiness decides a match, as `jsonLogic.truthy` does for its `if`.
      return (document) => jsonLogic.truthy(jsonLogic.apply(logic, document));
    },
  });
}
