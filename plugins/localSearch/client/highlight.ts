const wordPattern = /[\p{L}\p{N}_$]+/gu;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[char]};`);
}

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  readonly value: string;
  readonly matchLevel: MatchLevel;
  readonly matchedWords: string[];
  readonly fullyHighlighted?: boolean;
}

export interface HighlightTags {
  readonly pre: string;
  readonly post: string;
}

/**
 * Decides which words of a text match a query: a word matches when it, or one of its camelCase
 * halves, starts with a query word, or when the index matched it (e.g. a fuzzy match).
 */
export function createWordMatcher(
  queryWords: readonly string[],
  indexTerms: readonly string[],
): (word: string) => string | undefined {
  const exact = new Set(indexTerms);
  return (word) => {
    const lower = word.toLowerCase();
    const candidates = [lower, ...word.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})|_/u).map((part) => part.toLowerCase())];
    for (const queryWord of queryWords)
      if (candidates.some((candidate) => candidate.startsWith(queryWord))) return queryWord;
    return exact.has(lower) ? lower : undefined;
  };
}

interface Segment {
  readonly text: string;
  readonly matched: string | undefined;
  readonly isWord: boolean;
}

function segmentsOf(text: string, matchWord: (word: string) => string | undefined): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(wordPattern)) {
    const start = match.index;
    if (start > last) segments.push({ text: text.slice(last, start), matched: undefined, isWord: false });
    segments.push({ text: match[0], matched: matchWord(match[0]), isWord: true });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), matched: undefined, isWord: false });
  return segments;
}

function render(segments: readonly Segment[], tags: HighlightTags): string {
  // Escape first, then add the tags: the page text can never inject markup into the results.
  return segments
    .map(({ text, matched }) => (matched ? `${tags.pre}${escapeHtml(text)}${tags.post}` : escapeHtml(text)))
    .join('');
}

function summarize(segments: readonly Segment[], queryWords: readonly string[], value: string): HighlightResult {
  const matchedWords = [...new Set(segments.flatMap((segment) => (segment.matched ? [segment.matched] : [])))];
  const words = segments.filter((segment) => segment.isWord);
  const matchLevel: MatchLevel =
    matchedWords.length === 0 ? 'none' : queryWords.every((word) => matchedWords.includes(word)) ? 'full' : 'partial';
  return {
    value,
    matchLevel,
    matchedWords,
    fullyHighlighted: words.length > 0 && words.every((segment) => segment.matched),
  };
}

/** Algolia's `_highlightResult` for one attribute: the whole text, escaped, matches wrapped in the tags. */
export function highlight(
  text: string,
  queryWords: readonly string[],
  matchWord: (word: string) => string | undefined,
  tags: HighlightTags,
): HighlightResult {
  const segments = segmentsOf(text, matchWord);
  return summarize(segments, queryWords, render(segments, tags));
}

/**
 * Algolia's `_snippetResult`: about `wordCount` words around the first match (or the start),
 * with the ellipsis where the text was cut, escaped and highlighted like `highlight`.
 */
export function snippet(
  text: string,
  queryWords: readonly string[],
  matchWord: (word: string) => string | undefined,
  tags: HighlightTags,
  wordCount: number,
  ellipsis: string,
  trailingEllipsis: string = ellipsis,
): HighlightResult {
  const segments = segmentsOf(text, matchWord);
  const wordIndexes = segments.flatMap((segment, index) => (segment.isWord ? [index] : []));
  if (wordIndexes.length <= wordCount) return summarize(segments, queryWords, render(segments, tags));
  const firstMatch = wordIndexes.findIndex((index) => segments[index]?.matched);
  const startWord = Math.max(
    0,
    Math.min(wordIndexes.length - wordCount, (firstMatch < 0 ? 0 : firstMatch) - Math.floor(wordCount / 3)),
  );
  const endWord = startWord + wordCount - 1;
  const from = startWord === 0 ? 0 : (wordIndexes[startWord] as number);
  const to = endWord >= wordIndexes.length - 1 ? segments.length : (wordIndexes[endWord] as number) + 1;
  const window = segments.slice(from, to);
  const value = `${from > 0 ? ellipsis : ''}${render(window, tags)}${to < segments.length ? trailingEllipsis : ''}`;
  return summarize(window, queryWords, value);
}
