import { libraryForOlderAddonsOfDocs, siteDocsVersion } from '../../config/docsVersions';
import { flavours } from '../flavours/registry';
import { docsOfLiveVersion } from '../liveCode/liveMeta';
import type { LiveVersion } from '../liveCode/scopes';
import { importedSpecifiers, libraryDependencies, packageOf } from './onlinePlaygrounds';

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

/**
 * What a project exported from the sandbox (StackBlitz, CodeSandbox) installs: the preview's releases, save that code
 * importing an adapted add-on gets the release the add-on was published for, since the project has no adapter (the
 * Chakra add-on on the preview's release threw as soon as a rule was added, and npm refused to install the pair).
 */
export function exportDependencies(code: string, library: LiveVersion): Record<string, string> {
  const reader = readerLibraryFor(code, library);
  return { ...libraryDependencies(code, library), ...(reader !== undefined && { 'react-querybuilder': reader }) };
}
