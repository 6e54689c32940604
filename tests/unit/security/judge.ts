import { specRead, type SpecVerdict } from './reference';
import type { ReadQuery } from './pageSample';

/** What `readQuery` did with one body, beside what the pages' rules say of it. */
export interface Judgement {
  readonly spec: SpecVerdict;
  /** The query `readQuery` returned, when it accepted the body. */
  readonly accepted?: unknown;
  /** The message of the Error it threw, when it refused. */
  readonly refusal?: string;
  /** Why this is wrong, or undefined when `readQuery` agrees with the rules. */
  readonly problem?: string;
}

const groupKeys = ['id', 'combinator', 'not', 'rules'];
const ruleKeys = ['id', 'field', 'operator', 'valueSource', 'value'];

/** The keys of an accepted query that the rules do not allow (the result must be made of known parts). */
function unknownKeys(node: unknown): string[] {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return ['(not an object)'];
  const record = node as Record<string, unknown>;
  const isGroup = Array.isArray(record.rules);
  const own = Object.keys(record).filter((k) => !(isGroup ? groupKeys : ruleKeys).includes(k));
  return isGroup ? own.concat(...(record.rules as unknown[]).map(unknownKeys)) : own;
}

/**
 * Holds `readQuery` to the pages' rules: it refuses exactly the bodies they refuse, with an Error that says why
 * (a crash such as a TypeError is no refusal), and what it accepts holds only known parts.
 */
export function judge(readQuery: ReadQuery, body: string): Judgement {
  const spec = specRead(body);
  let accepted: unknown;
  try {
    accepted = readQuery(body);
  } catch (error) {
    const refusal = error instanceof Error ? error.message : String(error);
    const crash =
      !(error instanceof Error) ||
      error instanceof TypeError ||
      error instanceof RangeError ||
      (error instanceof SyntaxError && !(spec.ok === false && spec.why === 'not JSON'));
    if (crash) return { spec, refusal, problem: `crashed instead of refusing: ${String(error)}` };
    if (refusal.trim() === '') return { spec, refusal, problem: 'refused without a message' };
    if (spec.ok) return { spec, refusal, problem: `refused a body the rules allow: ${refusal}` };
    return { spec, refusal };
  }
  if (!spec.ok) return { spec, accepted, problem: `accepted a body the rules refuse (${spec.why})` };
  const extra = unknownKeys(accepted);
  if (extra.length > 0) return { spec, accepted, problem: `returned unknown properties: ${extra.join(', ')}` };
  return { spec, accepted };
}
