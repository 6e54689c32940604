import { addonVersionOfDocs, libraryVersionOfDocs, majorOfDocs } from '../../config/docsVersions';
import { docsOfLiveVersion } from '../liveCode/liveMeta';
import type { LiveVersion } from '../liveCode/scopes';
import { encodeCodeHash } from './shareHash';

/**
 * Add-ons the sandbox loads at its library's release rather than the site's 7.x one (src/sandbox/sandboxScopes.ts
 * imports them under `rqb8-` aliases): an exported project that imports one installs that release.
 */
const ownReleaseAddons: Readonly<Record<LiveVersion, readonly string[]>> = {
  v7: [],
  v8: ['@react-querybuilder/bootstrap'],
};

export interface SandboxLibrary {
  /** The `?v=` value that picks it: its major. */
  readonly param: string;
  readonly version: string;
  readonly addons: Readonly<Record<string, string>>;
}

function sandboxLibrary(id: LiveVersion): SandboxLibrary {
  const docs = docsOfLiveVersion[id];
  const addons = Object.fromEntries(ownReleaseAddons[id].map((name) => [name, addonVersionOfDocs(docs, name)]));
  return { param: String(majorOfDocs(docs)), version: libraryVersionOfDocs[docs], addons };
}

/** The react-querybuilder versions the sandbox runs (7 when `?v=` is absent), at the releases of their docs versions. */
export const sandboxLibraries: Readonly<Record<LiveVersion, SandboxLibrary>> = {
  v7: sandboxLibrary('v7'),
  v8: sandboxLibrary('v8'),
};

export const defaultLibrary: LiveVersion = 'v7';

/** The library `?v=` names: its major (`8`, `v8`) or its release; nothing names the default. */
export function libraryFromSearch(search: string): { readonly library: LiveVersion; readonly unknownLibrary?: string } {
  const requested = new URLSearchParams(search).get('v')?.trim().toLowerCase().replace(/^v/, '');
  if (!requested) return { library: defaultLibrary };
  const library = (Object.keys(sandboxLibraries) as LiveVersion[]).find(
    (id) => requested === sandboxLibraries[id].param || requested === sandboxLibraries[id].version,
  );
  return library ? { library } : { library: defaultLibrary, unknownLibrary: requested };
}

/**
 * The /sandbox address (without the site's base URL) that opens `code` as App.tsx with `library`: the code travels
 * in the hash, in the sandbox's checksummed encoding, and runs only in the sandbox's isolated preview frame.
 */
export function sandboxAddress(code: string, library: LiveVersion): string {
  const query = library === defaultLibrary ? '' : `?v=${sandboxLibraries[library].param}`;
  return `/sandbox${query}${encodeCodeHash(code)}`;
}
