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
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, '')).toLowerCase();
  } catch {
    return undefined;
  }
  if (!id) return undefined;
  const candidates = [id, id.replace(/-\d+$/, '')];
  for (const candidate of candidates) {
    const route = Object.hasOwn(map, candidate) ? map[candidate] : undefined;
    if (typeof route === 'string' && /^\/api\/[\w.$/-]+$/.test(route) && !route.includes('//')) return route;
  }
  return undefined;
}
