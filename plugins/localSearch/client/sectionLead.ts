/** What the modal needs to know of a hit to decide where a reader should land on its page. */
export interface LandingCandidate {
  readonly page: string;
  readonly isPage: boolean;
  /** The words of the page's title (a query word inside one of them is in the title: "type" in "typescript"). */
  readonly pageWords: readonly string[];
  /** The words of the heading of the section the hit belongs to. */
  readonly headingWords: readonly string[];
  /** The words of the hit's own text (the paragraph that matched; nothing for a heading's own record). */
  readonly textWords: readonly string[];
  /** How much a query word says about a section when its heading holds it: more for words few headings hold. */
  readonly rarity: (word: string) => number;
}

/**
 * Within each page's hits (which the modal lists together, in this order), puts first the section whose heading names
 * the query's words that the page's title does not, when the page itself was first: "JsonLogic import" then opens the
 * Import page at its JsonLogic section rather than 9,000 px above it. Pages keep their places among one another.
 * `sameWord` says whether a query word and a heading word are the same word (inflections included); among sections,
 * the one whose heading names the rarest of the missing words leads, and among sections whose headings weigh the same,
 * the one whose matched paragraph holds more of the missing words: "own CSS" opens the Styling page at "CSS custom
 * properties", whose paragraph says "your own CSS", rather than at "Tailwind CSS" 1,500 px below it.
 */
export function leadWithSection<Hit extends LandingCandidate>(
  hits: readonly Hit[],
  queryWords: readonly string[],
  sameWord: (queryWord: string, textWord: string) => boolean,
): Hit[] {
  const byPage = new Map<string, number[]>();
  hits.forEach((hit, position) => byPage.set(hit.page, [...(byPage.get(hit.page) ?? []), position]));
  const ordered = [...hits];
  for (const positions of byPage.values()) {
    const first = hits[positions[0] as number] as Hit;
    if (!first.isPage || positions.length < 2) continue;
    const inTitle = (word: string) => first.pageWords.some((title) => title.includes(word) || sameWord(word, title));
    const missing = queryWords.filter((word) => !inTitle(word));
    if (missing.length === 0) continue;
    // "import mongodb query" opens at the MongoDB section, not at one whose heading says "query", as many do.
    const named = (hit: Hit) =>
      missing
        .filter((word) => hit.headingWords.some((heading) => sameWord(word, heading)))
        .reduce((sum, word) => sum + first.rarity(word), 0);
    const said = (hit: Hit) => missing.filter((word) => hit.textWords.some((text) => sameWord(word, text))).length;
    let lead: number | undefined;
    let leadWeight = 0;
    let leadSaid = 0;
    for (const position of positions.slice(1)) {
      const candidate = hits[position] as Hit;
      const weight = named(candidate);
      if (weight === 0 || weight < leadWeight) continue;
      const inText = said(candidate);
      if (weight > leadWeight || inText > leadSaid) [lead, leadWeight, leadSaid] = [position, weight, inText];
    }
    if (lead === undefined) continue;
    // The section takes the page's place; the page's other hits move down one, keeping their order.
    const reordered = [lead, ...positions.filter((position) => position !== lead)];
    positions.forEach((slot, index) => (ordered[slot] = hits[reordered[index] as number] as Hit));
  }
  return ordered;
}
