/**
 * Which API items a docs heading is about. A heading names items when its text is nothing but item
 * names (`fields`, "placeholderFieldName and placeholderOperatorName"), optionally followed by a colon and what
 * they do ("showLockButtons: lock rules and groups"), looked up in the kinds the
 * page's section documents (props on the QueryBuilder page, formats under an export page's "Formats"),
 * or when its explicit id is one the export page gives a format or option ({#parse-numbers}).
 */

export interface HeadingContext {
  /** The page's path inside its docs version folder, e.g. "utils/export.md". */
  readonly page: string;
  /** The text of the h2 the heading sits under (the heading's own text for an h2). */
  readonly section: string;
  /** The text of the h3 the heading sits under, for h4 and deeper. */
  readonly subsection?: string;
  readonly depth: number;
}

/** Explicit heading ids of the export pages (both lines spell them alike) and the formats they document. */
const formatIds: Readonly<Record<string, string>> = {
  json: 'json',
  'json-without-identifiers': 'json_without_ids',
  'json-without-ids': 'json_without_ids',
  sql: 'sql',
  'parameterized-sql': 'parameterized',
  'named-parameters': 'parameterized_named',
  mongodb: 'mongodb',
  'common-expression-language': 'cel',
  'spring-expression-language': 'spel',
  jsonlogic: 'jsonlogic',
  elasticsearch: 'elasticsearch',
  jsonata: 'jsonata',
  'natural-language': 'natural_language',
  'prisma-orm': 'prisma',
  'drizzle-orm': 'drizzle',
  sequelize: 'sequelize',
  'tanstack-db': 'tanstack_db',
  ldap: 'ldap',
  cypher: 'cypher',
  sparql: 'sparql',
  gremlin: 'gremlin',
};

/** Explicit heading ids of the export pages' option sections and the formatQuery options they document. */
const optionIds: Readonly<Record<string, readonly string[]>> = {
  'parse-numbers': ['parseNumbers'],
  'preserve-value-order': ['preserveValueOrder'],
  'rule-processor': ['ruleProcessor'],
  'value-processor': ['valueProcessor'],
  'operator-processor': ['operatorProcessor'],
  'rule-group-processor': ['ruleGroupProcessor'],
  'quote-field-names': ['quoteFieldNamesWith'],
  'field-identifier-chains': ['fieldIdentifierSeparator'],
  'quote-values': ['quoteValuesWith'],
  'parameter-prefix': ['paramPrefix'],
  'retain-parameter-prefixes': ['paramsKeepPrefix'],
  'numbered-parameters': ['numberedParams'],
  'concatenation-operator': ['concatOperator'],
  'fallback-expression': ['fallbackExpression'],
  'placeholder-values': ['placeholderFieldName', 'placeholderOperatorName'],
  presets: ['preset'],
  'word-order': ['wordOrder'],
  'operator-map': ['operatorMap'],
};

const exportPage = (page: string) => /^utils\/export\.mdx?$/.test(page);

/** The id prefixes a heading's names are looked up under, first match wins. */
function lookupPrefixes(context: HeadingContext): string[] {
  const { page, section, subsection } = context;
  if (/^components\/querybuilder\.mdx?$/.test(page)) {
    return subsection === 'controlElements' ? ['member:ControlElementsProp.'] : ['prop:'];
  }
  if (exportPage(page)) {
    if (/^formats/i.test(section)) return ['format:'];
    if (/^(options|custom processing)/i.test(section)) return ['option:'];
    return ['export:'];
  }
  if (/^utils\/import\.mdx?$/.test(page) && /^common options/i.test(section)) {
    return ['member:ParserCommonOptions.', 'member:ParseSQLOptions.'];
  }
  return ['export:'];
}

/** A heading's text without its explicit `{#id}`. */
export const headingText = (text: string): string => text.replace(/\s*\{#[^}]*\}\s*$/, '').trim();

/** A heading's explicit id, if it has one. */
export const explicitId = (text: string): string | undefined => /\{#([^}]+)\}\s*$/.exec(text)?.[1];

/**
 * @param rawText the heading's plain text, `{#id}` included
 * @param known whether an item id exists in the history
 * @returns the ids of the items the heading documents, or none
 */
export function headingItems(rawText: string, context: HeadingContext, known: (id: string) => boolean): string[] {
  const id = explicitId(rawText);
  if (id && exportPage(context.page)) {
    const format = formatIds[id];
    if (format && /format/i.test(`${context.section} ${context.subsection ?? ''}`) && known(`format:${format}`)) {
      return [`format:${format}`];
    }
    const options = optionIds[id]?.map((name) => `option:${name}`).filter(known);
    if (options?.length && /option|processing|processor/i.test(`${context.section} ${context.subsection ?? ''}`)) {
      return options;
    }
  }
  // "`showLockButtons`: lock rules and groups" names its prop, then says in readers' words what it does.
  const names = headingText(rawText)
    .replace(/:\s.*$/, '')
    .split(/\s*(?:,|\band\b)\s*/)
    .map((name) => name.trim());
  if (names.length === 0 || names.some((name) => !/^[A-Za-z_$][\w$]*$/.test(name))) return [];
  const ids: string[] = [];
  for (const name of names) {
    const found = lookupPrefixes(context)
      .map((prefix) => `${prefix}${name}`)
      .find(known);
    if (!found) return [];
    ids.push(found);
  }
  return ids;
}
