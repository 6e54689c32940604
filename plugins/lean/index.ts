import type { LoadContext, Plugin, PluginConfig } from '@docusaurus/types';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { lastBuildDirectoryFile } from './buildDirectory.mjs';
import announcementBar from './announcementBar';
import chunkFilesById from './chunkFilesById';
import demoStylesheets from './demoStylesheets';
import flavourBundling from './flavourBundling';
import linkPrefetch from './linkPrefetch';
import { patches, switchablePatchIds, type PatchId } from './manifest';
import prism from './prism';
import routeFiles from './routeFiles';
import scrollOnArrival from './scrollOnArrival';
import versionStripNavbar from './versionStripNavbar';
import siteWideCss from './siteWideCss';
import utilsCommon from './utilsCommon';

/** Written into every build, so that tests and the bench know which kind of build they look at. */
export const buildKindFile = 'build-kind.json';
export interface BuildKind {
  readonly lean: boolean;
  readonly patches: readonly PatchId[];
}

export interface LeanOptions {
  readonly on: boolean;
  readonly without: readonly string[];
}

/** The patches of the manifest a build applies. */
export function enabledPatches({ on, without }: LeanOptions): Set<PatchId> {
  const unknown = without.filter((id) => !(switchablePatchIds as readonly string[]).includes(id));
  if (unknown.length > 0)
    throw new Error(
      `LEAN_WITHOUT names no switchable patch: ${unknown.join(', ')} (known: ${switchablePatchIds.join(', ')})`,
    );
  return new Set(
    patches.filter((patch) => !patch.switchable || (on && !without.includes(patch.id))).map((patch) => patch.id),
  );
}

/**
 * The lean layer: every departure from stock Docusaurus, as Docusaurus plugins. `on` false (LEAN_BUILD=false) leaves
 * out every switchable patch of plugins/lean/manifest.ts; `without` single ones (LEAN_WITHOUT). The patches a feature
 * needs stay on either way.
 */
export function leanLayer(options: LeanOptions): PluginConfig[] {
  const enabled = enabledPatches(options);
  const has = (id: PatchId) => enabled.has(id);
  const routePatches = {
    compactRoutes: has('compactRoutes'),
    dropModulePaths: has('dropModulePaths'),
    groupApiMemberChunks: has('groupApiMemberChunks'),
    shortChunkNames: has('shortChunkNames'),
    dropApiMemberDocs: has('dropApiMemberDocs'),
  };
  const kind: BuildKind = { lean: options.on, patches: [...enabled] };
  const buildKind = (context: LoadContext): Plugin => ({
    name: 'lean-build-kind',
    async postBuild({ outDir }) {
      await writeFile(path.join(outDir, buildKindFile), `${JSON.stringify(kind)}\n`);
      // npm runs postbuild without the build's --out-dir: it reads the directory from here.
      await writeFile(path.join(context.siteDir, lastBuildDirectoryFile), `${outDir}\n`);
    },
  });
  return [
    buildKind,
    demoStylesheets,
    announcementBar,
    scrollOnArrival,
    versionStripNavbar,
    (context: LoadContext) => flavourBundling(context, { tremorSideEffects: has('tremorSideEffects') }),
    ...(has('siteWideCss')
      ? [(context: LoadContext) => siteWideCss(context, { shortChunkNames: routePatches.shortChunkNames })]
      : []),
    ...(has('dropPrismExtras') || has('deferPrism')
      ? [
          (context: LoadContext) =>
            prism(context, { dropPrismExtras: has('dropPrismExtras'), deferPrism: has('deferPrism') }),
        ]
      : []),
    ...(Object.values(routePatches).some(Boolean) ? [(context: LoadContext) => routeFiles(context, routePatches)] : []),
    ...(has('chunkFilesById') ? [chunkFilesById] : []),
    ...(has('utilsCommonEsm') ? [utilsCommon] : []),
    ...(has('linkPrefetch') ? [linkPrefetch] : []),
  ];
}
