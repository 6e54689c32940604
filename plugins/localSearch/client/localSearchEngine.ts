import MiniSearch, { type Query } from 'minisearch';
import { searchableTags } from './apiBesideDocs';
import { compileFacetFilters, requiredValues, type FacetFilters, type FacetValues } from './facetFilters';
import { createWordMatcher, highlight, snippet, type HighlightResult, type HighlightTags } from './highlight';
import { miniSearchOptions, tokenizeQuery } from './indexOptions';
import { nameApiRelease } from './apiRelease';
import { distinctLabels } from './distinctLabels';
import { modalOrder } from './modalOrder';
import { leadWithSection } from './sectionLead';
import { matchStrength, pageEvidence, type WordMatch } from './pageEvidence';
import { intentWords, readerWords } from './readerWords';
import { allowedEdits, correctWord } from './typoCorrection';
import { unpackRecord, type IndexFile, type RecordType, type SearchRecord } from './records';

const pageAddress = (record: SearchRecord) => record.url.split('#')[0] as string;

/** One tag's index, loaded and ready to query. */
export interface LoadedIndex {
  readonly tag: string;
  readonly facets: FacetValues;
  readonly records: readonly SearchRecord[];
  readonly miniSearch: MiniSearch<SearchRecord & { id: number }>;
  /** Per record, what ranking compares with the query, squashed once at load rather than on every keystroke. */
  readonly names: readonly RecordNames[];
  /** How many pages the records come from. */
  readonly pageCount: number;
  /** How many sections have each word in their heading, and how many sections there are. */
  readonly headingWordCounts: ReadonlyMap<string, number>;
  readonly sectionCount: number;
}

interface RecordNames {
  readonly heading: string;
  /** The heading's words, squashed one by one: names are matched on whole words ("ParseMongoDbOptions" is not "parseMongoDB"). */
  readonly headingWords: readonly string[];
  readonly page: string;
  /** The first words of a paragraph or table row, for rows that name a prop. */
  readonly startWords: readonly string[];
  /**
   * The words of the code name the record is about (its heading's, or the name a table row starts with):
   * "addRuleToNewGroups" → add, rule, new, groups. Empty when it names nothing made of several words.
   */
  readonly nameParts: readonly string[];
}

export function loadIndexFile(file: IndexFile): LoadedIndex {
  const records = file.records.map(unpackRecord);
  const names = records.map(namesOf);
  const sections = new Map(records.map((record, id) => [record.url, (names[id] as RecordNames).headingWords]));
  const headingWordCounts = new Map<string, number>();
  for (const words of sections.values()) {
    for (const word of new Set(words)) headingWordCounts.set(word, (headingWordCounts.get(word) ?? 0) + 1);
  }
  return {
    tag: file.tag,
    facets: { language: file.language, version: file.version, docusaurus_tag: file.tag },
    records,
    miniSearch: MiniSearch.loadJS(file.index as Parameters<typeof MiniSearch.loadJS>[0], miniSearchOptions),
    names,
    pageCount: new Set(records.map(pageAddress)).size,
    headingWordCounts,
    sectionCount: sections.size,
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
  // Without its stop words, as the query is compared: "undo and redo" names the heading "Undo and redo".
  const heading = meaningfulQuery(sectionHeading(record));
  return {
    heading: squash(heading),
    headingWords: tokenizeQuery(heading),
    page: squash(record.hierarchy.lvl1),
    startWords: record.type === 'content' ? tokenizeQuery((record.content ?? '').slice(0, 64)).slice(0, 6) : [],
    nameParts: namePartsOf(record.type === 'content' ? (record.content ?? '') : sectionHeading(record)),
  };
}

/** A code name at the start of a text ("addRuleToNewGroups — false — …"), as its words without the small ones. */
export function namePartsOf(text: string): string[] {
  const name = /^\s*([\p{L}\p{N}_$]+)/u.exec(text)?.[1] ?? '';
  if (!/\p{Ll}\p{Lu}/u.test(name)) return [];
  const parts = name
    .split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u)
    .map((part) => part.toLowerCase())
    .filter((part) => !stopWords.has(part));
  return parts.length >= 3 ? parts : [];
}

/**
 * Whether the question spells out a code name word by word ("add a rule to new groups" for "addRuleToNewGroups"):
 * each of the name's words is a question word or shares its stem.
 */
export function spellsName(parts: readonly string[], words: readonly string[]): boolean {
  if (parts.length === 0) return false;
  return parts.every((part) =>
    words.some((word) => {
      const stem = stemOf(word);
      const partStem = stemOf(part);
      return part === word || part.startsWith(stem) || word.startsWith(partStem);
    }),
  );
}

/** What English adds to a word ("install" → "installation", "operator" → "operators"), unlike a longer name. */
const inflection = /^(?:s|es|ed|d|ing|ion|ions|ation|ations|er|ers)$/;
const silentE = /^(?:ing|ion|ions)$/;

/** Whether some run of whole words, starting at `from` (or anywhere when `from` is undefined), squashes to `wanted`. */
export function wordsName(words: readonly string[], wanted: string, from?: number): boolean {
  const starts = from === undefined ? words.keys() : [from];
  for (const start of starts) {
    let joined = '';
    for (let end = start; end < words.length && joined.length < wanted.length; end++) joined += words[end];
    if (joined === wanted || (joined.startsWith(wanted) && inflection.test(joined.slice(wanted.length)))) return true;
    // A verb that drops its final e: "migrate" names "Migrating", "validate" names "Validation".
    const dropped = wanted.endsWith('e') ? wanted.slice(0, -1) : undefined;
    if (dropped && joined.startsWith(dropped) && silentE.test(joined.slice(dropped.length))) return true;
  }
  return false;
}

/**
 * Pages that list other pages: generated category pages, the change pages (every API name, one line each), the
 * recipes index (a one-line answer and a link) and the showcase (a link per demo). The pages they point to are the answer; these come after them.
 */
const listingPages: readonly (readonly [RegExp, number])[] = [
  [/\/category\//, 0.3],
  [/\/docs(?:\/[^/]+)?\/releases(?:#|$)/, 0.3],
  [/\/docs(?:\/[^/]+)?\/recipes(?:#|$)/, 0.6],
  // A tour with a link to each flavour's demo and each kind of interface: it names every UI library in passing.
  [/\/docs(?:\/[^/]+)?\/tips\/showcase(?:#|$)/, 0.3],
];
const listingFactor = (url: string) => listingPages.find(([pattern]) => pattern.test(url))?.[1] ?? 1;

/**
 * Ranking on top of MiniSearch's score. Guides answer questions, so a guide section whose heading names the query comes
 * first (a props-table row that starts with it counts as such a heading), then guide sections that mention it. The API
 * page of a symbol the query names exactly comes next (it is the reference, rarely the first thing a reader needs); API
 * members and pages that only mention the query come last. Site pages (demos, sandbox) answer their own names only.
 * `wanted` is the query `squash`ed.
 */
export function rankBoost(
  record: SearchRecord,
  names: RecordNames,
  tag: string,
  wanted: string,
  words: readonly string[] = [],
): number {
  if (wanted.length === 0) return 1;
  const namedExactly = names.heading === wanted;
  const named = namedExactly || wordsName(names.headingWords, wanted, 0);
  // "Reshaping queries with transformQuery" names it too, but less than a heading that is the name.
  const mentioned = !named && wordsName(names.headingWords, wanted);
  if (tag.startsWith('docs-api-')) {
    if (namedExactly) return record.type === 'lvl1' || names.heading === names.page ? 0.5 : 0.15;
    return named ? 0.12 : 0.1;
  }
  if (!tag.startsWith('docs-')) return namedExactly ? 2 : 0.3;
  const rowNamed =
    (record.type === 'content' && wordsName(names.startWords, wanted, 0)) || spellsName(names.nameParts, words);
  const boost = namedExactly ? 4 : named || rowNamed ? 3 : mentioned ? 2.5 : 1;
  return boost * listingFactor(record.url);
}

/** Words that say nothing about what a reader looks for ("export to mongodb", "how can I get the sql where clause"). */
const stopWords = new Set(
  (
    'a an and are as be by can could do does for from get how i in into is it its me my of on or should the there ' +
    'this to use using want way we what when where which why will with would you your'
  ).split(' '),
);

/** The query without its stop words, unless that leaves nothing. */
export function meaningfulQuery(query: string): string {
  const words = tokenizeQuery(query);
  const kept = words.filter((word) => !stopWords.has(word));
  return (kept.length > 0 ? kept : words).join(' ');
}

/**
 * "migrate" → "migrat", "operators" → "operator", "dragging" → "drag": a crude
 * stem, searched as a prefix beside the word itself.
 */
export function stemOf(word: string): string {
  const stem = word.replace(/(?:ing|ion|ions|ed|es|e|s)$/, '').replace(/([b-df-hj-np-tv-z])\1$/, '$1');
  return stem.length >= 4 && stem !== word ? stem : word;
}

/**
 * Each word, or its stem as a prefix ("migrate" finds "Migrating"), or the docs' word for it ("backend" finds
 * "server"); sections with some words are the fallback.
 */
function queryOf(words: readonly string[], alternatives: ReadonlyMap<string, readonly string[]>): Query {
  return {
    combineWith: 'OR',
    queries: words.map((word) => {
      const forms = [...new Set([word, stemOf(word), ...(alternatives.get(word) ?? [])])];
      return forms.length === 1 ? word : { combineWith: 'OR', queries: forms };
    }),
  };
}

/** Later hits of a page already listed weigh less, so one page's many sections do not fill the first places. */
const repeatPenalty = 0.6;

/** How much a page's other matching sections add to its best one: a page about the query mentions it throughout. */
const pageBreadth = 0.15;

/**
 * Orders sections by the strength of their page: the page's best section plus a little of each of its other matching
 * sections, so the page that is about the query outranks one that mentions it once in a dense paragraph. A page's
 * sections follow one another, each later one weighing less.
 */
export function rankByPage<Ranked extends { score: number; readonly index: LoadedIndex; readonly id: number }>(
  matches: Ranked[],
): Ranked[] {
  const byPage = new Map<string, Ranked[]>();
  for (const match of matches.sort((a, b) => b.score - a.score)) {
    const page = (match.index.records[match.id] as SearchRecord).url.split('#')[0] as string;
    byPage.set(page, [...(byPage.get(page) ?? []), match]);
  }
  for (const sections of byPage.values()) {
    const [best, ...others] = sections as [Ranked, ...Ranked[]];
    const breadth = Math.min(best.score, pageBreadth * others.reduce((sum, other) => sum + other.score, 0));
    const pageScore = best.score + breadth;
    sections.forEach((section, position) => {
      section.score = pageScore * repeatPenalty ** position;
    });
  }
  return matches.sort((a, b) => b.score - a.score);
}

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

/**
 * DocSearch asks for 5 words on screens up to 768 px (10 wider), one line of a phone: about 30 characters of a
 * paragraph. The modal shows two lines there (hitText.css), so a snippet is never shorter than two lines' worth.
 */
const snippetWordFloor = 12;

function snippetWordCounts(attributes: readonly string[] | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entry of attributes ?? ['content:10']) {
    const [attribute = '', count] = entry.split(':');
    counts.set(attribute, Math.max(Number(count) || 10, snippetWordFloor));
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
  // Docusaurus' search page names no snippet settings and ends every summary with "..." itself: an ellipsis of ours
  // there made it "…...".
  const trailingEllipsis =
    parameters.attributesToSnippet === undefined && parameters.snippetEllipsisText === undefined ? '' : ellipsis;
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
      (snippets.hierarchy ??= {})[level] = snippet(
        text,
        queryWords,
        matchWord,
        tags,
        count,
        ellipsis,
        trailingEllipsis,
      );
  }
  if (record.content !== null) {
    highlighted.content = highlight(record.content, queryWords, matchWord, tags);
    const count = snippetCounts.get('content');
    if (count !== undefined)
      snippets.content = snippet(record.content, queryWords, matchWord, tags, count, ellipsis, trailingEllipsis);
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

interface Match {
  readonly index: LoadedIndex;
  readonly id: number;
  score: number;
  readonly terms: string[];
}

/**
 * The API page titled exactly by the query ("transformQuery", "RuleGroupType") is the reference a reader naming a symbol
 * may want: it comes second, after the best guide, wherever its score put it.
 */
function pinSymbolPage(matches: Match[], wanted: string): void {
  const isSymbolPage = (match: Match) => {
    const record = match.index.records[match.id] as SearchRecord;
    return (
      match.index.tag.startsWith('docs-api-') && record.type === 'lvl1' && squash(record.hierarchy.lvl1) === wanted
    );
  };
  const symbolAt = matches.findIndex(isSymbolPage);
  if (symbolAt <= 1) return;
  const [symbol] = matches.splice(symbolAt, 1) as [Match];
  // Behind the first page's hits that outrank the second page, i.e. where the second page would start.
  const firstPage = pageOf(matches[0] as Match);
  const secondAt = matches.findIndex((match) => pageOf(match) !== firstPage);
  const at = secondAt < 0 ? matches.length : secondAt;
  symbol.score = (matches[at]?.score ?? 0) + Number.EPSILON;
  matches.splice(at, 0, symbol);
}

function landingOf(match: Match) {
  const record = match.index.records[match.id] as SearchRecord;
  const names = match.index.names[match.id] as RecordNames;
  return {
    match,
    page: pageAddress(record),
    isPage: record.type === 'lvl1',
    // The title squashed too: "type" is in "TypeScript", "classnames" in "Class names".
    pageWords: [...tokenizeQuery(record.hierarchy.lvl1), squash(record.hierarchy.lvl1)],
    headingWords: names.headingWords,
    textWords: record.type === 'content' && record.content !== null ? tokenizeQuery(record.content) : [],
    rarity: (word: string) => headingRarity(match.index, word),
  };
}

/**
 * How rare a word is among the index's section headings (inverse document frequency, with its inflections); nothing
 * for a word in more than one heading in fifty ("query", "example", "custom"), which names no section in particular.
 */
function headingRarity(index: LoadedIndex, word: string): number {
  let holding = 0;
  for (const [heading, count] of index.headingWordCounts) if (sameWord(word, heading)) holding += count;
  if (relationWords.has(word) || holding > index.sectionCount * commonHeadingShare) return 0;
  return Math.log((index.sectionCount + 1) / (holding + 1));
}

const commonHeadingShare = 0.02;

/** Words that relate a question's topics rather than name one ("not working", "before removing"). */
const relationWords = new Set(['not', 'no', 'before', 'after', 'instead', 'without', 'only', 'all']);

/**
 * A query word and a text word are the same word when one is the other's stem or inflection, or the text word is a
 * code name built on it ("jsonlogic" in "parseJsonLogic").
 */
const sameWord = (queryWord: string, textWord: string) =>
  stemOf(queryWord) === stemOf(textWord) ||
  wordsName([textWord], queryWord) ||
  wordsName([queryWord], textWord) ||
  (queryWord.length >= 5 && textWord.includes(queryWord));

const pageOf = (match: Match) => (match.index.records[match.id] as SearchRecord).url.split('#')[0] as string;

interface Scored {
  /** The query's meaningful words, as searched. */
  readonly words: readonly string[];
  /** One hit per page section: records that share a URL (a heading and its paragraphs) keep their best score. */
  readonly bestPerUrl: Map<string, Match>;
  /** Every indexed term the search matched, with the number of records that contain it. */
  readonly termCounts: Map<string, number>;
}

type RecordFilter = { matches(values: FacetValues): boolean } | null;
type SearchResultOf = ReturnType<LoadedIndex['miniSearch']['search']>[number];

function scoreSections(
  searchText: string,
  intent: readonly string[],
  symbols: ReadonlySet<string>,
  indexes: readonly LoadedIndex[],
  filter: RecordFilter,
): Scored {
  const reader = readerWords(tokenizeQuery(searchText));
  const words = reader.words;
  // The question's intent ("convert sql to a query" reads one in) counts as a word the answer should have.
  const searched = [...words, ...intent.filter((word) => !words.includes(word))];
  const formsOf = (word: string) => [word, stemOf(word), ...(reader.alternatives.get(word) ?? [])];
  const wanted = squash(searchText);
  const bestPerUrl = new Map<string, Match>();
  const termCounts = new Map<string, number>();
  const stems = new Set(searched.flatMap((word) => formsOf(word).filter((form) => form !== word)));
  // The stems only widen the prefix search; fuzzy matching them too would double the costliest part of a search.
  const fuzzy = (term: string) => (stems.has(term) ? false : allowedEdits(term) || false);
  const searchOptions = { prefix: true, fuzzy, boost: { own: 2, parents: 1 } };
  const matched: { index: LoadedIndex; id: number; record: SearchRecord; result: SearchResultOf; found: boolean[] }[] =
    [];
  for (const index of indexes) {
    for (const result of index.miniSearch.search(queryOf(searched, reader.alternatives), searchOptions)) {
      const id = result.id as number;
      const record = index.records[id] as SearchRecord;
      if (filter && !filter.matches(recordFacets(record, index))) continue;
      for (const term of result.terms) termCounts.set(term, (termCounts.get(term) ?? 0) + 1);
      const found = searched.map((word) => formsOf(word).some((form) => result.queryTerms.includes(form)));
      matched.push({ index, id, record, result, found });
    }
  }
  const wordMatches: WordMatch[] = matched.map(({ record, result }) => ({
    page: pageAddress(record),
    type: record.type,
    strength: searched.map((word) => ownStrength(formsOf(word), result.match)),
  }));
  const pageCount = indexes.reduce((sum, index) => sum + index.pageCount, 0);
  const evidence = pageEvidence(wordMatches, searched.length, pageCount);
  const strongest = Math.max(0, ...evidence.values());
  // A name typed as code counts thrice toward a section's share of the question: the section that holds the name answers.
  const weights = searched.map((word) => (symbols.has(word) ? symbolWeight : 1));
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  // Sections with some of the words answer too, but each word missing costs: "show branches" is about branches. A section
  // weighs as much as its page holds of the whole question, so the page that answers outranks one dense paragraph.
  for (const { index, id, record, result, found } of matched) {
    {
      const foundWeight = found.reduce((sum, isFound, word) => sum + (isFound ? (weights[word] as number) : 0), 0);
      const coverage = searched.length > 1 ? Math.max(foundWeight, 1) / totalWeight : 1;
      const pageShare = strongest > 0 ? (evidence.get(pageAddress(record)) ?? 0) / strongest : 1;
      // Boosting here rather than with MiniSearch's boostDocument (same ranking) spares a call per term and record.
      const score =
        result.score *
        coverage *
        (searched.length > 1 ? pageFloor + (1 - pageFloor) * pageShare : 1) *
        typeBoost[record.type] *
        rankBoost(record, index.names[id] as RecordNames, index.tag, wanted, words);
      const best = bestPerUrl.get(record.url);
      if (!best || best.score < score) bestPerUrl.set(record.url, { index, id, score, terms: result.terms });
    }
  }
  return { words, bestPerUrl, termCounts };
}

/** How much more a name typed as code ("operatorSelector") weighs than a word in a section's share of the question. */
const symbolWeight = 3;

/**
 * What a section keeps of its score when its page holds little of the question: a section that names the query in a
 * page about something else still answers (a heading is a strong hint), just less often.
 */
const pageFloor = 0.2;

/** How strongly a record's own text (not its headings above) holds one of a word's forms. */
function ownStrength(forms: readonly string[], match: SearchResultOf['match']): number {
  let strongest = 0;
  for (const [term, fields] of Object.entries(match)) {
    if (!fields.includes('own')) continue;
    for (const form of forms) if (term.startsWith(form)) strongest = Math.max(strongest, matchStrength(form, term));
  }
  return strongest;
}

/** Words typed as code names ("operatorSelector", "QueryBuilderDnD"), lower-cased: a reader who pastes a name means it. */
export function symbolWords(text: string): Set<string> {
  return new Set(
    Array.from(text.matchAll(/[\p{L}\p{N}_$]+/gu), ([word]) => word)
      .filter((word) => /\p{Ll}\p{Lu}/u.test(word))
      .map((word) => word.toLowerCase()),
  );
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
  const tags = context.tags.filter((tag) => wantedTags === undefined || searchableTags(wantedTags).includes(tag));
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
  const searchable = indexes.filter((index) => perRecord || filters.matches(index.facets));
  const intent = intentWords(text);
  const symbols = symbolWords(text);
  const scoreAll = (searchText: string) =>
    scoreSections(searchText, intent, symbols, searchable, perRecord ? filters : null);
  let scored = scoreAll(meaningfulQuery(text));
  // A word found only by fuzzy matching is a typo ("formatqeury"): search again for the term it was closest to, so
  // headings that name that term rank as they would for the word spelled right.
  const corrected = scored.words.map((word) => correctWord(word, stemOf(word), scored.termCounts));
  if (corrected.some((word, position) => word !== scored.words[position])) scored = scoreAll(corrected.join(' '));
  const bestPerUrl = scored.bestPerUrl;
  const matches = rankByPage([...bestPerUrl.values()]);
  pinSymbolPage(matches, squash(scored.words.join(' ')));
  const landings = leadWithSection(matches.map(landingOf), scored.words, sameWord).map(({ match }) => match);
  const pageMatches = landings.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  const hits = pageMatches.map(({ index, id, terms }) =>
    toHit(index.records[id] as SearchRecord, index, id, terms, parameters, context),
  );
  return {
    ...base,
    hits: context.sectionAsText ? nameApiRelease(distinctLabels(modalOrder(hits))) : hits,
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
