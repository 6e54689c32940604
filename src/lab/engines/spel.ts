import { SpelExpressionEvaluator } from 'spel2js';
import { release7, release8, type LabEngine } from '../types';
import { rowEngine } from './jsonEngine';

/** spel2js evaluates SpEL with the row as its root object, so field names resolve as properties. */
export function createSpelEngine(): LabEngine {
  return rowEngine({
    id: 'spel',
    label: 'SpEL (spel2js 0.2.9)',
    formats: { [release7]: 'spel', [release8]: 'spel' },
    text: (exported) => String(exported),
    compile: (text) => {
      const expression = SpelExpressionEvaluator.compile(text);
      return (document) => expression.eval(document) === true;
    },
  });
}
