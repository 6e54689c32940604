/**
 * The versions the site documents and runs, in one table: the react-querybuilder release each docs version's pages
 * document, the add-ons installed for it, the docs version the site itself runs, and which version is the latest
 * (served at /docs, without a version segment). `current` is the Next docs (docs/, at /docs/next): the major of its
 * release is what "Next" means everywhere (labels, live code, sandbox, notes, the announcement). versions.json, which
 * `npm run docs:release -- <major>` extends, lists the archived versions; a test keeps it and this table in step.
 * Everything else about a version (label, path, banner, the samples' library, the live code's and the sandbox's
 * library, exported projects' pins, the history's lines, the page texts that name a release) is derived from here,
 * and `npm install` brings package.json and tools/* to the releases named here (scripts/versionPins.mjs), so moving
 * a docs version to another release is one edit here plus `npm install`.
 * This module is also read in the browser, and by every layer of the site: keep it to this table (it imports nothing).
 */
export const libraryVersionOfDocs = {
  current: '8.24.1',
  '7': '7.7.1',
  '6': '6.5.5',
  '5': '5.4.1',
  '4': '4.5.3',
  '3': '3.12.1',
} as const satisfies Readonly<Record<string, string>>;

export type DocsVersionName = keyof typeof libraryVersionOfDocs;

export const latestDocsVersion: DocsVersionName = '7';

/**
 * The docs version whose release the site installs as its own `react-querybuilder`: the demo, the API reference,
 * the console utilities, the flavours and the query lab run it. The Next release sits beside it as `rqb8`.
 */
export const siteDocsVersion = '7' satisfies DocsVersionName;

/**
 * Add-ons installed at another release than their docs version's library, because they stopped publishing earlier
 * (the last release each has for that major); every other add-on of a version is at the library's release.
 */
export const addonVersionsOfDocs: Readonly<Partial<Record<DocsVersionName, Readonly<Record<string, string>>>>> = {
  // @react-querybuilder/dnd's last 8.x pins react-querybuilder 8.22.4, so the Next dnd page documents that pair.
  current: { '@react-querybuilder/dnd': '8.22.4' },
  '7': {
    '@react-querybuilder/antd': '7.4.0',
    '@react-querybuilder/chakra': '7.6.1',
    '@react-querybuilder/dnd': '7.6.1',
  },
};

/**
 * The react-querybuilder release a reader's project installs beside the add-ons a docs version lists in its own row
 * (published for an earlier release of the line): the newest of their releases, which each of them accepts. On the 7
 * line the Chakra and dnd add-ons name it exactly and Ant Design's range holds it, while 7.7.1's `useValueEditor`
 * reads a `schema` that the Chakra and Ant Design add-ons never pass.
 */
export function libraryForOlderAddonsOfDocs(name: DocsVersionName): string | undefined {
  const releases = Object.values(addonVersionsOfDocs[name] ?? {});
  const parts = (release: string) => release.split('.').map(Number);
  return releases.reduce<string | undefined>((newest, release) => {
    if (newest === undefined) return release;
    const [a, b] = [parts(release), parts(newest)];
    const order = a.map((part, i) => part - (b[i] ?? 0)).find((d) => d !== 0) ?? 0;
    return order > 0 ? release : newest;
  }, undefined);
}

/** The release of react-querybuilder a docs version documents, or undefined for a name the table lacks. */
export const libraryOfDocs = (name: string): string | undefined =>
  (libraryVersionOfDocs as Readonly<Record<string, string>>)[name];

/** The release of an add-on installed for a docs version (its own row, else the library's release). */
export const addonVersionOfDocs = (name: DocsVersionName, addon: string): string =>
  addonVersionsOfDocs[name]?.[addon] ?? libraryVersionOfDocs[name];

/** The site's own react-querybuilder release (node_modules/react-querybuilder). */
export const siteLibraryVersion = libraryVersionOfDocs[siteDocsVersion];

/** The Next docs' release (installed beside the site's as `rqb8`). */
export const nextLibraryVersion = libraryVersionOfDocs.current;

/** The major release a docs version documents (8 for Next while it documents 8.x). */
export function majorOfDocs(name: string): number | undefined {
  const library = libraryOfDocs(name);
  return library === undefined ? undefined : Number(library.split('.')[0]);
}

/** How readers see a version's name: Next for the docs of `current`, v7 for version 7. */
export const docsVersionLabel = (name: string): string => (name === 'current' ? 'Next' : `v${name}`);

/** A docs version's path segment under /docs: Next at /docs/next, the latest at /docs, the others at /docs/{name}. */
export const docsPathOf = (name: string, latest: string = latestDocsVersion): string =>
  name === 'current' ? 'next' : name === latest ? '' : name;

/** The address of a docs version's root, for links between pages (`/docs`, `/docs/next`, `/docs/6`). */
export const docsUrlOf = (name: string): string => (docsPathOf(name) ? `/docs/${docsPathOf(name)}` : '/docs');

/** The folder (from the repository root) of a docs version's pages. */
export const docsDirOf = (name: string): string => (name === 'current' ? 'docs' : `versioned_docs/version-${name}`);

/** The docs version a page belongs to, from its path relative to the repository root ('/' separated). */
export function docsVersionOfPath(path: string): string | undefined {
  if (path.startsWith('docs/')) return 'current';
  return /^versioned_docs\/version-([^/]+)\//.exec(path)?.[1];
}
