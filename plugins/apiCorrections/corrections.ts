import { siteLibraryVersion } from '../../config/docsVersions';

/**
 * Members of the API reference whose own comment (written by the library, repeated by the generated page) is false
 * for the release the reference documents. Each is shown on the member's section as a note after the library's text;
 * corrections.test.ts proves every note against the installed package, so a release that fixes the behaviour or the
 * comment makes the test fail and the entry is removed.
 */
export interface ApiCorrection {
  /** Key of the entry's proof in corrections.test.ts. */
  readonly id: string;
  /**
   * The release the note speaks of: the react-querybuilder version the reference is generated from. A new release
   * reruns every proof against itself, so an entry it makes untrue fails its test.
   */
  readonly release: string;
  /** Pages (under api/, without `.md`) that repeat the member's comment: the declaring interface and its heirs. */
  readonly pages: readonly string[];
  /** The member's name, as its heading shows it without `?` or `()`. */
  readonly member: string;
  /** Words of the library's comment that the note contradicts; the test checks the declarations still say them. */
  readonly claim: string;
  /** What really happens, in Markdown limited to `code` and [links](/docs/...). */
  readonly note: string;
  /**
   * Lines of the member's examples that print a wrong result, each with the line the release prints instead: a reader
   * copies the example's output before reading a note under it.
   */
  readonly outputs?: readonly (readonly [wrong: string, printed: string])[];
}

const formatQueryOptionsPages = [
  'interfaces/react_querybuilder.FormatQueryOptions',
  'interfaces/react_querybuilder.ValueProcessorOptions',
];

export const apiCorrections: readonly ApiCorrection[] = [
  {
    id: 'fallbackExpression',
    release: siteLibraryVersion,
    pages: formatQueryOptionsPages,
    member: 'fallbackExpression',
    claim: 'This string will be inserted in place of invalid groups',
    note:
      'The fallback is what a query with no rules gives, or one a query validator rejects as a whole: by default ' +
      '`(1 = 1)` in SQL and JSONata, `{"$and":[{"$expr":true}]}` in MongoDB (which wraps your string in braces), ' +
      '`1 == 1` in CEL and SpEL, `1 is 1` in natural language. A group whose rules all fail validation becomes the ' +
      'fallback only in CEL, SpEL, JSONata and MongoDB; the SQL formats write an empty `()` there. ' +
      'More in the [export guide](/docs/utils/export#fallback-expression).',
  },
  {
    id: 'valueProcessor',
    release: siteLibraryVersion,
    pages: formatQueryOptionsPages,
    member: 'valueProcessor',
    claim: 'This function will be used to process the `value` from each rule',
    note:
      'Only the SQL formats and natural language use it for the value alone (`field = ` what it returns). In ' +
      'MongoDB, CEL, SpEL, JSONata, JsonLogic and ElasticSearch, unless you also pass a `ruleProcessor`, what it ' +
      'returns replaces the whole rule. More in the [export guide](/docs/utils/export#value-processor).',
  },
  {
    id: 'paramsKeepPrefix',
    release: siteLibraryVersion,
    pages: formatQueryOptionsPages,
    member: 'paramsKeepPrefix',
    claim: '// { $firstName: "Stev" }',
    outputs: [
      ['// { $firstName: "Stev" }', `// { $firstName_1: "Stev" } (on ${siteLibraryVersion})`],
      ['// { firstName: "Stev" }', `// { firstName_1: "Stev" } (on ${siteLibraryVersion})`],
    ],
    note:
      "The keys also end in the parameter's number, as the placeholders do: the example gives " +
      '`{ $firstName_1: "Stev" }`, and `{ firstName_1: "Stev" }` without `paramsKeepPrefix`. ' +
      'More in the [export guide](/docs/utils/export#retain-parameter-prefixes).',
  },
  {
    id: 'quoteFieldNamesWith',
    release: siteLibraryVersion,
    pages: formatQueryOptionsPages,
    member: 'quoteFieldNamesWith',
    claim: '// "`First name` = \'Steve\'"',
    outputs: [
      ['// "`First name` = \'Steve\'"', `// "(\`First name\` = 'Steve')" (on ${siteLibraryVersion})`],
      ['// "[First name] = \'Steve\'"', `// "([First name] = 'Steve')" (on ${siteLibraryVersion})`],
    ],
    note:
      'The SQL format puts the whole query in parentheses, so a query of that one rule gives ' +
      "``(`First name` = 'Steve')``. More in the [export guide](/docs/utils/export#quote-field-names).",
  },
  {
    id: 'fieldIdentifierSeparator',
    release: siteLibraryVersion,
    pages: formatQueryOptionsPages,
    member: 'fieldIdentifierSeparator',
    claim: '// "[dbo].[Musicians].[First name] = \'Steve\'"',
    outputs: [
      [
        '// "[dbo].[Musicians].[First name] = \'Steve\'"',
        `// "([dbo].[Musicians].[First name] = 'Steve')" (on ${siteLibraryVersion})`,
      ],
    ],
    note:
      'The SQL format puts the whole query in parentheses: `([dbo].[Musicians].[First name] = ' +
      "'Steve')`. The parameterized formats do not split the name. More in the " +
      '[export guide](/docs/utils/export#field-identifier-chains).',
  },
  {
    id: 'getOperators',
    release: siteLibraryVersion,
    pages: formatQueryOptionsPages,
    member: 'getOperators',
    claim: 'will be passed to the rule processor',
    note:
      'No format passes an operator object to a rule processor. Only natural language uses this function: it finds ' +
      'the labels of operators it has no wording for, and hands the function itself to a natural-language ' +
      '`ruleProcessor`. More in the [export guide](/docs/utils/export#getoperators).',
  },
];
