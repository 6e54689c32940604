import type { UpgradeGuide } from './upgradeGuide';

/**
 * upgradeGuideOf (./upgradeGuide) for an archived version, from the docs plugin's own list of versions (name and root
 * path), which every page has already: the browser then needs no copy of the release table (a module of its own, as
 * ./upgradeGuide's import of the table stays in any bundle that imports that module). An archived version is named
 * after its major (`npm run docs:release -- <major>`), and the next major of one is the latest or another archived
 * version, never Next; a test holds this to upgradeGuideOf for every archived version.
 */
export function archivedUpgradeGuideOf(
  versionName: string,
  versions: readonly { readonly name: string; readonly path: string }[],
): UpgradeGuide | undefined {
  if (!/^\d+$/.test(versionName)) return undefined;
  const toMajor = Number(versionName) + 1;
  const next = versions.find((version) => version.name === String(toMajor));
  // The plugin's path carries the base URL, which Link does not add twice.
  return next === undefined ? undefined : { toMajor, path: `${next.path.replace(/\/$/, '')}/migrate` };
}
