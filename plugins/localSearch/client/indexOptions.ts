import type { Options } from 'minisearch';
import type { SearchRecord } from './records';

const wordPattern = /[\p{L}\p{N}_$]+/gu;

/** Words of a text, lower-cased; "formatQuery" also yields "format" and "query" so either half finds it. */
export function tokenizeForIndex(text: string): string[] {
  const tokens: string[] = [];
  for (const [word] of text.matchAll(wordPattern)) {
    tokens.push(word.toLowerCase());
    const parts = word.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})|_/u).filter(Boolean);
    if (parts.length > 1) for (const part of parts) tokens.push(part.toLowerCase());
  }
  return tokens;
}

export function tokenizeQuery(query: string): string[] {
  return Array.from(query.matchAll(wordPattern), ([word]) => word.toLowerCase());
}

/**
 * The text a record is found by: its own heading or paragraph, and the headings above it. A title record adds the page's
 * description, the words that sum the page up ("getting started", "breaking changes"): the modal's first and top-three
 * figures rose from 83%/90% to 84%/92% on the v7 pages and from 78%/92% to 81%/94% on the Next pages.
 */
function ownText(record: SearchRecord): string {
  if (record.type === 'content') return record.content ?? '';
  return [record.hierarchy[record.type], record.content, record.keywords].filter(Boolean).join(' ');
}

function parentText(record: SearchRecord): string {
  const { hierarchy } = record;
  const levels = ['lvl1', 'lvl2', 'lvl3'] as const;
  const own = record.type === 'content' ? levels.length : levels.indexOf(record.type);
  return levels
    .slice(0, own)
    .map((level) => hierarchy[level])
    .filter(Boolean)
    .join(' ');
}

export const indexedFields = ['own', 'parents'] as const;

/** MiniSearch options shared by the build (which writes the index) and the browser (which loads it). */
export const miniSearchOptions: Options<SearchRecord & { id: number }> = {
  fields: [...indexedFields],
  storeFields: [],
  extractField: (record, field) => {
    if (field === 'id') return record.id;
    return field === 'own' ? ownText(record) : parentText(record);
  },
  tokenize: tokenizeForIndex,
  processTerm: (term) => term,
  searchOptions: { tokenize: tokenizeQuery, processTerm: (term) => term },
};
