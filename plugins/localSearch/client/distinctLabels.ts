import { escapeHtml, type HighlightResult } from './highlight';

type Level = `lvl${0 | 1 | 2 | 3 | 4 | 5 | 6}`;

/** The parts of a hit that the modal draws as its title and path. */
export interface LabelledHit {
  readonly type: string;
  readonly hierarchy: Readonly<Record<Level, string | null>>;
  readonly content: string | null;
  readonly _snippetResult: { hierarchy?: Record<string, HighlightResult>; content?: HighlightResult };
}

const levels: readonly Level[] = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

// What DocSearch draws for a section or paragraph hit: its heading (or paragraph) over the page title.
const titleOf = (hit: LabelledHit) => (hit.type === 'content' ? hit.content : hit.hierarchy[hit.type as Level]);
const labelOf = (hit: LabelledHit) => `${titleOf(hit) ?? ''}\u0000${hit.hierarchy.lvl1 ?? ''}`;

/** The heading a section sits under (for a paragraph, the heading it sits under itself). */
function parentHeading(hit: LabelledHit): string | null {
  const own = levels.indexOf(hit.type as Level);
  const above = hit.type === 'content' ? [...levels].reverse() : levels.slice(0, Math.max(own, 0)).reverse();
  for (const level of above) if (hit.hierarchy[level]) return hit.hierarchy[level];
  return null;
}

/**
 * Two sections of one page with the same heading (the export page's "cel" under "Formats" and under "How each format
 * behaves") drew the same title and path, "cel — Export", twice in one list. Such hits name their parent heading
 * in the path ("Export › Formats"); the hits themselves, their grouping and their order stay as they were.
 */
export function distinctLabels<Hit extends LabelledHit>(hits: readonly Hit[]): Hit[] {
  const counts = new Map<string, number>();
  for (const hit of hits) counts.set(labelOf(hit), (counts.get(labelOf(hit)) ?? 0) + 1);
  return hits.map((hit) => {
    const parent = (counts.get(labelOf(hit)) ?? 0) > 1 ? parentHeading(hit) : null;
    const page = hit._snippetResult.hierarchy?.lvl1;
    if (!parent || !page) return hit;
    const path: HighlightResult = { ...page, value: `${page.value} \u203a ${escapeHtml(parent)}` };
    return {
      ...hit,
      _snippetResult: { ...hit._snippetResult, hierarchy: { ...hit._snippetResult.hierarchy, lvl1: path } },
    };
  });
}
