/**
 * The docs versions in one table: the react-querybuilder release each version's pages document, and which
 * version is the latest (served at /docs, without a version segment). `current` is the Next docs (docs/, at
 * /docs/next): the major of its release is what "Next" means everywhere (labels, live code, notes, the
 * announcement). versions.json, which `npm run docs:release -- <major>` extends, lists the archived versions; a
 * test keeps it and this table in step. Everything else about a version (label, path, banner, the samples'
 * library, the live code's scope) is derived in config/docs.ts, scripts/docSamples/versions.ts and src/liveCode.
 * This module is also read in the browser: keep it to this table.
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

/** The major release a docs version documents (8 for Next while it documents 8.x). */
export function majorOfDocs(name: string): number | undefined {
  const library = (libraryVersionOfDocs as Readonly<Record<string, string>>)[name];
  return library === undefined ? undefined : Number(library.split('.')[0]);
}

/** How readers see a version's name: Next for the unreleased docs, v7 for version 7. */
export const docsVersionLabel = (name: string): string => (name === 'current' ? 'Next' : `v${name}`);
