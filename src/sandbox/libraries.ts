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

/** The docs page a sample came from: the sandbox names it ("From the docs: …") and links back to it. */
export interface DocsSource {
  readonly title: string;
  /** The page's path on this site, without the base URL (`/docs/dnd`). */
  readonly path: string;
}

/** Longest page title the sandbox shows; a link may carry anything, and a title is a few words. */
const maxTitleLength = 80;

/** A docs path of this site: `/docs` and plain path segments, nothing that could lead elsewhere. */
const docsPath = /^\/docs(\/[\w.-]+)*\/?$/;

/** The docs page `?from=&title=` names, when both are present and sound; anything else is ignored. */
export function docsSourceFromSearch(search: string): DocsSource | undefined {
  const params = new URLSearchParams(search);
  const path = params.get('from')?.trim();
  const title = params
    .get('title')
    // Control characters and line breaks become spaces: the title is one line of plain text.
    ?.replace(/[\p{Cc}\s]+/gu, ' ')
    .trim();
  const dotSegment = path?.split('/').some((segment) => /^\.+$/.test(segment));
  if (!path || !docsPath.test(path) || dotSegment || !title) return undefined;
  return { path, title: title.length > maxTitleLength ? `${title.slice(0, maxTitleLength - 1)}…` : title };
}

/** Writes `source` into `url`'s query (or removes it): the counterpart of docsSourceFromSearch. */
export function setDocsSourceParams(url: URL, source: DocsSource | undefined): void {
  if (source) {
    url.searchParams.set('from', source.path);
    url.searchParams.set('title', source.title);
  } else {
    url.searchParams.delete('from');
    url.searchParams.delete('title');
  }
}

/**
 * The /sandbox address (without the site's base URL) that opens `code` as App.tsx with `library`: the code travels
 * in the hash, in the sandbox's checksummed encoding, and runs only in the sandbox's isolated preview frame. A docs
 * sample names its page (`source`), which the sandbox shows in place of a template.
 */
export function sandboxAddress(code: string, library: LiveVersion, source?: DocsSource): string {
  const url = new URL('/sandbox', 'http://sandbox.invalid');
  if (library !== defaultLibrary) url.searchParams.set('v', sandboxLibraries[library].param);
  setDocsSourceParams(url, source);
  return `${url.pathname}${url.search}${encodeCodeHash(code)}`;
}
