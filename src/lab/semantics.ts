import type { RuleGroupTypeAny, RuleType } from 'react-querybuilder';
import { labRows } from './dataset';
import type { LabEngineId, LabResult, LabRow } from './types';

/** How the sample table stores each demo field; differences between engines follow from it. */
export type FieldKind = 'text' | 'number' | 'boolean' | 'date' | 'list';

export const fieldKinds: Record<string, FieldKind> = {
  firstName: 'text',
  lastName: 'text',
  notes: 'text',
  country: 'text',
  plan: 'text',
  age: 'number',
  orders: 'number',
  isMember: 'boolean',
  newsletter: 'boolean',
  birthdate: 'date',
  languages: 'list',
};

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
}

export interface SemanticsEntry {
  readonly id: string;
  readonly topic: SemanticsTopic;
  /** The engines whose results this difference sets apart. */
  readonly engines: readonly LabEngineId[];
  /** One sentence for the reader, shown next to the disagreement. */
  readonly explanation: string;
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

/** The values of a list or range rule as the export reads them: an array, or text split at commas. */
export const valueList = (value: unknown): unknown[] =>
  Array.isArray(value)
    ? value
    : String(value ?? '')
        .split(',')
        .map((v) => v.trim());
const text = (value: unknown) => (Array.isArray(value) ? value.join(',') : String(value ?? ''));
/** Whether the export puts the value in as text (a string that `parseNumbers` would have turned into a number). */
const valueIsText = ({ rule, parseNumbers }: RuleSituation) =>
  (Array.isArray(rule.value) ? rule.value : [rule.value]).some((v) => typeof v === 'string') && !parseNumbers;
const hasInvalidList = (rule: RuleType) =>
  (['between', 'notBetween'].includes(rule.operator) && valueList(rule.value).filter((v) => v !== '').length !== 2) ||
  (['in', 'notIn'].includes(rule.operator) && valueList(rule.value).every((v) => v === ''));

/**
 * Every known, explained difference between the engines on the sample table. An engine result that
 * differs from another's must be explained by one of these, or the differential tests fail.
 */
export const semanticsEntries: readonly SemanticsEntry[] = [
  {
    id: 'number-as-text',
    topic: 'types',
    engines: ['mongodb', 'cel', 'spel', 'jsonata'],
    explanation:
      'The number was exported as text ("28"): SQL and JsonLogic convert it, MongoDB never matches a number with a string, SpEL finds 28 == \'28\' false, CEL stops with "no such overload" and JSONata with a type error. Turn on parseNumbers.',
    applies: (s) => s.kind === 'number' && valueIsText(s) && !likeOperators.has(s.rule.operator),
  },
  {
    id: 'between-as-text-jsonata',
    topic: 'between',
    engines: ['jsonata'],
    explanation:
      'JSONata keeps the bounds of "between" as strings ("2", "20") without parseNumbers, and refuses to compare a number with a string.',
    applies: (s) => s.kind === 'number' && ['between', 'notBetween'].includes(s.rule.operator) && !s.parseNumbers,
  },
  {
    id: 'text-operator-on-number',
    topic: 'types',
    engines: ['postgresql', 'sqlite', 'mongodb', 'jsonlogic', 'cel', 'spel', 'jsonata'],
    explanation:
      "A text operator (contains, begins with…) on a number or date: SQLite matches the digits as text, PostgreSQL has no LIKE for numbers or dates, MongoDB's regex skips non-strings, CEL and JSONata raise a type error.",
    applies: (s) =>
      (s.kind === 'number' || s.kind === 'date' || s.kind === 'boolean') && likeOperators.has(s.rule.operator),
  },
  {
    id: 'sqlite-like-case',
    topic: 'case',
    engines: ['sqlite'],
    explanation:
      'SQLite\'s LIKE ignores the case of ASCII letters, so contains and begins with match "steve" for "Ste"; every other engine here compares case.',
    applies: (s) => likeOperators.has(s.rule.operator),
  },
  {
    id: 'like-wildcards',
    topic: 'escaping',
    engines: ['postgresql', 'sqlite'],
    explanation:
      'The SQL exports put % and _ into LIKE patterns unescaped, so they act as wildcards: contains "0%" matches any text with a 0 in it.',
    applies: (s) => likeOperators.has(s.rule.operator) && /[%_]/.test(text(s.rule.value)),
  },
  {
    id: 'postgresql-like-backslash',
    topic: 'escaping',
    engines: ['postgresql'],
    explanation:
      'A backslash is LIKE\'s escape character in PostgreSQL, so contains "C:\\Users" looks for "C:Users"; SQLite\'s LIKE has no escape character unless asked.',
    applies: (s) => likeOperators.has(s.rule.operator) && text(s.rule.value).includes('\\'),
  },
  {
    id: 'regex-metacharacters',
    topic: 'escaping',
    engines: ['mongodb', 'spel', 'jsonata'],
    explanation:
      'MongoDB ($regex), SpEL (matches) and JSONata (/…/) get the value inside a regular expression unescaped, so characters such as \\ . * ( ) act as regex syntax.',
    applies: (s) => likeOperators.has(s.rule.operator) && /[\\^$.*+?()[\]{}|/]/.test(text(s.rule.value)),
  },
  {
    id: 'nul-character',
    topic: 'escaping',
    engines: ['postgresql', 'sqlite'],
    explanation:
      'PostgreSQL text cannot hold a NUL character and rejects the value; SQLite reads the sql export only up to the NUL, so the statement breaks, while its bound parameters keep it.',
    applies: (s) => text(s.rule.value).includes('\u0000'),
  },
  {
    id: 'nulls-in-negations',
    topic: 'nulls',
    engines: ['mongodb', 'jsonlogic', 'cel', 'jsonata'],
    explanation:
      'A missing value (null) and a negated rule: SQL\'s three-valued logic leaves such rows out, MongoDB and JsonLogic count them as "not equal", CEL and JSONata do for != but not for the text functions.',
    applies: (s) => negativeOperators.has(s.rule.operator) || s.negated,
    onRow: nullCell,
  },
  {
    id: 'spel-null-property',
    topic: 'nulls',
    engines: ['spel'],
    explanation:
      'spel2js treats a property that holds null as missing and raises "Property does not exist" for the whole row, so SpEL matches no row with a null in a field the query reads, even for "is null" or in an "or".',
    applies: () => true,
    onRow: nullCell,
  },
  {
    id: 'jsonata-null-type-error',
    topic: 'nulls',
    engines: ['jsonata'],
    explanation:
      'JSONata raises a type error when a null value meets <, >, <=, >= or $contains, and the error fails the whole row even inside an "or"; CEL lets the other side of || decide instead.',
    applies: (s) => orderOperators.has(s.rule.operator) || likeOperators.has(s.rule.operator),
    onRow: nullCell,
  },
  {
    id: 'mongodb-drops-not',
    topic: 'cannot express',
    engines: ['mongodb'],
    explanation:
      '7.7.1\'s mongodb export leaves out the "not" of a group: the negated group is exported as if it were not negated.',
    applies: (s) => s.negated,
  },
  {
    id: 'spel-apostrophe',
    topic: 'escaping',
    engines: ['spel'],
    explanation:
      "SpEL doubles an apostrophe inside a string ('O''Brien'), but 7.7.1 writes 'O\\'Brien', which spel2js rejects as an unterminated string.",
    applies: (s) => text(s.rule.value).includes("'"),
  },
  {
    id: 'jsonlogic-empty-string',
    topic: 'nulls',
    engines: ['jsonlogic'],
    explanation:
      'json-logic-js\'s "in" gives false whenever the text it searches is empty (""), so "does not contain" matches an empty value whatever it looks for.',
    applies: (s) => ['contains', 'doesNotContain'].includes(s.rule.operator),
    onRow: (s, row) => row[s.rule.field as keyof LabRow] === '',
  },
  {
    id: 'jsonlogic-null-ordering',
    topic: 'nulls',
    engines: ['jsonlogic'],
    explanation:
      'JsonLogic compares with JavaScript\'s rules, where null counts as 0 or "" in <, >, <= and >=, so a missing value can match an ordering rule.',
    applies: (s) => orderOperators.has(s.rule.operator),
    onRow: nullCell,
  },
  {
    id: 'backslash-in-string-literal',
    topic: 'escaping',
    engines: ['cel', 'jsonata'],
    explanation:
      'CEL and JSONata read a backslash in a string literal as the start of an escape, and 7.7.1 does not double it, so a value such as C:\\Users makes the expression invalid ("Invalid Unicode escape", "Unsupported escape sequence").',
    applies: (s) => text(s.rule.value).includes('\\'),
  },
  {
    id: 'list-column',
    topic: 'in',
    engines: ['postgresql', 'sqlite', 'mongodb', 'jsonlogic', 'cel', 'spel', 'jsonata'],
    explanation:
      'Languages is a list: MongoDB\'s $in matches any one of them, SQL holds the list as one text ("en,es") equal to no single code, and JsonLogic, CEL, SpEL and JSONata compare the whole list with each code.',
    applies: (s) => s.kind === 'list',
  },
  {
    id: 'in-with-text',
    topic: 'in',
    engines: ['mongodb', 'jsonlogic', 'cel', 'spel', 'jsonata'],
    explanation:
      '"in" with numbers typed as text: SQL converts each to a number, the JSON-based engines compare "28" with 28 and find no match. Turn on parseNumbers.',
    applies: (s) => s.kind === 'number' && ['in', 'notIn'].includes(s.rule.operator) && valueIsText(s),
  },
  {
    id: 'number-list-as-text',
    topic: 'in',
    engines: ['cel', 'spel', 'jsonata'],
    explanation:
      '"in" with a list of stored numbers: without parseNumbers, 7.7.1 quotes each one in the cel, spel and jsonata exports (age in ["9", "100"]), so CEL, SpEL and JSONata compare 9 with "9" and find no match, while SQL converts the text and MongoDB and JsonLogic keep the numbers. Turn on parseNumbers.',
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
    engines: ['postgresql', 'sqlite', 'mongodb', 'jsonlogic', 'cel', 'spel', 'jsonata'],
    explanation:
      '"between" needs two values and "in" at least one: with fewer, each format writes something different (an empty SQL list is a syntax error, MongoDB drops the rule, JsonLogic makes it false).',
    applies: (s) => hasInvalidList(s.rule),
  },
  {
    id: 'text-ordering',
    topic: 'types',
    engines: ['postgresql', 'sqlite', 'mongodb', 'jsonlogic', 'cel', 'spel', 'jsonata'],
    explanation:
      "Ordering text (<, >, between) depends on each engine's collation: byte order in SQLite and the JSON engines, but accents and case may sort elsewhere in PostgreSQL.",
    applies: (s) => s.kind === 'text' && orderOperators.has(s.rule.operator),
  },
];

export const semanticsEntry = (id: string): SemanticsEntry | undefined => semanticsEntries.find((e) => e.id === id);

/** Every rule of the query with where it sits. */
export function ruleSituations(query: RuleGroupTypeAny, parseNumbers: boolean): RuleSituation[] {
  const situations: RuleSituation[] = [];
  const visit = (group: RuleGroupTypeAny, negated: boolean) => {
    for (const item of group.rules) {
      if (typeof item === 'string') continue;
      if ('rules' in item) visit(item, negated || Boolean(item.not));
      else situations.push({ rule: item, kind: fieldKinds[item.field], parseNumbers, negated });
    }
  };
  visit(query, Boolean(query.not));
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

const label = (r: LabResult) => (r.engine === r.format ? r.engine : `${r.engine} ${r.format}`);

/** Whether every pair of results with different verdicts is covered by an entry naming one of them. */
function explains(entries: readonly SemanticsEntry[], groups: readonly (readonly LabResult[])[]): SemanticsEntry[] {
  const used = new Set<SemanticsEntry>();
  for (let i = 0; i < groups.length; i++) {
    for (let j = i + 1; j < groups.length; j++) {
      for (const a of groups[i]!) {
        for (const b of groups[j]!) {
          const entry = entries.find((e) => e.engines.includes(a.engine) || e.engines.includes(b.engine));
          if (!entry) return [];
          for (const e of entries) if (e.engines.includes(a.engine) || e.engines.includes(b.engine)) used.add(e);
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

/** Where the docs explain these differences per format (v7 export page); the Run tab links here. */
export const semanticsDocsUrl = '/docs/utils/export#behaviour-on-real-data';
