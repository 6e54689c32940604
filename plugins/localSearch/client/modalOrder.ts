/** What the modal groups a hit by: its section (lvl0), then its page (lvl1). */
export interface GroupedHit {
  readonly hierarchy: { readonly lvl0: string | null; readonly lvl1: string | null };
}

/**
 * The order in which DocSearch's modal lists hits: it groups them by section in the order each section first appears,
 * keeps at most `perGroup` per section, and within a section lists a page's hits together, pages in the order they
 * first appear. The engine hands the modal its hits in this order, so that tests can measure the order readers see
 * without a browser, and leaves out a page that would be listed above a better one: a page of one section that ranks
 * below the best hit of the section opened after it (the search page lists it). So the modal lists pages in the
 * engine's order, and the API page the engine pins behind the best guide keeps that place.
 */
export function modalOrder<Hit extends GroupedHit>(hits: readonly Hit[], perGroup = Number.POSITIVE_INFINITY): Hit[] {
  const closesAt = sectionEnds(hits);
  const sections = new Map<string | null, Hit[]>();
  for (const [position, hit] of hits.entries()) {
    const section = sections.get(hit.hierarchy.lvl0) ?? [];
    const newPage = !section.some((listed) => listed.hierarchy.lvl1 === hit.hierarchy.lvl1);
    if (section.length > 0 && newPage && position > (closesAt.get(hit.hierarchy.lvl0) ?? Infinity)) continue;
    if (section.length < perGroup) section.push(hit);
    sections.set(hit.hierarchy.lvl0, section);
  }
  return [...sections.values()].flatMap((section) => {
    const pages = new Map<string | null, Hit[]>();
    for (const hit of section) pages.set(hit.hierarchy.lvl1, [...(pages.get(hit.hierarchy.lvl1) ?? []), hit]);
    return [...pages.values()].flat();
  });
}

/** For each section, the position at which the section opened after it begins (the last one opened has none). */
function sectionEnds<Hit extends GroupedHit>(hits: readonly Hit[]): Map<string | null, number> {
  const opened: { readonly section: string | null; readonly at: number }[] = [];
  for (const [position, hit] of hits.entries()) {
    if (!opened.some((entry) => entry.section === hit.hierarchy.lvl0)) {
      opened.push({ section: hit.hierarchy.lvl0, at: position });
    }
  }
  return new Map(opened.slice(1).map((next, index) => [(opened[index] as (typeof opened)[number]).section, next.at]));
}
