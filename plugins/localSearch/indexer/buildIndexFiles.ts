import { createHash } from 'node:crypto';
import MiniSearch from 'minisearch';
import { miniSearchOptions } from '../client/indexOptions';
import { packRecord, type IndexFile, type PageFacets, type SearchRecord } from '../client/records';
import type { PageRecords } from './htmlToRecords';

export interface BuiltIndexFile {
  readonly tag: string;
  /** File name under the index directory, with a content hash so it can be cached forever. */
  readonly fileName: string;
  readonly json: string;
  readonly recordCount: number;
}

/** Groups the pages' records by search tag and serializes one MiniSearch index per tag. */
export function buildIndexFiles(pages: readonly PageRecords[]): BuiltIndexFile[] {
  const byTag = new Map<string, { facets: PageFacets; records: SearchRecord[] }>();
  for (const page of pages) {
    const entry = byTag.get(page.facets.docusaurus_tag) ?? { facets: page.facets, records: [] };
    entry.records.push(...page.records);
    byTag.set(page.facets.docusaurus_tag, entry);
  }
  return [...byTag]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, { facets, records }]) => {
      const miniSearch = new MiniSearch<SearchRecord & { id: number }>(miniSearchOptions);
      miniSearch.addAll(records.map((record, id) => ({ ...record, id })));
      const file: IndexFile = {
        tag,
        language: facets.language,
        version: facets.version,
        records: records.map(packRecord),
        index: miniSearch.toJSON(),
      };
      const json = JSON.stringify(file);
      const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
      return { tag, fileName: `${tag.replace(/[^\w.-]/g, '_')}.${hash}.json`, json, recordCount: records.length };
    });
}
