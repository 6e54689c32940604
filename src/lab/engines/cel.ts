import { parse } from '@marcbachmann/cel-js';
import { release7, release8, type LabEngine } from '../types';
import { rowEngine } from './jsonEngine';

/**
 * CEL through @marcbachmann/cel-js: it has no dependencies, keeps CEL's strict types (so readers see the
 * "no such overload" errors a Go or Java CEL service would give them) and is maintained; cel-js 0.8
 * is looser about types and brings a parser library with it.
 */
export function createCelEngine(): LabEngine {
  return rowEngine({
    id: 'cel',
    label: 'CEL (@marcbachmann/cel-js 8.0.0)',
    formats: { [release7]: 'cel', [release8]: 'cel' },
    text: (exported) => String(exported),
    compile: (text) => {
      const evaluate = parse(text);
      return (document) => {
        const verdict: unknown = evaluate(document);
        if (typeof verdict !== 'boolean') throw new Error(`The expression gave ${typeof verdict}, not a boolean.`);
        return verdict;
      };
    },
  });
}
