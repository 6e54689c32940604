/**
 * Edits between two words, counting a swap of neighbouring letters as one ("qeury" → "query"): the optimal string
 * alignment distance. MiniSearch's fuzzy search counts a swap as two, which is why a word it found only fuzzily is
 * corrected here to the closest term it matched.
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const columns = b.length + 1;
  const distance: number[][] = Array.from({ length: rows }, (_, row) =>
    Array.from({ length: columns }, (_, column) => (row === 0 ? column : column === 0 ? row : 0)),
  );
  for (let row = 1; row < rows; row++) {
    for (let column = 1; column < columns; column++) {
      const cost = a[row - 1] === b[column - 1] ? 0 : 1;
      let best = Math.min(
        distance[row - 1]![column]! + 1,
        distance[row]![column - 1]! + 1,
        distance[row - 1]![column - 1]! + cost,
      );
      if (row > 1 && column > 1 && a[row - 1] === b[column - 2] && a[row - 2] === b[column - 1])
        best = Math.min(best, distance[row - 2]![column - 2]! + 1);
      distance[row]![column] = best;
    }
  }
  return distance[a.length]![b.length]!;
}

/** Edits a typo may be away from a word and still find it: one for short words, two from eight letters on. */
export function allowedEdits(word: string): number {
  if (word.length >= 8) return 2;
  return word.length >= 5 ? 1 : 0;
}

/**
 * The word a reader meant: `word` itself when an indexed term starts with it (or with its stem), else the matched
 * term closest to it within the allowed edits (ties go to the term more sections contain). `termCounts` maps each term
 * the search matched to the number of sections that contain it.
 */
export function correctWord(word: string, stem: string, termCounts: ReadonlyMap<string, number>): string {
  let best: { term: string; edits: number; count: number } | null = null;
  for (const [term, count] of termCounts) {
    if (term.startsWith(word) || term.startsWith(stem)) return word;
    const edits = editDistance(word, term);
    if (edits > allowedEdits(word)) continue;
    if (!best || edits < best.edits || (edits === best.edits && count > best.count)) best = { term, edits, count };
  }
  return best ? best.term : word;
}
