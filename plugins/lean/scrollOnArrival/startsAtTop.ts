interface PlaceLike {
  readonly pathname: string;
  readonly hash: string;
}

/** The element id a hash names, or undefined when it cannot be read as one. */
function idOf(hash: string): string | undefined {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return undefined;
  }
}

/**
 * Whether a client-side navigation should start the new page at its top where Docusaurus leaves the old scroll
 * position: it scrolls to the top only for an address without a hash, and to the element a hash names, so a hash that
 * carries state rather than an anchor (the sandbox's `#code/…`, the demo's `#s=…`) kept the previous page's scroll.
 * A browser loading such an address starts at the top; so does this. Same-page hash changes are left alone.
 */
export function startsAtTop(
  location: PlaceLike,
  previousLocation: PlaceLike | null | undefined,
  hasElement: (id: string) => boolean,
): boolean {
  if (!previousLocation || location.pathname === previousLocation.pathname || location.hash.length <= 1) return false;
  const id = idOf(location.hash);
  return id === undefined || !hasElement(id);
}
