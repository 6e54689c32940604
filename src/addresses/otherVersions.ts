/**
 * Old links name docs paths without a version (`/docs/utils/query-management`), meaning whichever
 * version was the default when they were written; our default is v7, so an 8.x link, or one to a
 * page later versions dropped, would end on the not-found page. These functions find the same page
 * in the other versions of a docs instance, from the docs plugin's global data.
 */

import { majorOfDocs } from '../../config/docsVersions';

/** The parts of a docs version's global data this module reads (GlobalVersion of the docs plugin). */
export interface VersionPages {
  readonly name: string;
  readonly label: string;
  /** URL prefix of the version: `/docs`, `/docs/next`, `/docs/6`. */
  readonly path: string;
  /** True for the default version, the one without a version segment in its paths. */
  readonly isLast: boolean;
  readonly docs: readonly { readonly path: string }[];
}

export interface VersionPage {
  readonly versionName: string;
  readonly versionLabel: string;
  /** The page's path in that version. */
  readonly path: string;
}

export interface OtherVersionsLookup {
  /** The version whose prefix the path has, when it has one. */
  readonly requestedVersion?: VersionPages;
  /** The same page in the other versions, newest first (Next before the default, then older ones). */
  readonly pages: readonly VersionPage[];
  /**
   * Where to send the reader right away: only for a path of the default version, whose meaning
   * changed with each release. A path that names its version shows the alternatives instead.
   */
  readonly redirect?: VersionPage;
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** True when `path` is `prefix` or lies under it (`/docs/6/x` is under `/docs/6`, `/docs/60` is not). */
function isUnder(path: string, prefix: string): boolean {
  return prefix === '/' || path === prefix || path.startsWith(`${prefix}/`);
}

/** `versions` in the plugin's order, most recent first, as useAllDocsData gives them. */
export function findInOtherVersions(pathname: string, versions: readonly VersionPages[]): OtherVersionsLookup {
  const path = withoutTrailingSlash(pathname);
  // The longest prefix wins: /docs/next/x belongs to Next, not to the default version at /docs.
  const requestedVersion = [...versions]
    .filter((version) => isUnder(path, withoutTrailingSlash(version.path)))
    .sort((a, b) => b.path.length - a.path.length)[0];
  if (!requestedVersion) return { pages: [] };
  const relative = path.slice(withoutTrailingSlash(requestedVersion.path).length);
  if (relative === '' || relative === '/') return { requestedVersion, pages: [] };
  if (requestedVersion.docs.some((doc) => withoutTrailingSlash(doc.path) === path))
    return { requestedVersion, pages: [] };

  const pages = versions
    .filter((version) => version !== requestedVersion)
    .flatMap((version): VersionPage[] => {
      const candidate = `${withoutTrailingSlash(version.path)}${relative}`;
      const doc = version.docs.find((d) => withoutTrailingSlash(d.path) === candidate);
      return doc ? [{ versionName: version.name, versionLabel: version.label, path: doc.path }] : [];
    });
  return { requestedVersion, pages, redirect: requestedVersion.isLast ? pages[0] : undefined };
}

/** What the reader is told on the page they were sent to; carried in the history entry's state. */
export interface SentFromOtherVersion {
  readonly sentFrom: string;
  /** Label of the version the link pointed into (the default one). */
  readonly requestedLabel: string;
  /** Labels of the other versions that also have the page, besides the one the reader landed on. */
  readonly alsoIn: readonly string[];
}

export function sentFromState(pathname: string, lookup: OtherVersionsLookup): SentFromOtherVersion | undefined {
  if (!lookup.redirect || !lookup.requestedVersion) return undefined;
  return {
    sentFrom: pathname,
    requestedLabel: lookup.requestedVersion.label,
    alsoIn: lookup.pages.filter((page) => page !== lookup.redirect).map((page) => page.versionLabel),
  };
}

export function isSentFromOtherVersion(value: unknown): value is SentFromOtherVersion {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<SentFromOtherVersion>;
  return (
    typeof v.sentFrom === 'string' &&
    typeof v.requestedLabel === 'string' &&
    Array.isArray(v.alsoIn) &&
    v.alsoIn.every((label) => typeof label === 'string')
  );
}

/** The release line a docs version documents, for readers who know versions by their npm numbers. */
export function releaseLine(versionName: string): string | undefined {
  const major = majorOfDocs(versionName);
  if (major !== undefined) return `${major}.x`;
  return /^\d+$/.test(versionName) ? `${versionName}.x` : undefined;
}

/** The note shown above the page the reader was sent to. */
export function sentFromNote(note: SentFromOtherVersion, landed: { name: string; label: string }): string {
  const line = releaseLine(landed.name);
  const here = `the ${landed.label} docs${line ? ` (react-querybuilder ${line})` : ''}`;
  const where =
    note.alsoIn.length === 0
      ? `This page exists only in ${here}`
      : `This page is from ${here}; it also exists in ${note.alsoIn.join(', ')}, but not in ${note.requestedLabel}`;
  return `${where}. You were sent here from ${note.sentFrom}, which the ${note.requestedLabel} docs don't have.`;
}
