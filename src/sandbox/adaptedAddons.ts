import { libraryForOlderAddonsOfDocs, siteDocsVersion } from '../../config/docsVersions';
import { flavours } from '../flavours/registry';
import { docsOfLiveVersion } from '../liveCode/liveMeta';
import type { LiveVersion } from '../liveCode/scopes';
import { importedSpecifiers, packageOf } from './onlinePlaygrounds';

/**
 * Add-ons published for an earlier release of the site's line, which the sandbox runs on the site's release through
 * an adapter (the flavour registry marks them): a reader's own project has no such adapter.
 */
export const adaptedAddons: ReadonlySet<string> = new Set(
  Object.values(flavours)
    .filter((flavour) => flavour.bundling?.olderReactQuerybuilder)
    .map((flavour) => flavour.packageName),
);

/**
 * The react-querybuilder release a reader's project must install to run a sample the sandbox runs on another one
 * (a sample importing an adapted add-on), or undefined when the reader runs the sandbox's own release.
 */
export function readerLibraryFor(code: string, library: LiveVersion): string | undefined {
  if (docsOfLiveVersion[library] !== siteDocsVersion) return undefined;
  const adapted = importedSpecifiers(code).some((specifier) => adaptedAddons.has(packageOf(specifier)));
  return adapted ? libraryForOlderAddonsOfDocs(siteDocsVersion) : undefined;
}
