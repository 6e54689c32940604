import { docsVersionLabel, libraryVersionOfDocs } from '../../../config/docsVersions';

/** The query parameter of /search that names the docs version searched, e.g. `/search?q=formatQuery&version=6`. */
export const versionParameter = 'version';

/** Storage key of the reader's preferred version of the main docs (plugin-content-docs' docsPreferredVersion). */
export const preferredVersionKey = 'docs-preferred-version-default';

/** The docs version among a page's contextual search tags (`docs-default-6` → `6`), as the modal searches it. */
export function versionOfTags(tags: readonly string[], pluginId = 'default'): string | undefined {
  const prefix = `docs-${pluginId}-`;
  return tags.find((tag) => tag.startsWith(prefix))?.slice(prefix.length);
}

/** The search page's address with the version the reader searched in the modal. */
export function withVersion(searchLink: string, version: string | undefined): string {
  if (!version) return searchLink;
  const [path = '', query = ''] = searchLink.split('?');
  const parameters = new URLSearchParams(query);
  parameters.set(versionParameter, version);
  return `${path}?${parameters.toString()}`;
}

/**
 * The theme's search page starts on the first version of the docs plugin's list and keeps the choice in its own
 * state; listing the wanted version first is the one way in. The others keep their order.
 */
export function withVersionFirst<V extends { readonly name: string }>(
  versions: readonly V[],
  name: string | undefined,
): V[] {
  const wanted = versions.find((version) => version.name === name);
  return wanted ? [wanted, ...versions.filter((version) => version !== wanted)] : [...versions];
}

/** The search page's URL search string with the chosen version, other parameters kept. */
export function searchWithVersion(search: string, version: string): string {
  const parameters = new URLSearchParams(search);
  parameters.set(versionParameter, version);
  return `?${parameters.toString()}`;
}

/** How the modal names the docs version it searched: "v7", "Next". */
export const searchedVersionLabel = (version: string): string => docsVersionLabel(version);

/**
 * The versions a reader of `version`'s docs may want to search instead: every other one, newest first (Next, then the
 * latest, then the archived ones). An archived version's reader searching from the latest docs' pages reaches that
 * version's pages in one step, and its index loads only when the search page is opened on it.
 */
export function otherVersionsToSearch(version: string | undefined): string[] {
  if (version === undefined) return [];
  // Object.keys lists integer-like keys first, ascending: the order is made here.
  const numbered = Object.keys(libraryVersionOfDocs)
    .filter((name) => name !== 'current')
    .sort((a, b) => Number(b) - Number(a));
  return ['current', ...numbered].filter((name) => name !== version);
}
