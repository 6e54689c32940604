import type { LiveVersion } from '../liveCode/scopes';
import { encodeCodeHash } from './shareHash';

/** The react-querybuilder versions the sandbox runs, by the `?v=` value that picks them (7 when absent). */
export const sandboxLibraries: Readonly<
  Record<
    LiveVersion,
    {
      readonly param: string;
      readonly version: string;
      /**
       * Add-ons whose version follows the library's rather than the site's 7.x registry (src/sandbox/sandboxScopes.ts
       * loads them): an exported project that imports one installs this version.
       */
      readonly addons: Readonly<Record<string, string>>;
    }
  >
> = {
  v7: { param: '7', version: '7.7.1', addons: {} },
  v8: { param: '8', version: '8.24.1', addons: { '@react-querybuilder/bootstrap': '8.24.1' } },
};

export const defaultLibrary: LiveVersion = 'v7';

/** The library version `?v=` names: `8`, `8.24.1`, `v8` → 8.24.1; `7`… or nothing → 7.7.1. */
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
