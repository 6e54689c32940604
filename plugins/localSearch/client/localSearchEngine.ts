import MiniSearch, { type Query } from 'minisearch';
import { compileFacetFilters, requiredValues, type FacetFilters, type FacetValues } from './facetFilters';
import { createWordMatcher, highlight, snippet, type HighlightResult, type HighlightTags } from './highlight';
import { miniSearchOptions, tokenizeQuery } from './indexOptions';
import { unpackRecord, type IndexFile, type RecordType, type SearchRecord } from './records';

/** One tag's index, loaded and ready to query. */
export interface LoadedIndex {
  readonly tag: string;
  readonly facets: FacetValues;
  readonly records: readonly SearchRecord[];
  readonly miniSearch: MiniSearch<SearchRecord & { id: number }>;
  /** Per record, what ranking compares with the query, squashed once at load rather than on every keystroke. */
  readonly names: readonly RecordNames[];
}

interface RecordNames {
  readonly heading: string;
  readonly page: string;
  /** The start of a paragraph or table row, for rows that name a prop. */
  readonly start: string;
}

export function loadIndexFile(file: IndexFile): LoadedIndex {
  const records = file.records.map(unpackRecord);
  return {
    tag: file.tag,
    facets: { language: file.language, version: file.version, docusaurus_tag: file.tag },
    records,
    miniSearch: MiniSearch.loadJS(file.index as Parameters<typeof MiniSearch.loadJS>[0], miniSearchOptions),
    names: records.map(namesOf),
  };
}

/** The parameters of one Algolia query that the local index understands; others are ignored. */
export interface QueryParameters {
  readonly query?: string;
  readonly facetFilters?: FacetFilters;
  readonly hitsPerPage?: number;
  readonly page?: number;
  readonly highlightPreTag?: string;
  readonly highlightPostTag?: string;
  readonly attributesToSnippet?: readonly string[];
  readonly snippetEllipsisText?: string;
}

/** One entry of a multi-query request, in either of the shapes Algolia clients accept. */
export interface SearchQuery extends QueryParameters {
  readonly indexName?: string;
  /** The algoliasearch-helper (used by the search page) nests the parameters here. */
  readonly params?: QueryParameters | string;
}

export type SearchRequest = { readonly requests: readonly SearchQuery[] } | readonly SearchQuery[];

export interface Hit {
  readonly objectID: string;
  readonly type: RecordType;
  readonly hierarchy: Readonly<Record<`lvl${0 | 1 | 2 | 3 | 4 | 5 | 6}`, string | null>>;
  readonly content: string | null;
  readonly url: string;
  readonly url_without_anchor: string;
  readonly anchor: string | null;
  readonly language: string | null;
  readonly version: string | null;
  readonly docusaurus_tag: string | null;
  readonly _highlightResult: { hierarchy: Record<string, HighlightResult>; content?: HighlightResult };
  readonly _snippetResult: { hierarchy?: Record<string, HighlightResult>; content?: HighlightResult };
}

export interface SearchResult {
  readonly hits: Hit[];
  readonly nbHits: number;
  readonly page: number;
  readonly nbPages: number;
  readonly hitsPerPage: number;
  readonly query: string;
  readonly params: string;
  readonly index: string;
  readonly facets: Record<string, Record<string, number>>;
  readonly exhaustiveNbHits: true;
  readonly processingTimeMS: number;
  /** Search tags whose index could not be loaded: the hits come from the others. */
  readonly unavailableTags: readonly string[];
}

export interface SearchContext {
  /** Every search tag that has an index file. */
  readonly tags: readonly string[];
  /** Loads (once) the index of one search tag. */
  readonly load: (tag: string) => Promise<LoadedIndex>;
  /** Origin that makes record paths absolute, as DocSearch's URL processing expects. */
  readonly origin: string;
  /**
   * The modal groups hits by section and prints its name as text (an unhighlighted lvl0 reads as is), where the
   * search page prints every level as HTML: leaving lvl0 out for the modal decodes "&amp;" exactly once.
   */
  readonly sectionAsText?: boolean;
}

const typeBoost: Record<RecordType, number> = { lvl1: 3, lvl2: 1.8, lvl3: 1.4, content: 1 };

/** Letters and digits only, lower-cased: "formatQuery()", "format query" and "FormatQuery" compare equal. */
export const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The heading that names a record's section: its own for a heading, the nearest above it for a paragraph. */
function sectionHeading(record: SearchRecord): string {
  const { lvl1, lvl2, lvl3 } = record.hierarchy;
  if (record.type === 'lvl1') return lvl1;
  if (record.type === 'lvl2') return lvl2 ?? lvl1;
  return lvl3 ?? lvl2 ?? lvl1;
}

function namesOf(record: SearchRecord): RecordNames {
  return {
    heading: squash(sectionHeading(record)),
    page: squash(record.hierarchy.lvl1),
    start: record.type === 'content' ? squash((record.content ?? '').slice(0, 48)) : '',
  };
}

/**
 * Ranking on top of MiniSearch's score: a guide section whose heading names the query comes first (a props-table row
 * that starts with it counts as such a heading), then the API page named by it, then API members named by it; API
 * sections that only mention the query come last. `wanted` is the query `squash`ed.
 */
export function rankBoost(record: SearchRecord, names: RecordNames, tag: string, wanted: string): number {
  if (wanted.length === 0) return 1;
  const namedExactly = names.heading === wanted;
  const named = namedExactly || names.heading.startsWith(wanted);
  if (tag.startsWith('docs-api-')) {
    // An API page named by the query (FormatQueryOptions) is its best answer; a member of another page comes after guides.
    if (namedExactly) return record.type === 'lvl1' || names.heading === names.page ? 1.5 : 0.7;
    return named ? 0.5 : 0.3;
  }
  const rowNamed = record.type === 'content' && names.start.startsWith(wanted);
  return namedExactly ? 4 : named || rowNamed ? 3 : 1;
}

/** Words that say nothing about what a reader looks for ("export to mongodb", "import from sql"). */
const stopWords = new Set([
  'a',
  'an',
  'and',
  'the',
  'to',
  'from',
  'of',
  'in',
  'for',
  'with',
  'how',
  'do',
  'i',
  'is',
  'or',
]);

/** The query without its stop words, unless that leaves nothing. */
export function meaningfulQuery(query: string): string {
  const words = tokenizeQuery(query);
  const kept = words.filter((word) => !stopWords.has(word));
  return (kept.length > 0 ? kept : words).join(' ');
}

/** "migrate" → "migrat", "operators" → "operator": a crude stem, searched as a prefix beside the word itself. */
export function stemOf(word: string): string {
  const stem = word.replace(/(?:ing|ion|ions|ed|es|e|s)$/, '');
  return stem.length >= 4 && stem !== word ? stem : word;
}

/** Each word, or its stem as a prefix ("migrate" finds "Migrating"), must match; sections with some words are the fallback. */
function queryOf(text: string, combineWith: 'AND' | 'OR'): Query {
  return {
    combineWith,
    queries: tokenizeQuery(text).map((word) => {
      const stem = stemOf(word);
      return stem === word ? word : { combineWith: 'OR', queries: [word, stem] };
    }),
  };
}

/** Later hits of a page already listed weigh less, so one page's many sections do not fill the first places. */
const repeatPenalty = 0.6;

function parametersOf(query: SearchQuery): QueryParameters {
  const { params, ...rest } = query;
  if (typeof params === 'string') {
    const parsed = Object.fromEntries(
      Array.from(new URLSearchParams(params), ([key, value]) => [key, parseParameter(value)]),
    );
    return { ...rest, ...parsed };
  }
  return { ...rest, ...params };
}

function parseParameter(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

function queriesOf(request: SearchRequest): readonly SearchQuery[] {
  return 'requests' in request ? request.requests : request;
}

function recordFacets(record: SearchRecord, index: LoadedIndex): FacetValues {
  return {
    ...index.facets,
    type: record.type,
    'hierarchy.lvl0': record.hierarchy.lvl0,
    'hierarchy.lvl1': record.hierarchy.lvl1,
  };
}

function snippetWordCounts(attributes: readonly string[] | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entry of attributes ?? ['content:10']) {
    const [attribute = '', count] = entry.split(':');
    counts.set(attribute, Number(count) || 10);
  }
  return counts;
}

function toHit(
  record: SearchRecord,
  index: LoadedIndex,
  id: number,
  matchedTerms: readonly string[],
  parameters: QueryParameters,
  context: SearchContext,
): Hit {
  const queryWords = tokenizeQuery(parameters.query ?? '');
  const matchWord = createWordMatcher(queryWords, matchedTerms);
  const tags: HighlightTags = {
    pre: parameters.highlightPreTag ?? '<em>',
    post: parameters.highlightPostTag ?? '</em>',
  };
  const ellipsis = parameters.snippetEllipsisText ?? '…';
  const snippetCounts = snippetWordCounts(parameters.attributesToSnippet);
  const levels = (['lvl0', 'lvl1', 'lvl2', 'lvl3'] as const).filter(
    (level) => record.hierarchy[level] !== null && !(level === 'lvl0' && context.sectionAsText),
  );
  const highlighted: Hit['_highlightResult'] = { hierarchy: {} };
  const snippets: Hit['_snippetResult'] = {};
  for (const level of levels) {
    const text = record.hierarchy[level] as string;
    highlighted.hierarchy[level] = highlight(text, queryWords, matchWord, tags);
    const count = snippetCounts.get(`hierarchy.${level}`);
    if (count !== undefined)
      (snippets.hierarchy ??= {})[level] = snippet(text, queryWords, matchWord, tags, count, ellipsis);
  }
  if (record.content !== null) {
    highlighted.content = highlight(record.content, queryWords, matchWord, tags);
    const count = snippetCounts.get('content');
    if (count !== undefined) snippets.content = snippet(record.content, queryWords, matchWord, tags, count, ellipsis);
  }
  const url = new URL(record.url, context.origin);
  const anchor = url.hash ? url.hash.slice(1) : null;
  return {
    objectID: `${index.tag}/${id}`,
    type: record.type,
    hierarchy: { ...record.hierarchy, lvl4: null, lvl5: null, lvl6: null },
    content: record.content,
    url: url.href,
    url_without_anchor: `${url.origin}${url.pathname}`,
    anchor,
    language: index.facets.language ?? null,
    version: index.facets.version ?? null,
    docusaurus_tag: index.facets.docusaurus_tag ?? null,
    _highlightResult: highlighted,
    _snippetResult: snippets,
  };
}

async function answerOne(query: SearchQuery, context: SearchContext): Promise<SearchResult> {
  const started = Date.now();
  const parameters = parametersOf(query);
  const text = (parameters.query ?? '').trim();
  const hitsPerPage = Math.max(0, Math.floor(parameters.hitsPerPage ?? 20));
  const page = Math.max(0, Math.floor(parameters.page ?? 0));
  const wantedTags = requiredValues(parameters.facetFilters, 'docusaurus_tag');
  const base = {
    page,
    hitsPerPage,
    query: parameters.query ?? '',
    params: new URLSearchParams({ query: parameters.query ?? '' }).toString(),
    index: query.indexName ?? '',
    facets: {},
    exhaustiveNbHits: true as const,
    unavailableTags: [] as string[],
  };
  // Facet-count-only queries (the search page's disjunctive facets) would need every version's file; nothing shows those counts.
  if (text === '' || (hitsPerPage === 0 && wantedTags === undefined)) {
    return { ...base, hits: [], nbHits: 0, nbPages: 0, processingTimeMS: Date.now() - started };
  }
  const tags = context.tags.filter((tag) => wantedTags === undefined || wantedTags.includes(tag));
  // A file that fails to load costs its own hits only; the search fails when no file could be read.
  const settled = await Promise.allSettled(tags.map((tag) => context.load(tag)));
  const indexes = settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const unavailableTags = tags.filter((_, position) => settled[position]?.status === 'rejected');
  const firstFailure = settled.find((outcome) => outcome.status === 'rejected');
  if (indexes.length === 0 && firstFailure) throw firstFailure.reason;
  const filters = compileFacetFilters(parameters.facetFilters);
  // Most filters test only what is the same for a whole file (language, tag, version): test those once per file.
  const perRecord =
    indexes.length > 0 && [...filters.attributes].some((attribute) => !(attribute in indexes[0]!.facets));
  // One hit per page section: records that share a URL (a heading and its paragraphs) keep their best score.
  const searchText = meaningfulQuery(text);
  const wanted = squash(searchText);
  // One hit per page section: records that share a URL (a heading and its paragraphs) keep their best score.
  const bestPerUrl = new Map<string, { index: LoadedIndex; id: number; score: number; terms: string[] }>();
  const queryFor = (combineWith: 'AND' | 'OR') => queryOf(searchText, combineWith);
  const stems = new Set(tokenizeQuery(searchText).flatMap((word) => (stemOf(word) === word ? [] : [stemOf(word)])));
  // The stems only widen the prefix search; fuzzy matching them too would double the costliest part of a search.
  const fuzzy = (term: string) => (term.length >= 5 && !stems.has(term) ? 0.2 : false);
  const searchOptions = { prefix: true, fuzzy, boost: { own: 2, parents: 1 } };
  const searchable = indexes.filter((index) => perRecord || filters.matches(index.facets));
  // Every word must match; when no section has them all, sections with some of them still answer.
  for (const combineWith of ['AND', 'OR'] as const) {
    for (const index of searchable) {
      for (const result of index.miniSearch.search(queryFor(combineWith), searchOptions)) {
        const id = result.id as number;
        const record = index.records[id] as SearchRecord;
        if (perRecord && !filters.matches(recordFacets(record, index))) continue;
        // Boosting here rather than with MiniSearch's boostDocument (same ranking) spares a call per term and record.
        const score =
          result.score * typeBoost[record.type] * rankBoost(record, index.names[id] as RecordNames, index.tag, wanted);
        const best = bestPerUrl.get(record.url);
        if (!best || best.score < score) bestPerUrl.set(record.url, { index, id, score, terms: result.terms });
      }
    }
    if (bestPerUrl.size > 0 || !searchText.includes(' ')) break;
  }
  const matches = [...bestPerUrl.values()].sort((a, b) => b.score - a.score);
  const seenPages = new Map<string, number>();
  for (const match of matches) {
    const page = (match.index.records[match.id] as SearchRecord).url.split('#')[0] as string;
    const seen = seenPages.get(page) ?? 0;
    match.score *= repeatPenalty ** seen;
    seenPages.set(page, seen + 1);
  }
  matches.sort((a, b) => b.score - a.score);
  const pageMatches = matches.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  return {
    ...base,
    hits: pageMatches.map(({ index, id, terms }) =>
      toHit(index.records[id] as SearchRecord, index, id, terms, parameters, context),
    ),
    unavailableTags,
    nbHits: matches.length,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(matches.length / hitsPerPage),
    processingTimeMS: Date.now() - started,
  };
}

/** Answers an Algolia multi-query request (`{ requests }` or the helper's array) from the local index files. */
export async function searchLocally(
  request: SearchRequest,
  context: SearchContext,
): Promise<{ results: SearchResult[] }> {
  return { results: await Promise.all(queriesOf(request).map((query) => answerOne(query, context))) };
}
