/**
 * Where an old section anchor of an API module page leads now that its members have pages of their
 * own: the module page's front matter `api_anchors` maps each anchor to a member's route. An anchor
 * with a number suffix the map lacks (#formatquery-1: an overload or repeated heading) falls back to
 * its base name. Returns undefined for anything else, including a map that is not ours: only /api/
 * routes are followed.
 */
export function apiAnchorTarget(anchors: unknown, hash: string): string | undefined {
  if (typeof anchors !== 'object' || anchors === null) return undefined;
  const map = anchors as Record<string, unknown>;
  const id = decodeHash(hash).toLowerCase();
  if (!id) return undefined;
  const candidates = [id, id.replace(/-\d+$/, '')];
  for (const candidate of candidates) {
    const route = Object.hasOwn(map, candidate) ? map[candidate] : undefined;
    if (typeof route === 'string' && /^\/api\/[\w.$/-]+$/.test(route) && !route.includes('//')) return route;
  }
  return undefined;
}

/** The element id a location hash names, or '' when it names none or is not valid percent-encoding. */
export function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}
