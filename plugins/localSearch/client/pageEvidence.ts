import type { RecordType } from './records';

/**
 * A reader's question is answered by a page, not by one of its paragraphs: its words are spread over the page's title,
 * description, keywords and sections. A page's evidence for the question is how much of the question it holds
 * anywhere, each word weighted by how rare it is among pages ("tailwind" says more than "example"), and by where the
 * page holds it (a title says more than a paragraph).
 */

/** How much a word in a record's own text says about its page, by the kind of record. */
const placeWeight: Record<RecordType, number> = { lvl1: 3, lvl2: 2, lvl3: 1.5, content: 1 };

/** What a page adds for each further record that holds a word: a page about it uses it throughout. */
const repeatWeight = 0.25;
const repeatCap = 1;

/** A match that only extends a word into a longer one ("json" → "jsonlogic") says less than the word itself. */
const extensionWeight = 0.4;

export interface WordMatch {
  /** The page's address without its anchor. */
  readonly page: string;
  readonly type: RecordType;
  /** Per searched word: 1 when the record's own text holds it, `extensionWeight` when only a longer word, 0 when not. */
  readonly strength: readonly number[];
}

/**
 * How strongly an indexed term stands for a searched form: the form itself or one of its inflections ("operator" →
 * "operators", stem "migrat" → "migrating") fully, a longer word that starts with it less.
 */
export function matchStrength(form: string, term: string): number {
  if (term === form) return 1;
  if (!term.startsWith(form)) return extensionWeight;
  return term.length - form.length <= 3 ? 1 : extensionWeight;
}

/**
 * Each page's evidence for the question, between 0 (none of its words) and 1 (every word in the page's title record
 * and throughout): Σ over words of rarity × (best place + a little per further record), over the same sum for a page
 * that holds every word at its best.
 */
export function pageEvidence(matches: readonly WordMatch[], wordCount: number, pageCount: number): Map<string, number> {
  const perPage = new Map<string, { best: number[]; records: number[] }>();
  for (const match of matches) {
    const entry = perPage.get(match.page) ?? {
      best: Array.from({ length: wordCount }, () => 0),
      records: Array.from({ length: wordCount }, () => 0),
    };
    match.strength.forEach((strength, word) => {
      if (strength <= 0) return;
      entry.best[word] = Math.max(entry.best[word] as number, strength * placeWeight[match.type]);
      entry.records[word] = (entry.records[word] as number) + 1;
    });
    perPage.set(match.page, entry);
  }
  // A word no page holds cannot tell pages apart; one every page holds barely can.
  const pagesWith = Array.from({ length: wordCount }, (_, word) =>
    [...perPage.values()].reduce((count, entry) => count + ((entry.best[word] as number) > 0 ? 1 : 0), 0),
  );
  const rarity = pagesWith.map((count) => (count === 0 ? 0 : Math.log(1 + Math.max(pageCount, count) / count)));
  const most = rarity.reduce((sum, weight) => sum + weight * (placeWeight.lvl1 + repeatCap), 0);
  const evidence = new Map<string, number>();
  if (most === 0) return evidence;
  for (const [page, { best, records }] of perPage) {
    let sum = 0;
    best.forEach((place, word) => {
      if (place === 0) return;
      const repeats = Math.min(repeatCap, repeatWeight * ((records[word] as number) - 1));
      sum += (rarity[word] as number) * (place + repeats);
    });
    evidence.set(page, sum / most);
  }
  return evidence;
}
