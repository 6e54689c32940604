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
    note:
      "The keys also end in the parameter's number, as the placeholders do: the example gives " +
      '`{ $firstName_1: "Stev" }`, and `{ firstName_1: "Stev" }` without `paramsKeepPrefix`. ' +
      'More in the [export guide](/docs/utils/export#retain-parameter-prefixes).',
  },
];
