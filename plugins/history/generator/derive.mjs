// @ts-check
/**
 * Turns what each release publishes into a history per item: the first release read that has it, the
 * release that deprecated it (start of the deprecation that still holds when it was last seen), the
 * release that removed it, every span when it left and came back, and for a prop or option whose type is a
 * union of string literals, each release that added or dropped literals.
 *
 * @typedef {import('./extract.mjs').ReleaseItem} ReleaseItem
 * @typedef {{ version: string; added?: string[]; removed?: string[] }} ValueChange
 * @typedef {{ kind: string; added: string; deprecated?: string; removed?: string; spans?: [string, string | null][]; entries?: string[]; values?: ValueChange[] }} ItemHistory
 */
import semver from 'semver';

/**
 * @param {{ version: string; items: Record<string, ReleaseItem> }[]} releases
 * @returns {Record<string, ItemHistory>} sorted by id
 */
export function deriveHistory(releases) {
  const ordered = [...releases].sort((a, b) => semver.compare(a.version, b.version));
  const ids = [...new Set(ordered.flatMap((r) => Object.keys(r.items)))].sort();
  /** @type {Record<string, ItemHistory>} */
  const history = {};
  for (const id of ids) {
    /** @type {[string, string | null][]} */
    const spans = [];
    /** @type {ReleaseItem | undefined} */
    let last;
    /** @type {ValueChange[]} */
    const values = [];
    /** @type {ReleaseItem | undefined} */
    let previous;
    let deprecatedSince = /** @type {string | undefined} */ (undefined);
    for (const { version, items } of ordered) {
      const item = items[id];
      const openSpan = spans.at(-1)?.[1] === null ? spans.at(-1) : undefined;
      if (item && !openSpan) spans.push([version, null]);
      if (!item && openSpan) openSpan[1] = version;
      const change = previous && item && valueChange(previous.values, item.values);
      if (change) values.push({ version, ...change });
      previous = item;
      if (item) {
        if (!item.deprecated) deprecatedSince = undefined;
        else deprecatedSince ??= version;
        last = item;
      }
    }
    const [firstSpan] = spans;
    const lastSpan = spans.at(-1);
    if (!last || !firstSpan || !lastSpan) continue;
    const entry = /** @type {ItemHistory} */ ({ kind: last.kind, added: firstSpan[0] });
    if (deprecatedSince) entry.deprecated = deprecatedSince;
    if (lastSpan[1]) entry.removed = lastSpan[1];
    if (spans.length > 1) entry.spans = spans;
    if (values.length) entry.values = values;
    // Where to import it from, for what the main entry point does not export (the parsers' own entry points).
    if (last.entries?.length && !last.entries.includes('react-querybuilder')) entry.entries = last.entries;
    history[id] = entry;
  }
  return history;
}

/**
 * The literals a release added to and dropped from an item's accepted values, compared with the release read before
 * it; undefined when nothing changed or when either type is not a list of literals (a prop that went from literals
 * to any string dropped none).
 *
 * @param {readonly string[] | undefined} before
 * @param {readonly string[] | undefined} after
 * @returns {{ added?: string[]; removed?: string[] } | undefined}
 */
export function valueChange(before, after) {
  if (!before || !after) return undefined;
  const added = after.filter((v) => !before.includes(v));
  const removed = before.filter((v) => !after.includes(v));
  if (!added.length && !removed.length) return undefined;
  return { ...(added.length ? { added } : {}), ...(removed.length ? { removed } : {}) };
}

/**
 * Whether the history says an item was published in a release.
 *
 * @param {ItemHistory} item
 * @param {string} version
 */
export function presentIn(item, version) {
  const spans = item.spans ?? [[item.added, item.removed ?? null]];
  return spans.some(([from, until]) => semver.gte(version, from) && (!until || semver.lt(version, until)));
}

/**
 * Releases the registry lacks between the ones read: those the project's changelog lists (within the
 * releases it covers here) and, outside them, those semantic versioning implies (x.y.0 before x.y.z, the
 * patches before a later patch, a minor skipped between two read ones). Later patch releases the
 * changelog would name beyond that cannot be known from the registry, so gaps there are a lower bound.
 *
 * @param {readonly string[]} read sorted
 * @param {readonly string[]} changelogReleases releases the changelog lists
 */
export function registryGaps(read, changelogReleases) {
  const first = read[0];
  const newest = read.at(-1);
  if (!first || !newest) return [];
  const have = new Set(read);
  const listed = [...changelogReleases].sort(semver.compare);
  const [firstListed = '0.0.0', lastListed = '0.0.0'] = [listed[0], listed.at(-1)];
  const gaps = new Set(changelogReleases.filter((v) => !have.has(v) && semver.gt(v, first) && semver.lt(v, newest)));
  /** @param {string} v @returns {[number, number, number]} */
  const triple = (v) => [semver.major(v), semver.minor(v), semver.patch(v)];
  for (const [i, version] of read.entries()) {
    const previous = read[i - 1];
    // Where the changelog covers the releases, it alone names them.
    if (!previous || (semver.gte(previous, firstListed) && semver.lt(previous, lastListed))) continue;
    const [[aMajor, aMinor, aPatch], [bMajor, bMinor, bPatch]] = [triple(previous), triple(version)];
    if (aMajor !== bMajor) {
      for (let patch = 0; patch < bPatch; patch++) gaps.add(`${bMajor}.${bMinor}.${patch}`);
      continue;
    }
    for (let minor = aMinor; minor <= bMinor; minor++) {
      // Patches after the previous read one in its minor, every patch before the next read one in its minor,
      // and x.y.0 of a minor in between; later patches of a minor are unknowable.
      const from = minor === aMinor ? aPatch + 1 : 0;
      const to = minor === bMinor ? bPatch : minor === aMinor ? aPatch + 1 : 1;
      for (let patch = from; patch < to; patch++) gaps.add(`${aMajor}.${minor}.${patch}`);
    }
  }
  return [...gaps].filter((v) => semver.major(v) >= semver.major(first)).sort(semver.compare);
}
