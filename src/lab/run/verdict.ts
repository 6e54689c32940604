import { listOf } from '../../home/knownFields';
import type { SemanticsFix } from '../semantics';
import { rowCount, type Comparison } from './comparison';
import type { Cause, Explanations } from './explain';

/** The line the Run tab leads with: what the run shows, and the one click that fixes the main cause, if any. */
export interface Verdict {
  readonly kind: 'running' | 'agree' | 'disagree';
  /** The sentence before the causes. */
  readonly text: string;
  /** The causes it names, most rows first (at most three; the list below has them all). */
  readonly causes: readonly Cause[];
  readonly fix?: SemanticsFix;
  /** What is still missing from the run, by name: "Drizzle ORM (on PGlite) still to come." */
  readonly after: string;
}

/** The label of a fix's button. */
export const fixLabels: Record<SemanticsFix, string> = { parseNumbers: 'Turn on parseNumbers' };

/**
 * `waitingEngines` names the engines whose answer is not in yet: a reader who waits for one column (Drizzle's,
 * behind PGlite's download) learns that it is coming instead of concluding that it does not exist.
 */
export function runVerdict(
  comparison: Comparison,
  explanations: Explanations,
  expected: number,
  waitingEngines: readonly string[] = [],
): Verdict {
  const ran = comparison.columns.filter((c) => c.matches);
  const rejected = comparison.columns.length - ran.length;
  const waiting = Math.max(0, expected - comparison.columns.length);
  const after =
    waitingEngines.length > 0
      ? `${listOf(waitingEngines)} still to come.`
      : waiting > 0
        ? `${waiting} still to come.`
        : '';
  if (comparison.columns.length === 0) return { kind: 'running', text: 'Running the query…', causes: [], after: '' };
  const disputed = comparison.disagreements;
  if (disputed === 0 && rejected === 0) {
    const counts = new Set(ran.map((c) => c.matches!.size));
    const text =
      counts.size <= 1
        ? `All ${ran.length} results agree: ${rowCount([...counts][0] ?? 0)}.`
        : `All ${ran.length} results agree.`;
    return { kind: 'agree', text, causes: [], after };
  }
  const shown = explanations.causes.filter((c) => !c.caveat && c.count > 0).slice(0, 3);
  const what = [
    disputed > 0 ? `disagree on ${rowCount(disputed)}` : '',
    rejected > 0 ? `${disputed > 0 ? 'and ' : ''}${rejected} rejected the export` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const text =
    shown.length > 0
      ? `The engines ${what} because of`
      : `The engines ${what}. No known difference explains it: please report it.`;
  const fix = shown.find((c) => c.fix)?.fix;
  return { kind: 'disagree', text, causes: shown, ...(fix ? { fix } : {}), after };
}
