import type { RuleGroupTypeAny, RuleType } from 'react-querybuilder';
import { labRows } from './dataset';
import { labEngineIds, nodeOnlyEngineIds } from './engines/ids';
import { fieldKinds, type FieldKind } from './fieldKinds';
import {
  release7,
  release8,
  type LabEngineId,
  type LabFormat,
  type LabResult,
  type LabRow,
  type LabVersion,
} from './types';

export { fieldKinds, type FieldKind };

/** The topics the docs' "How each format behaves on real data" section has for every format. */
export type SemanticsTopic =
  'types' | 'between' | 'in' | 'case' | 'nulls' | 'combinators' | 'cannot express' | 'escaping';

/** What a rule looks like where it sits in the query. */
export interface RuleSituation {
  readonly rule: RuleType;
  readonly kind: FieldKind | undefined;
  readonly parseNumbers: boolean;
  /** Inside a group with `not`, at any depth. */
  readonly negated: boolean;
  /** Inside a group with `not` below the query's own group. */
  readonly negatedBelowRoot: boolean;
  /** A rule beside it in its group (which some exports drop an invalid rule next to). */
  readonly hasSibling: boolean;
}

/** What one click sets right for the reader, where a difference has such a fix. */
export type SemanticsFix = 'parseNumbers';

export interface SemanticsEntry {
  readonly id: string;
  readonly topic: SemanticsTopic;
  /** A few words that name the difference, for the numbered list of causes. */
  readonly title: string;
  /** The engines whose results this difference sets apart. */
  readonly engines: readonly LabEngineId[];
  /** Only these formats of those engines (the parameterized pitfalls); every format when absent. */
  readonly formats?: readonly LabFormat[];
  /** The releases whose exports show it; both when absent. */
  readonly versions?: readonly LabVersion[];
  /**
   * `caveat`: the lab's engine agrees with the others where the production engine would not (mingo is more lenient
   * than a MongoDB server, spel2js than Spring): shown whenever a rule of the query can cause it, not only on a
   * disagreement. Every other entry explains disagreements the lab shows.
   */
  readonly kind?: 'caveat';
  /** One sentence for the reader, shown once in the list of causes. */
  readonly explanation: string;
  /**
   * The same sentence for a run of 7.7.1 alone, where `explanation` also speaks of engines only 8.24.1 exports for
   * (and of Prisma and Sequelize, which the Node tests run): a reader sees only the seven engines of 7.7.1.
   */
  readonly explanationIn7?: string;
  /** What the reader can do about it in the demo. */
  readonly fix?: SemanticsFix;
  /** Whether a rule of the query can cause this difference. */
  readonly applies: (situation: RuleSituation) => boolean;
  /** For differences that only some rows show (nulls): whether this row is one. */
  readonly onRow?: (situation: RuleSituation, row: LabRow) => boolean;
}

/** The row's value of the rule's field is missing. */
const nullCell = (s: RuleSituation, row: LabRow) => row[s.rule.field as keyof LabRow] === null;

const likeOperators = new Set([
  'contains',
  'beginsWith',
  'endsWith',
  'doesNotContain',
  'doesNotBeginWith',
  'doesNotEndWith',
]);
const negativeOperators = new Set([
  '!=',
  'notIn',
  'notBetween',
  'doesNotContain',
  'doesNotBeginWith',
  'doesNotEndWith',
]);
const orderOperators = new Set(['<', '>', '<=', '>=', 'between', 'notBetween']);
const comparisonOperators = new Set(['=', '!=', ...orderOperators, 'in', 'notIn']);

/** The values of a list or range rule as the export reads them: an array, or text split at commas. */
export const valueList = (value: unknown): unknown[] =>
  Array.isArray(value)
    ? value
    : String(value ?? '')
        .split(',')
        .map((v) => v.trim());
const text = (value: unknown) => (Array.isArray(value) ? value.join(',') : String(value ?? ''));
const values = (value: unknown) => (Array.isArray(value) ? value : [value]);
/** Whether the export puts the value in as text (a string that `parseNumbers` would have turned into a number). */
const valueIsText = ({ rule, parseNumbers }: RuleSituation) =>
  values(rule.value).some((v) => typeof v === 'string') && !parseNumbers;
/** A value `parseNumbers` reads as a number (formatQuery's own test: the whole text is a number). */
const numeric = (v: unknown) =>
  typeof v === 'number' || (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)));
/** The values as the export writes them: numbers where `parseNumbers` turned text into one. */
const exportedValues = (s: RuleSituation) =>
  (['in', 'notIn', 'between', 'notBetween'].includes(s.rule.operator)
    ? valueList(s.rule.value)
    : values(s.rule.value)
  ).map((v) => (s.parseNumbers && numeric(v) ? Number(v) : v));
const hasInvalidList = (rule: RuleType) =>
  (['between', 'notBetween'].includes(rule.operator) && valueList(rule.value).filter((v) => v !== '').length !== 2) ||
  (['in', 'notIn'].includes(rule.operator) && valueList(rule.value).every((v) => v === ''));
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** A value on several lines: CEL's strings cannot hold one, and the bound SQL formats keep its quotes. */
const hasLineBreak = (s: RuleSituation) => /[\r\n]/.test(text(s.rule.value));

/** The bound-parameter formats of the SQL engines, whose pitfalls the sql export has not. */
const boundSql = {
  engines: ['postgresql', 'sqlite'],
  formats: ['parameterized', 'parameterized_named'],
} as const satisfies Pick<SemanticsEntry, 'engines' | 'formats'>;

/** Every engine of the lab: differences in how a value is typed reach all of them. */
const allEngines: readonly LabEngineId[] = [...labEngineIds, ...nodeOnlyEngineIds];

/**
 * Every known, explained difference between the engines on the sample table. An engine result that
 * differs from another's must be explained by one of these, or the differential tests fail; each entry's own
 * check (src/lab/semanticsChecks.test.ts) runs its claim on the real engines.
 */
export const semanticsEntries: readonly SemanticsEntry[] = [
  {
    id: 'number-as-text',
    topic: 'types',
    title: 'Numbers exported as text',
    engines: ['mongodb', 'cel', 'spel', 'jsonata', 'tanstack', 'ldap', 'sparql', 'prisma', 'cypher'],
    explanation:
      'The number was exported as text ("28"): SQL, Drizzle, Sequelize and JsonLogic convert it; SpEL and TanStack DB order 34 > \'28\' as JavaScript would but find 28 = \'28\' false; MongoDB, SPARQL and Cypher never find a number equal to a string (and Apache AGE orders every number above any text), LDAP compares the digits as text, and CEL ("no such overload"), JSONata and Prisma stop with a type error.',
    explanationIn7:
      'The number was exported as text ("28"): SQL and JsonLogic convert it; SpEL orders 34 > \'28\' as JavaScript would but finds 28 = \'28\' false; MongoDB never finds a number equal to a string, and CEL ("no such overload") and JSONata stop with a type error.',
    fix: 'parseNumbers',
    applies: (s) => s.kind === 'number' && valueIsText(s) && !likeOperators.has(s.rule.operator),
  },
  {
    id: 'between-as-text-jsonata',
    topic: 'between',
    title: 'JSONata between with text bounds',
    engines: ['jsonata'],
    explanation:
      'JSONata keeps the bounds of "between" as strings ("2", "20") without parseNumbers, and refuses to compare a number with a string.',
    fix: 'parseNumbers',
    applies: (s) => s.kind === 'number' && ['between', 'notBetween'].includes(s.rule.operator) && !s.parseNumbers,
  },
  {
    id: 'number-on-text-field',
    topic: 'types',
    title: 'Numbers on a text field under parseNumbers',
    engines: [
      'postgresql',
      'jsonata',
      'cel',
      'drizzle',
      'prisma',
      'sequelize',
      'mongodb',
      'tanstack',
      'sparql',
      'cypher',
    ],
    explanation:
      'parseNumbers turns digits typed into a text field into a number ("10" becomes 10, "007" becomes 7): PostgreSQL\'s sql export fails with "operator does not exist: text = integer" while its bound parameters and SQLite still compare text; CEL and Prisma reject the type, JSONata a literal such as 007, and MongoDB, TanStack DB, SPARQL and Cypher match no text with a number.',
    explanationIn7:
      'parseNumbers turns digits typed into a text field into a number ("10" becomes 10, "007" becomes 7): PostgreSQL\'s sql export fails with "operator does not exist: text = integer" while its bound parameters and SQLite still compare text; CEL rejects the type, JSONata a literal such as 007, and MongoDB matches no text with a number.',
    applies: (s) =>
      s.parseNumbers &&
      s.kind === 'text' &&
      comparisonOperators.has(s.rule.operator) &&
      exportedValues(s).some((v) => typeof v === 'number'),
  },
  {
    id: 'non-numeric-on-number-field',
    topic: 'types',
    title: 'Text that is no number on a number field',
    engines: allEngines,
    explanation:
      'A value that is no number ("abc", or empty) on a number field: PostgreSQL, Drizzle, Sequelize and Prisma reject it, SQLite sorts every number before any text (age < \'abc\' matches every age), LDAP compares the digits as text, MongoDB, TanStack DB and SPARQL match nothing, and JsonLogic converts "" to 0 (age = \'\' matches an age of 0).',
    explanationIn7:
      'A value that is no number ("abc", or empty) on a number field: PostgreSQL rejects it, SQLite sorts every number before any text (age < \'abc\' matches every age), MongoDB matches nothing, and JsonLogic converts "" to 0 (age = \'\' matches an age of 0).',
    applies: (s) =>
      s.kind === 'number' &&
      !likeOperators.has(s.rule.operator) &&
      valueList(s.rule.value).some((v) => typeof v === 'string' && !numeric(v)),
  },
  {
    id: 'date-not-iso',
    topic: 'types',
    title: 'Dates not written as YYYY-MM-DD',
    engines: allEngines,
    explanation:
      'A date not in ISO form (2000-1-5): PostgreSQL, Drizzle, Sequelize and Prisma read it as a date, SPARQL never compares a date with text, and every other engine compares the text, where 2000-1-5 sorts after 2000-12-31.',
    explanationIn7:
      'A date not in ISO form (2000-1-5): PostgreSQL reads it as a date, and every other engine compares the text, where 2000-1-5 sorts after 2000-12-31.',
    applies: (s) =>
      s.kind === 'date' &&
      !likeOperators.has(s.rule.operator) &&
      valueList(s.rule.value).some((v) => typeof v === 'string' && v !== '' && !isoDate.test(v)),
  },
  {
    id: 'text-operator-on-number',
    topic: 'types',
    title: 'Text operators on numbers or booleans',
    engines: allEngines,
    explanation:
      "A text operator (contains, begins with…) on a number or a boolean: SQLite and LDAP match the digits as text, PostgreSQL (and the ORMs on it) has no LIKE for numbers, MongoDB's regex and TanStack DB's like skip non-strings, CEL and JSONata raise a type error.",
    explanationIn7:
      "A text operator (contains, begins with…) on a number or a boolean: SQLite matches the digits as text, PostgreSQL has no LIKE for numbers, MongoDB's regex skips non-strings, CEL and JSONata raise a type error.",
    applies: (s) => (s.kind === 'number' || s.kind === 'boolean') && likeOperators.has(s.rule.operator),
  },
  {
    id: 'text-operator-on-date',
    topic: 'types',
    title: 'Text operators on dates',
    engines: ['postgresql', 'drizzle', 'prisma', 'sequelize', 'sparql'],
    explanation:
      'A text operator on a date: the sample keeps dates as ISO text ("1990-06-15") for SQLite, MongoDB, JsonLogic, CEL, SpEL, JSONata, TanStack DB and LDAP, which match the text, but PostgreSQL\'s date column has no LIKE (and the ORMs on it fail with it), and SPARQL\'s text functions refuse an xsd:date.',
    explanationIn7:
      'A text operator on a date: the sample keeps dates as ISO text ("1990-06-15") for SQLite, MongoDB, JsonLogic, CEL, SpEL and JSONata, which match the text, but PostgreSQL\'s date column has no LIKE.',
    applies: (s) => s.kind === 'date' && likeOperators.has(s.rule.operator),
  },
  {
    id: 'sqlite-like-case',
    topic: 'case',
    title: "SQLite's LIKE ignores case",
    engines: ['sqlite'],
    explanation:
      'SQLite\'s LIKE ignores the case of ASCII letters, so contains and begins with match "steve" for "Ste"; every other engine here compares case.',
    applies: (s) => likeOperators.has(s.rule.operator),
  },
  {
    id: 'like-wildcards',
    topic: 'escaping',
    title: '% and _ act as wildcards in SQL',
    engines: ['postgresql', 'sqlite', 'drizzle', 'sequelize', 'prisma', 'tanstack', 'ldap'],
    explanation:
      'The SQL exports, Drizzle, Sequelize, Prisma and TanStack DB (whose like is SQL\'s) put % and _ into LIKE patterns unescaped, so they act as wildcards: contains "0%" matches any text with a 0 in it. An LDAP filter\'s * does the same.',
    explanationIn7:
      'The SQL exports put % and _ into LIKE patterns unescaped, so they act as wildcards: contains "0%" matches any text with a 0 in it.',
    applies: (s) => likeOperators.has(s.rule.operator) && /[%_*]/.test(text(s.rule.value)),
  },
  {
    id: 'postgresql-like-backslash',
    topic: 'escaping',
    title: 'A backslash escapes in PostgreSQL LIKE',
    engines: ['postgresql', 'drizzle', 'sequelize', 'prisma'],
    explanation:
      'A backslash is LIKE\'s escape character in PostgreSQL, so contains "C:\\Users" looks for "C:Users"; SQLite\'s LIKE has no escape character unless asked.',
    applies: (s) => likeOperators.has(s.rule.operator) && text(s.rule.value).includes('\\'),
  },
  {
    id: 'regex-metacharacters',
    topic: 'escaping',
    title: 'Regex characters in MongoDB and SpEL',
    engines: ['mongodb', 'spel'],
    explanation:
      "MongoDB ($regex) and SpEL (matches) get the value inside a regular expression unescaped, so characters such as \\ . * ( ) act as regex syntax. JSONata's export escapes them.",
    applies: (s) => likeOperators.has(s.rule.operator) && /[\\^$.*+?()[\]{}|]/.test(text(s.rule.value)),
  },
  {
    id: 'jsonata-regex-slash',
    topic: 'escaping',
    title: `A slash ends ${release7}'s JSONata regex`,
    engines: ['jsonata'],
    versions: [release7],
    explanation: `${release7}'s JSONata export escapes every regex character but the slash, which ends the /…/ literal early: a begins-with or ends-with value with / in it makes the expression invalid.`,
    applies: (s) =>
      ['beginsWith', 'endsWith', 'doesNotBeginWith', 'doesNotEndWith'].includes(s.rule.operator) &&
      text(s.rule.value).includes('/'),
  },
  {
    id: 'nul-character',
    topic: 'escaping',
    title: 'NUL characters',
    engines: ['postgresql', 'sqlite', 'drizzle', 'prisma', 'sequelize'],
    explanation:
      'PostgreSQL text cannot hold a NUL character and rejects the value; SQLite reads the sql export only up to the NUL, so the statement breaks, while its bound parameters keep it.',
    applies: (s) => text(s.rule.value).includes('\u0000'),
  },
  {
    id: 'nulls-in-negations',
    topic: 'nulls',
    title: 'Missing values in negated rules',
    engines: ['mongodb', 'jsonlogic', 'cel', 'jsonata', 'tanstack', 'ldap', 'sparql', 'prisma'],
    explanation:
      'A missing value (null) and a negated rule: SQL\'s three-valued logic leaves such rows out, MongoDB, JsonLogic, TanStack DB and LDAP count them as "not equal", CEL and JSONata do for != but not for the text functions, and SPARQL and Prisma differ rule by rule.',
    explanationIn7:
      'A missing value (null) and a negated rule: SQL\'s three-valued logic leaves such rows out, MongoDB and JsonLogic count them as "not equal", and CEL and JSONata do for != but not for the text functions.',
    applies: (s) => negativeOperators.has(s.rule.operator) || s.negated,
    onRow: nullCell,
  },
  {
    id: 'spel-null-property',
    topic: 'nulls',
    title: 'spel2js fails on null properties',
    engines: ['spel'],
    explanation:
      'spel2js treats a property that holds null as missing and raises "Property does not exist" for the whole row, so SpEL matches no row with a null in a field the query reads, even for "is null" or in an "or".',
    applies: () => true,
    onRow: nullCell,
  },
  {
    id: 'jsonata-null-type-error',
    topic: 'nulls',
    title: 'JSONata type errors on null',
    engines: ['jsonata'],
    explanation:
      'JSONata raises a type error when a null value meets <, >, <=, >= or $contains, and the error fails the whole row even inside an "or"; CEL lets the other side of || decide instead.',
    applies: (s) => orderOperators.has(s.rule.operator) || likeOperators.has(s.rule.operator),
    onRow: nullCell,
  },
  {
    id: 'mongodb-drops-not',
    topic: 'cannot express',
    title: `${release7}'s mongodb drops not`,
    engines: ['mongodb'],
    versions: [release7],
    explanation: `${release7}'s mongodb export leaves out the "not" of a group: the negated group is exported as if it were not negated.`,
    applies: (s) => s.negated,
  },
  {
    id: 'spel-apostrophe',
    topic: 'escaping',
    title: 'Apostrophes in SpEL',
    engines: ['spel'],
    explanation:
      "SpEL doubles an apostrophe inside a string ('O''Brien'), but the export writes 'O\\'Brien', which spel2js rejects as an unterminated string.",
    applies: (s) => text(s.rule.value).includes("'"),
  },
  {
    id: 'jsonlogic-empty-string',
    topic: 'nulls',
    title: 'JsonLogic "in" on empty text',
    engines: ['jsonlogic'],
    explanation:
      'json-logic-js\'s "in" gives false whenever the text it searches is empty (""), so "does not contain" matches an empty value whatever it looks for.',
    applies: (s) => ['contains', 'doesNotContain'].includes(s.rule.operator),
    onRow: (s, row) => row[s.rule.field as keyof LabRow] === '',
  },
  {
    id: 'jsonlogic-null-ordering',
    topic: 'nulls',
    title: 'JsonLogic orders null as 0',
    engines: ['jsonlogic'],
    explanation:
      'JsonLogic compares with JavaScript\'s rules, where null counts as 0 or "" in <, >, <= and >=, so a missing value can match an ordering rule.',
    applies: (s) => orderOperators.has(s.rule.operator),
    onRow: nullCell,
  },
  {
    id: 'backslash-in-string-literal',
    topic: 'escaping',
    title: 'Backslash escapes in string literals',
    engines: ['cel', 'jsonata', 'sparql', 'cypher'],
    explanation:
      'CEL, JSONata, SPARQL and Cypher read a backslash in a string literal as the start of an escape, and the export does not double it: a\\nb silently becomes a real line break (and matches one), while C:\\Users makes the expression invalid ("Invalid Unicode escape", "Unsupported escape sequence").',
    explanationIn7:
      'CEL and JSONata read a backslash in a string literal as the start of an escape, and the export does not double it: a\\nb silently becomes a real line break (and matches one), while C:\\Users makes the expression invalid ("Invalid Unicode escape", "Unsupported escape sequence").',
    applies: (s) => text(s.rule.value).includes('\\'),
  },
  {
    id: 'list-column',
    topic: 'in',
    title: 'Languages is a list',
    engines: allEngines,
    explanation:
      'Languages is a list: MongoDB, LDAP and SPARQL match any one of its values, SQL (and the ORMs) hold the list as one text ("en,es") equal to no single code, and JsonLogic, CEL, SpEL, JSONata and TanStack DB compare the whole list with each code.',
    explanationIn7:
      'Languages is a list: MongoDB matches any one of its values, SQL holds the list as one text ("en,es") equal to no single code, and JsonLogic, CEL, SpEL and JSONata compare the whole list with each code.',
    applies: (s) => s.kind === 'list',
  },
  {
    id: 'in-with-text',
    topic: 'in',
    title: '"in" with numbers typed as text',
    engines: ['mongodb', 'jsonlogic', 'cel', 'spel', 'jsonata', 'tanstack', 'ldap', 'sparql', 'prisma', 'cypher'],
    explanation:
      '"in" with numbers typed as text: SQL converts each to a number, the JSON-based engines compare "28" with 28 and find no match. Turn on parseNumbers.',
    fix: 'parseNumbers',
    applies: (s) => s.kind === 'number' && ['in', 'notIn'].includes(s.rule.operator) && valueIsText(s),
  },
  {
    id: 'number-list-as-text',
    topic: 'in',
    title: '"in" quotes stored numbers',
    engines: ['cel', 'spel', 'jsonata'],
    explanation:
      '"in" with a list of stored numbers: without parseNumbers, the cel, spel and jsonata exports quote each one (age in ["9", "100"]), so CEL, SpEL and JSONata compare 9 with "9" and find no match, while SQL converts the text and MongoDB and JsonLogic keep the numbers. Turn on parseNumbers.',
    fix: 'parseNumbers',
    applies: (s) =>
      s.kind === 'number' &&
      ['in', 'notIn'].includes(s.rule.operator) &&
      !s.parseNumbers &&
      Array.isArray(s.rule.value) &&
      s.rule.value.some((v) => typeof v === 'number'),
  },
  {
    id: 'invalid-list-value',
    topic: 'cannot express',
    title: 'An empty "in" or a half "between"',
    engines: allEngines,
    explanation: `"between" needs two values and "in" at least one: with fewer, each format writes something different. Alone, ${release7}'s SQL writes an empty list (a syntax error) where ${release8} writes (1 = 1); beside another rule, SQL and SpEL silently drop it; MongoDB keeps $in: [] (which matches nothing), and CEL, JSONata and JsonLogic an empty list.`,
    applies: (s) => hasInvalidList(s.rule),
  },
  {
    id: 'parameterized-numeric-like',
    topic: 'escaping',
    title: 'Bound LIKE values lose their %',
    ...boundSql,
    explanation:
      "With parseNumbers, contains 3 binds the number 3 without the % the sql export puts around it, so the bound statement asks LIKE '3' (equal to \"3\") where sql asks LIKE '%3%'.",
    applies: (s) =>
      s.parseNumbers && likeOperators.has(s.rule.operator) && exportedValues(s).some((v) => typeof v === 'number'),
  },
  {
    id: 'cel-line-break',
    topic: 'escaping',
    title: 'Line breaks in CEL strings',
    engines: ['cel'],
    explanation:
      'The cel export writes a line break in a value as it is, inside a quoted string, where CEL allows none ("Newlines not allowed in single-quoted strings"): CEL rejects the expression.',
    applies: hasLineBreak,
  },
  {
    id: 'parameterized-multiline-quotes',
    topic: 'escaping',
    title: 'Bound multi-line values keep quotes',
    ...boundSql,
    explanation:
      "A value on several lines is bound with the quotes of a SQL literal around it ('Line one⏎Line two', quotes included), so the bound statement matches no row where the sql export does.",
    applies: hasLineBreak,
  },
  {
    id: 'ldap-compares-text',
    topic: 'types',
    title: 'LDAP orders values as text',
    engines: ['ldap'],
    explanation:
      '@ldapjs/filter knows no schema: it compares every value as text, so age>=28 leaves out 100 ("100" sorts before "28") and orders between 2 and 20 leaves out 12; a directory whose schema gives the attribute an integer ordering rule compares numbers.',
    applies: (s) => (s.kind === 'number' || s.kind === 'date') && orderOperators.has(s.rule.operator),
  },
  {
    id: 'ldapjs-escaped-characters',
    topic: 'escaping',
    title: '@ldapjs/filter and escaped characters',
    engines: ['ldap'],
    explanation:
      'The ldap export escapes \\ ( ) * as \\5c, \\28, \\29, \\2a, as RFC 4515 asks, but @ldapjs/filter compares such values (and a contains or begins-with value with any accented letter, which it escapes itself) in their escaped form, so they match nothing a directory would match.',
    applies: (s) =>
      (likeOperators.has(s.rule.operator) && /[^\x20-\x7e]|[\\()*]/.test(text(s.rule.value))) ||
      /[\\()*]/.test(text(s.rule.value)),
  },
  {
    id: 'ldap-inclusive-bounds',
    topic: 'types',
    title: 'LDAP has no < or >',
    engines: ['ldap'],
    explanation:
      'An LDAP filter has only <= and >=, so the ldap export writes < as <= and > as >=: the value itself matches too (firstName < steve keeps "steve").',
    applies: (s) => ['<', '>'].includes(s.rule.operator),
  },
  {
    id: 'ldap-null-inverted',
    topic: 'nulls',
    title: `${release8}'s LDAP swaps is null and is not null`,
    engines: ['ldap'],
    versions: [release8],
    explanation: `${release8}'s ldap export writes "is null" as (age=*), which matches every entry that has the attribute, and "is not null" as (!(age=*)): the opposite of every other format.`,
    applies: (s) => ['null', 'notNull'].includes(s.rule.operator),
  },
  {
    id: 'ldap-drops-empty',
    topic: 'cannot express',
    title: 'LDAP drops empty values',
    engines: ['ldap'],
    versions: [release8],
    explanation: `An LDAP filter cannot hold an empty value: ${release8}'s ldap export leaves out a rule whose value is empty, and a query with nothing else left exports an empty filter, which @ldapjs/filter (like a directory) refuses.`,
    applies: (s) => !['null', 'notNull'].includes(s.rule.operator) && valueList(s.rule.value).some((v) => v === ''),
  },
  {
    id: 'sparql-typed-literals',
    topic: 'types',
    title: 'SPARQL compares typed values',
    engines: ['sparql'],
    versions: [release8],
    explanation:
      'In RDF a date is an xsd:date, but the sparql export writes it as plain text ("2000-01-01"), and SPARQL never finds an xsd:date equal to, or ordered against, text: date rules match nothing, and their negations everything.',
    applies: (s) => s.kind === 'date' && !['null', 'notNull'].includes(s.rule.operator),
  },
  {
    id: 'prisma-date-string',
    topic: 'types',
    title: 'Prisma wants full date-times',
    engines: ['prisma'],
    versions: [release8],
    explanation:
      'Prisma takes a date only as a full ISO date-time (2000-01-01T00:00:00Z) or a Date, but the prisma export passes the date as typed ("2000-01-01"), which Prisma rejects before it reaches the database.',
    applies: (s) => s.kind === 'date' && !['null', 'notNull'].includes(s.rule.operator),
  },
  {
    id: 'prisma-drops-nested-not',
    topic: 'cannot express',
    title: `${release8}'s prisma drops an inner not`,
    engines: ['prisma'],
    versions: [release8],
    explanation: `${release8}'s prisma export keeps the "not" of the query's own group but leaves out that of a group inside it: the inner group is exported as if it were not negated.`,
    applies: (s) => s.negatedBelowRoot,
  },
  {
    id: 'mingo-regex-number',
    topic: 'types',
    title: 'mingo accepts a number as $regex',
    kind: 'caveat',
    engines: ['mongodb'],
    explanation:
      'A text operator whose value is a number (as a number input stores it) exports {"$regex": 3}: mingo runs it (matching no number), but a MongoDB server rejects the whole query ("$regex has to be a string").',
    applies: (s) => likeOperators.has(s.rule.operator) && values(s.rule.value).some((v) => typeof v === 'number'),
  },
  {
    id: 'spel-matches-substring',
    topic: 'escaping',
    title: 'spel2js matches finds a part of the text',
    kind: 'caveat',
    engines: ['spel'],
    versions: [release7],
    explanation: `${release7} writes begins with "Ste" as matches '^Ste', contains as matches 'Ste' and ends with as matches 'Ste$': spel2js finds the pattern anywhere in the text, but the SpEL of a Spring backend requires it to cover the whole text, so there these rules match only the text "Ste" itself. The lab runs spel2js, a JavaScript port, not Spring.`,
    applies: (s) => likeOperators.has(s.rule.operator),
  },
];

export const semanticsEntry = (id: string): SemanticsEntry | undefined => semanticsEntries.find((e) => e.id === id);

/** Every rule of the query with where it sits. */
export function ruleSituations(query: RuleGroupTypeAny, parseNumbers: boolean): RuleSituation[] {
  const situations: RuleSituation[] = [];
  const visit = (group: RuleGroupTypeAny, negated: boolean, negatedBelowRoot: boolean) => {
    const items = group.rules.filter((item) => typeof item !== 'string');
    for (const item of items) {
      if ('rules' in item) visit(item, negated || Boolean(item.not), negatedBelowRoot || Boolean(item.not));
      else
        situations.push({
          rule: item,
          kind: fieldKinds[item.field],
          parseNumbers,
          negated,
          negatedBelowRoot,
          hasSibling: items.length > 1,
        });
    }
  };
  visit(query, Boolean(query.not), false);
  return situations;
}

/** The entries one of the query's rules can trigger. */
export function applicableEntries(query: RuleGroupTypeAny, parseNumbers: boolean, row?: LabRow): SemanticsEntry[] {
  const situations = ruleSituations(query, parseNumbers);
  return semanticsEntries.filter((entry) =>
    situations.some((s) => entry.applies(s) && (!row || !entry.onRow || entry.onRow(s, row))),
  );
}

type Verdict = 'match' | 'no match' | 'error';

const verdictOf = (result: LabResult, id: number): Verdict => {
  if (result.error !== undefined || result.rowErrors?.some((e) => e.id === id)) {
    return result.error !== undefined ? 'error' : 'no match';
  }
  return result.matches?.includes(id) ? 'match' : 'no match';
};

/** One row on which the engines disagree, and why. */
export interface Disagreement {
  /** The row, or undefined when an engine rejected the whole export. */
  readonly rowId?: number;
  readonly matchedBy: readonly LabResult[];
  readonly notMatchedBy: readonly LabResult[];
  readonly rejectedBy: readonly LabResult[];
  /** The known differences that account for it; empty when nothing does. */
  readonly explanations: readonly SemanticsEntry[];
}

const label = (r: LabResult) =>
  `${r.engine === r.format ? r.engine : `${r.engine} ${r.format}`}${r.version === release8 ? ` (${release8})` : ''}`;

/** Whether an entry speaks of this result: its engine, and its format and release where the entry names some. */
export const names = (entry: SemanticsEntry, result: Pick<LabResult, 'engine' | 'format' | 'version'>): boolean =>
  entry.engines.includes(result.engine) &&
  (!entry.formats || entry.formats.includes(result.format)) &&
  (!entry.versions || entry.versions.includes(result.version));

/** Whether every pair of results with different verdicts is covered by an entry naming one of them. */
function explains(entries: readonly SemanticsEntry[], groups: readonly (readonly LabResult[])[]): SemanticsEntry[] {
  const used = new Set<SemanticsEntry>();
  const explaining = entries.filter((e) => e.kind !== 'caveat');
  for (let i = 0; i < groups.length; i++) {
    for (let j = i + 1; j < groups.length; j++) {
      for (const a of groups[i]!) {
        for (const b of groups[j]!) {
          const entry = explaining.find((e) => names(e, a) || names(e, b));
          if (!entry) return [];
          for (const e of explaining) if (names(e, a) || names(e, b)) used.add(e);
        }
      }
    }
  }
  // The narrowest first: an entry about one engine says more than one about all of them.
  return [...used].sort((a, b) => a.engines.length - b.engines.length);
}

/**
 * Every disagreement between the results of one query (all engines, all formats), each explained by the
 * known differences its rules can cause. An engine that rejected the export disagrees once, as a whole;
 * rows are compared among the engines that ran it.
 */
export function explainDisagreements(
  query: RuleGroupTypeAny,
  results: readonly LabResult[],
  parseNumbers: boolean,
): Disagreement[] {
  const entries = applicableEntries(query, parseNumbers);
  const disagreements: Disagreement[] = [];
  const rejected = results.filter((r) => r.error !== undefined);
  const ran = results.filter((r) => r.error === undefined);
  if (rejected.length > 0 && ran.length > 0) {
    disagreements.push({
      matchedBy: [],
      notMatchedBy: ran,
      rejectedBy: rejected,
      explanations: explains(entries, [rejected, ran]),
    });
  }
  for (const row of labRows) {
    const matchedBy = ran.filter((r) => verdictOf(r, row.id) === 'match');
    const notMatchedBy = ran.filter((r) => verdictOf(r, row.id) !== 'match');
    if (matchedBy.length === 0 || notMatchedBy.length === 0) continue;
    disagreements.push({
      rowId: row.id,
      matchedBy,
      notMatchedBy,
      rejectedBy: [],
      explanations: explains(applicableEntries(query, parseNumbers, row), [matchedBy, notMatchedBy]),
    });
  }
  return disagreements;
}

/** A disagreement in words, for test failures and logs. */
export function describeDisagreement(d: Disagreement): string {
  const where = d.rowId === undefined ? 'the export' : `row ${d.rowId}`;
  const parts = [
    d.matchedBy.length > 0 ? `matched by ${d.matchedBy.map(label).join(', ')}` : '',
    d.notMatchedBy.length > 0
      ? `${d.rowId === undefined ? 'run by' : 'not matched by'} ${d.notMatchedBy.map(label).join(', ')}`
      : '',
    d.rejectedBy.length > 0 ? `rejected by ${d.rejectedBy.map((r) => `${label(r)} (${r.error})`).join(', ')}` : '',
  ].filter(Boolean);
  return `${where}: ${parts.join('; ')}`;
}

/** The caveats a query's rules raise: what the production engine would do that the lab's does not show. */
export function applicableCaveats(
  query: RuleGroupTypeAny,
  parseNumbers: boolean,
  versions: readonly LabVersion[],
): SemanticsEntry[] {
  return applicableEntries(query, parseNumbers).filter(
    (entry) => entry.kind === 'caveat' && (!entry.versions || entry.versions.some((v) => versions.includes(v))),
  );
}

/** Where the docs explain these differences per format (v7 export page); the Run tab links here. */
export const semanticsDocsUrl = '/docs/utils/export#behaviour-on-real-data';
