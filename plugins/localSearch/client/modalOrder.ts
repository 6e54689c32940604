/** What the modal groups a hit by: its section (lvl0), then its page (lvl1). */
export interface GroupedHit {
  readonly hierarchy: { readonly lvl0: string | null; readonly lvl1: string | null };
}

/**
 * The order in which DocSearch's modal lists hits: it groups them by section in the order each section first appears,
 * keeps at most `perGroup` per section, and within a section lists a page's hits together, pages in the order they
 * first appear. The engine hands the modal its hits in this order, so what a reader sees first is what the engine
 * ranks first, and tests can measure the order readers see without a browser. A `pinned` hit (the API page of a symbol
 * the query names) keeps the place the engine gave it: hits of earlier sections that rank below it are left out.
 */
export function modalOrder<Hit extends GroupedHit>(
  hits: readonly Hit[],
  perGroup = Number.POSITIVE_INFINITY,
  pinned?: Hit,
): Hit[] {
  const pinnedAt = pinned === undefined ? -1 : hits.indexOf(pinned);
  const sections = new Map<string | null, Hit[]>();
  for (const [position, hit] of hits.entries()) {
    const section = sections.get(hit.hierarchy.lvl0) ?? [];
    const opensBeforePinned = pinnedAt >= 0 && position > pinnedAt && section.length > 0;
    // A section listed before the pinned hit's would push it down with its weaker hits: those are left to the search page.
    if (
      opensBeforePinned &&
      hit.hierarchy.lvl0 !== pinned?.hierarchy.lvl0 &&
      !sectionsAfter(sections, pinned).has(hit.hierarchy.lvl0)
    )
      continue;
    if (section.length < perGroup) section.push(hit);
    sections.set(hit.hierarchy.lvl0, section);
  }
  return [...sections.values()].flatMap((section) => {
    const pages = new Map<string | null, Hit[]>();
    for (const hit of section) pages.set(hit.hierarchy.lvl1, [...(pages.get(hit.hierarchy.lvl1) ?? []), hit]);
    return [...pages.values()].flat();
  });
}

/** The sections opened after the pinned hit's own section. */
function sectionsAfter<Hit extends GroupedHit>(
  sections: ReadonlyMap<string | null, Hit[]>,
  pinned?: Hit,
): Set<string | null> {
  const names = [...sections.keys()];
  return new Set(names.slice(names.indexOf(pinned?.hierarchy.lvl0 ?? null) + 1));
}
