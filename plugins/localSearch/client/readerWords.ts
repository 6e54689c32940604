/**
 * Readers ask in their own words; the docs use the library's. Two small tables bridge them: words readers use for
 * what the docs call something else, and the direction a question asks about (reading a query in, writing it out,
 * running it on a server). Both only add words to a search: the reader's words are still searched as typed.
 */

/** A reader's word (lower case, letters and digits only) → the words the docs use for it. */
const synonyms: Readonly<Record<string, readonly string[]>> = {
  per: ['each'],
  every: ['each'],
  backend: ['server'],
  serverside: ['server'],
  nodejs: ['server', 'node'],
  express: ['server'],
  nestjs: ['server'],
  rerender: ['render', 'performance'],
  rerenders: ['render', 'performance'],
  rerendering: ['render', 'performance'],
  slow: ['performance'],
  lag: ['performance'],
  laggy: ['performance'],
  sluggish: ['performance'],
  i18n: ['translations'],
  internationalization: ['translations'],
  internationalisation: ['translations'],
  localization: ['translations'],
  localisation: ['translations'],
  localize: ['translations'],
  language: ['translations'],
  translate: ['translations'],
  readonly: ['disabled'],
  hide: ['hiding', 'hidden'],
  datepicker: ['date'],
  calendar: ['date'],
  dropdown: ['select', 'selector'],
  dropdowns: ['select', 'selector'],
  combobox: ['select', 'selector'],
  autocomplete: ['select'],
  reorder: ['move', 'shift'],
  sort: ['move', 'shift'],
  sorting: ['move', 'shift'],
  english: ['natural'],
  readable: ['natural'],
  upgrade: ['migrate', 'migrating'],
  upgrading: ['migrate', 'migrating'],
  initial: ['default'],
  brackets: ['quote'],
  duplicate: ['clone'],
  copy: ['clone'],
  delete: ['remove'],
  condition: ['rule'],
  conditions: ['rules'],
  ruleset: ['group'],
  rulesets: ['groups'],
  subgroup: ['group'],
  subgroups: ['groups'],
  theme: ['styling', 'styles'],
  theming: ['styling', 'styles'],
  look: ['styling'],
  mongo: ['mongodb'],
  elastic: ['elasticsearch'],
  google: ['cel'],
  removed: ['longer'],
  gone: ['longer'],
  missing: ['longer'],
  // React's and JavaScript's own error messages, as readers paste them.
  extensible: ['mutating', 'frozen'],
  mismatch: ['hydration', 'hydrating'],
  // Where the docs say how deep groups go.
  indentation: ['nesting', 'depth'],
  indent: ['nesting', 'depth'],
  nested: ['nesting'],
  // Loading the library without a build step.
  cdn: ['buildless', 'bundler'],
  unpkg: ['buildless', 'bundler'],
  jsdelivr: ['buildless', 'bundler'],
  // A select that filters its options as one types.
  searchable: ['search', 'autocomplete'],
  lookup: ['search', 'autocomplete'],
  typeahead: ['search', 'autocomplete'],
};

/** Two words readers split that the docs write as one. */
const joined: Readonly<Record<string, string>> = {
  'json logic': 'jsonlogic',
  'class names': 'classnames',
  'class name': 'classname',
  'mongo db': 'mongodb',
  'elastic search': 'elasticsearch',
  'read only': 'readonly',
  're render': 'rerender',
  'back end': 'backend',
  'server side': 'serverside',
  'date picker': 'datepicker',
  'drop down': 'dropdown',
  'rule set': 'ruleset',
  'node js': 'nodejs',
};

const languages = '(?:sql|mongo(?:db)?|json\\s?logic|cel|spel|jsonata|cypher|sparql|gremlin|json)';

/** A query language other than the builder's own JSON. */
const foreignLanguage = /\b(?:sql|mongo(?:db)?|json\s?logic|cel|spel|jsonata|cypher|sparql|gremlin|elastic\w*)\b/;

/**
 * What a question asks to do with a query, by its phrasing: read one in from a language ("convert sql string to
 * query", "load a query saved as sql", "sql input"), write one out ("as an elasticsearch query", "to plain english"),
 * or run it on a server ("in the backend without react").
 */
const intents: readonly { readonly pattern: RegExp; readonly words: readonly string[] }[] = [
  {
    pattern: new RegExp(
      `\\b(?:${languages}\\b.*\\b(?:to|into)\\s+(?:an?\\s+|the\\s+)?(?:query|builder|object|rules|tree)|from\\s+${languages}|(?:saved|stored|written)\\s+as\\s+${languages}|${languages}\\b.*\\binput|(?:parse|parsing|import|importing|load|loading)\\b.*\\b${languages}|pars(?:e|es|ed|ing|er)\\b.*\\b(?:output|result|ids?))\\b`,
    ),
    words: ['import', 'parse'],
  },
  {
    pattern: new RegExp(
      `\\b(?:(?:to|into|as)\\s+(?:an?\\s+)?(?:${languages}|elastic\\w*|natural|english|plain|text)|(?:export|exporting|generate|generating|output)\\b)`,
    ),
    words: ['export'],
  },
  {
    pattern: /\b(?:backend|back[\s-]end|server|node(?:\.?js)?|express|without react|non[\s-]react)\b/,
    words: ['server'],
  },
  // Keeping a query to show it again later: in the reader's storage, a database, the URL.
  {
    pattern:
      /\b(?:save|saved|saving|persist\w*|restore|restored|restoring|reload\w*|database|db|localstorage|sessionstorage)\b/,
    words: ['saving', 'restoring'],
  },
  // React's warning when the server's markup and the browser's first render differ ("did not match. Server: … Client: …").
  {
    pattern:
      /\b(?:did ?n[o']?t match|does ?n[o']?t match|mismatch)\b.*\b(?:server|client)\b|\b(?:server|client)\b.*\bdid ?n[o']?t match\b/,
    words: ['hydration'],
  },
];

export interface ReaderWords {
  /** The query's words with two-word spellings joined ("json logic" → "jsonlogic"). */
  readonly words: readonly string[];
  /** Words of the docs to search beside a reader's word, by that word. */
  readonly alternatives: ReadonlyMap<string, readonly string[]>;
}

/** The docs' words for a reader's words (lower case, stop words already left out). */
export function readerWords(words: readonly string[]): ReaderWords {
  const joinedWords: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const pair = joined[`${words[index]} ${words[index + 1]}`];
    if (pair) {
      joinedWords.push(pair);
      index++;
    } else joinedWords.push(words[index] as string);
  }
  const alternatives = new Map<string, readonly string[]>();
  for (const word of joinedWords) {
    const docsWords = synonyms[word.replace(/[^\p{L}\p{N}]/gu, '')];
    if (docsWords) alternatives.set(word, docsWords);
  }
  return { words: joinedWords, alternatives };
}

/**
 * Words the intent of a question adds to its search, read from the question as typed (its small words, "to", "as",
 * "from", say which way it goes), or keeping it to show again (saved, restored, in a database). A name alone ("parseSQL", "formatQuery") asks for itself: intents need three words.
 */
export function intentWords(question: string): string[] {
  const lower = question.toLowerCase();
  const words: string[] = [...(lower.match(/[\p{L}\p{N}]+/gu) ?? [])];
  const matched = words.length < 3 ? [] : intents.filter((entry) => entry.pattern.test(lower));
  // Reading a query in and writing one out exclude each other: "saved as sql" is about loading it again.
  const [readIn, writeOut, , keep] = intents;
  let kept = matched.includes(readIn as (typeof intents)[number])
    ? matched.filter((entry) => entry !== writeOut)
    : matched;
  // A query kept as JSON and loaded again is the query itself, nothing to parse; kept as another language it is.
  if (kept.includes(keep as (typeof intents)[number])) {
    kept = foreignLanguage.test(lower)
      ? kept.filter((entry) => entry !== keep)
      : kept.filter((entry) => entry !== readIn);
  }
  return [...new Set(kept.flatMap((entry) => entry.words))].filter((word) => !words.includes(word));
}
