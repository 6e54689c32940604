import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

/** The string literals a release added to or dropped from what a prop or option accepts. */
export interface ValueChange {
  readonly version: string;
  readonly added?: readonly string[];
  readonly removed?: readonly string[];
}

/** One API item's history as the generator (generator/build.mjs) writes it. */
export interface ItemHistory {
  readonly kind: 'function' | 'component' | 'value' | 'type' | 'prop' | 'option' | 'format' | 'member';
  readonly added: string;
  readonly deprecated?: string;
  readonly removed?: string;
  readonly spans?: readonly (readonly [string, string | null])[];
  readonly entries?: readonly string[];
  /** For a prop or option whose type is a union of string literals: the releases that changed the literals. */
  readonly values?: readonly ValueChange[];
}

/** A release the history read, with what it was read with. */
export interface ReleaseRead {
  readonly version: string;
  /** The project's own packages it depends on (@react-querybuilder/core from 8.9 on), name → version. */
  readonly with?: Readonly<Record<string, string>>;
  /** The pinned copies (tools/history) of what its declarations import but do not ship, name → version. */
  readonly pinned?: Readonly<Record<string, string>>;
}

export interface ApiHistory {
  readonly package: string;
  readonly releases: readonly ReleaseRead[];
  readonly gaps: readonly string[];
  readonly items: Readonly<Record<string, ItemHistory>>;
}

export const historyFile = join(__dirname, 'data', 'apiHistory.json');

let loaded: ApiHistory | undefined;
/** The committed data file, read once per process. */
export function apiHistory(): ApiHistory {
  loaded ??= JSON.parse(readFileSync(historyFile, 'utf8')) as ApiHistory;
  return loaded;
}

export const compareVersions = (a: string, b: string): number => semver.compare(a, b);

export const majorOf = (version: string): number => semver.major(version);

/** "7.3" for 7.3.0, "7.4.4" for a patch release: how badges and headings name a release. */
export function versionLabel(version: string): string {
  return semver.patch(version) === 0 ? `${semver.major(version)}.${semver.minor(version)}` : version;
}

/** The change page's anchor of a release: v7-3-0. */
export const releaseAnchor = (version: string): string => `v${version.replaceAll('.', '-')}`;

/** The releases of a major line that were read, newest first. */
export function releasesOfLine(history: ApiHistory, line: number): string[] {
  return history.releases
    .map((r) => r.version)
    .filter((v) => majorOf(v) === line)
    .sort(compareVersions)
    .reverse();
}

export type ChangeKind = 'added' | 'changed' | 'deprecated' | 'removed';

export interface LineChange {
  readonly kind: ChangeKind;
  /** The release of the change; undefined for a deprecation older than the line (its release is on no change page of this line). */
  readonly version?: string;
}

/**
 * What a page of one major line says about an item: when the line added it, deprecated it or removed it.
 * A v7 page shows v7 history, a Next page 8.x history; a deprecation from an earlier line that still
 * holds is shown without a release.
 */
export function lineChanges(history: ApiHistory, item: ItemHistory, line: number): LineChange[] {
  const [newest] = releasesOfLine(history, line);
  if (!newest) return [];
  const spans = spansOf(item);
  // The span the line's newest release falls in: an item that left and came back (useQueryBuilder left in
  // 7.0 and came back in 7.5) was added, for this line, when it came back.
  const current = spans.find(([from, until]) => covers(from, until, newest));
  const changes: LineChange[] = [];
  if (current && majorOf(current[0]) === line) changes.push({ kind: 'added', version: current[0] });
  if (current) {
    for (const { version } of item.values ?? [])
      if (majorOf(version) === line && compareVersions(version, current[0]) > 0)
        changes.push({ kind: 'changed', version });
  }
  if (current && item.deprecated && compareVersions(item.deprecated, newest) <= 0) {
    changes.push({ kind: 'deprecated', ...(majorOf(item.deprecated) === line ? { version: item.deprecated } : {}) });
  }
  const ended = current ? undefined : spans.filter(([, until]) => until && majorOf(until) === line).at(-1)?.[1];
  if (ended) changes.push({ kind: 'removed', version: ended });
  return changes;
}

const spansOf = (item: ItemHistory) => item.spans ?? [[item.added, item.removed ?? null] as const];

const covers = (from: string, until: string | null, version: string) =>
  semver.gte(version, from) && (!until || semver.lt(version, until));

/** Whether the history says the item was published in a release. */
export function presentIn(item: ItemHistory, version: string): boolean {
  return spansOf(item).some(([from, until]) => covers(from, until, version));
}

/** "Added in 7.3", as a badge reads. */
export function changeText(change: LineChange, line: number): string {
  const verb = { added: 'Added', changed: 'Values changed', deprecated: 'Deprecated', removed: 'Removed' }[change.kind];
  return change.version ? `${verb} in ${versionLabel(change.version)}` : `${verb} before ${line}.0`;
}

/** The filter groups of the change page. */
export type FilterKind = 'prop' | 'option' | 'format' | 'function' | 'type' | 'value';

export function filterKind(kind: ItemHistory['kind']): FilterKind {
  if (kind === 'component') return 'function';
  if (kind === 'member') return 'type';
  return kind;
}

/** The name readers know an item by: `fields` for prop:fields, `FormatQueryOptions.format` for a member. */
export const itemName = (id: string): string => id.slice(id.indexOf(':') + 1);
