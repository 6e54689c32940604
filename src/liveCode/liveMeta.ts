import { majorOfDocs, siteDocsVersion, type DocsVersionName } from '../../config/docsVersions';
import { hasFlag } from '../codeBlock/metaFlags';
import type { LiveVersion } from './scopes';

/** True when a code fence's meta string carries the word `live` (e.g. ```tsx live title="App.tsx"). */
export const isLiveMeta = (metastring: string | undefined): boolean => hasFlag(metastring ?? '', 'live');

/**
 * The docs version whose release each library of the live code and the sandbox is (config/docsVersions.ts): v7 the
 * site's own react-querybuilder, v8 the Next docs' (the `rqb8` alias).
 */
export const docsOfLiveVersion: Readonly<Record<LiveVersion, DocsVersionName>> = { v7: siteDocsVersion, v8: 'current' };

/**
 * The library that runs a docs version's code, live blocks and sandbox samples alike: the one of the same major;
 * undefined for a version neither documents (v6 and older).
 */
export function liveVersionOfDocs(docsVersionName: string | undefined): LiveVersion | undefined {
  if (docsVersionName === undefined) return undefined;
  const major = majorOfDocs(docsVersionName);
  return (Object.keys(docsOfLiveVersion) as LiveVersion[]).find((id) => majorOfDocs(docsOfLiveVersion[id]) === major);
}

/** Live code runs its page's major; pages of older versions (and pages outside the docs) run the site's own. */
export const liveVersionFor = (docsVersionName: string | undefined): LiveVersion =>
  liveVersionOfDocs(docsVersionName) ?? 'v7';
