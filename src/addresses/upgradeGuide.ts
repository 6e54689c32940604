import { docsUrlOf, libraryVersionOfDocs, majorOfDocs } from '../../config/docsVersions';

export interface UpgradeGuide {
  /** The major the guide upgrades to. */
  readonly toMajor: number;
  /** The guide's path on this site, without the base URL (`/docs/migrate`, `/docs/6/migrate`). */
  readonly path: string;
}

/**
 * The migration guide a reader of an archived docs version reads to upgrade by one major: the `migrate` page of the
 * version documenting the next major (v6 → the v7 docs' "Migrating to v7"), since each version's guide covers the
 * step into it. Undefined when no docs version documents the next major.
 */
export function upgradeGuideOf(versionName: string): UpgradeGuide | undefined {
  const major = majorOfDocs(versionName);
  if (major === undefined) return undefined;
  const next = Object.keys(libraryVersionOfDocs).find((name) => majorOfDocs(name) === major + 1);
  return next === undefined ? undefined : { toMajor: major + 1, path: `${docsUrlOf(next)}/migrate` };
}
