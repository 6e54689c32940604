/** The levels of a DocSearch record, from the section (lvl0) down to an h3 (lvl3). */
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'content';

export interface Hierarchy {
  readonly lvl0: string;
  readonly lvl1: string;
  readonly lvl2: string | null;
  readonly lvl3: string | null;
}

/** One searchable piece of a built page, shaped like a DocSearch crawler record. */
export interface SearchRecord {
  readonly type: RecordType;
  readonly hierarchy: Hierarchy;
  readonly content: string | null;
  /** Site path including the base URL and, below the page title, the heading's anchor. */
  readonly url: string;
  /** A title record's keywords: indexed when the index is built, not kept in the index file's records. */
  readonly keywords?: string;
}

/** The page-wide facets DocSearch filters on, read from the `docsearch:*` meta tags. */
export interface PageFacets {
  readonly language: string;
  readonly version: string | null;
  readonly docusaurus_tag: string;
}

/** What one index file holds: the records of one search tag and their MiniSearch index. */
export interface IndexFile {
  readonly tag: string;
  readonly language: string;
  readonly version: string | null;
  /** Records as tuples, which keeps the file small: [type, lvl0, lvl1, lvl2, lvl3, content, url]. */
  readonly records: readonly PackedRecord[];
  /** `MiniSearch#toJSON()` of the records, document id = position in `records`. */
  readonly index: unknown;
}

export type PackedRecord = readonly [RecordType, string, string, string | null, string | null, string | null, string];

export function packRecord(record: SearchRecord): PackedRecord {
  const { type, hierarchy, content, url } = record;
  return [type, hierarchy.lvl0, hierarchy.lvl1, hierarchy.lvl2, hierarchy.lvl3, content, url];
}

export function unpackRecord([type, lvl0, lvl1, lvl2, lvl3, content, url]: PackedRecord): SearchRecord {
  return { type, hierarchy: { lvl0, lvl1, lvl2, lvl3 }, content, url };
}

/** Manifest of the index files, embedded in every built page: search tag → file URL. */
export interface IndexManifest {
  readonly files: Readonly<Record<string, string>>;
}

/** Id of the `<script type="application/json">` element that carries the manifest. */
export const manifestElementId = 'local-search-index-manifest';
