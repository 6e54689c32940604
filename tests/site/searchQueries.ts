/**
 * What readers type into the search modal, worded the way they ask in the library's GitHub issues and discussions
 * (questions such as "How to compare 2 fields", "Does it have a method to parse SQL into JSON for the initial
 * query?", "can not apply css styles"), each with the pages that really answer it. Shared by the relevance test on
 * the built index (tests/site/searchRelevance.test.ts) and the one that reads the modal (tests/e2e/searchRelevance.spec.ts).
 *
 * Pages are routes of the v7 docs (`/docs/...`), the API reference (`/api/...`) or the site. On a Next page the same
 * query is expected on the Next twin of each docs route (`/docs/next/...`) unless `next` says otherwise; `next: null`
 * leaves the query out of the Next run (the feature has no page there), and a query with only `next` is Next-only.
 */
export interface SearchQueryCase {
  readonly query: string;
  /** Any of these pages answers the query on a v7 page; absent: the query is for Next only. */
  readonly v7?: readonly string[];
  /** Any of these answers it on a Next page; `null`: not asked there; absent: the Next twins of `v7`. */
  readonly next?: readonly string[] | null;
  /** The query names an API symbol exactly: its API page must be among the first three pages the modal lists. */
  readonly apiPage?: string;
  /**
   * Which half the question belongs to: the engine is tuned on `tune` only and its figures are reported on `report`,
   * questions it was never adjusted to. Fixed once (see `withHalves`); a question never leaves the reporting half.
   */
  readonly half: Half;
}

export type Half = 'tune' | 'report';

const api = (kind: string, name: string, module = 'react_querybuilder') => `/api/${kind}/${module}.${name}`;

type Unsplit = Omit<SearchQueryCase, 'half'>;

const c = (
  query: string,
  v7: string | readonly string[] | undefined,
  extra: Omit<SearchQueryCase, 'query' | 'v7' | 'half'> = {},
): Unsplit => ({ query, ...(v7 === undefined ? {} : { v7: typeof v7 === 'string' ? [v7] : v7 }), ...extra });

/**
 * The split, made once before the engine was tuned again: every other question of each list goes to the reporting
 * half, so both halves cover every topic. Appending questions to a list keeps the halves of those before them.
 */
const withHalves = (cases: readonly Unsplit[]): SearchQueryCase[] =>
  cases.map((entry, position) => ({ ...entry, half: position % 2 === 0 ? 'tune' : 'report' }));

const exportPage = '/docs/utils/export';
const importPage = '/docs/utils/import';
const validation = '/docs/utils/validation';
const querybuilder = '/docs/components/querybuilder';
const valueeditor = '/docs/components/valueeditor';
const compat = '/docs/compat';
const operators = '/docs/tips/managing-operators';
const mistakes = '/docs/tips/common-mistakes';
const styling = '/docs/styling/overview';
const classnames = '/docs/styling/classnames';
const misc = '/docs/utils/misc';
const hooks = '/docs/utils/hooks';
const external = '/docs/tips/external-controls';
/** Version 8's CEL and SpEL: the export page's format entries and the server-side page's sections on evaluating them. */
const celSpel = ['/docs/next/tips/server-side', '/docs/next/utils/export'];
const limitGroups = '/docs/tips/limit-groups';
const serverSide = '/docs/tips/server-side';
const dnd = '/docs/dnd';
const hidingControls = '/docs/tips/hiding-controls';
const customValues = '/docs/tips/custom-values';
/** Added after the split: it answers these tuning questions too (their pages were judged before it existed). */
const translationsTip = '/docs/tips/translations';
/** Added after the split: its "read it back as the state's first value" answers this tuning question too. */
const savingTip = '/docs/tips/saving-queries';

/** The first questions, written from the wording of the library's issues and discussions. */
const writtenCases: readonly Unsplit[] = [
  // Exporting queries
  c('formatQuery', exportPage, { apiPage: api('functions', 'formatQuery') }),
  c('formatqeury', exportPage),
  c('fromatQuery', exportPage),
  c('export to mongodb', exportPage),
  c('export sql', exportPage),
  c('how to get the sql where clause', exportPage),
  c('parameterized sql', [exportPage, serverSide]),
  c('parameterized query with bind variables', [exportPage, '/docs/tips/custom-bind-variables']),
  c('prepared statements', [exportPage, serverSide], {
    next: ['/docs/next/tips/custom-bind-variables', '/docs/next/utils/export', '/docs/next/tips/server-side'],
  }),
  c('jsonlogic', [exportPage, importPage]),
  c('export jsonlogic', exportPage),
  c('elasticsearch', exportPage),
  c('spel', [exportPage, importPage]),
  c('cel expression', [exportPage, importPage]),
  c('mongodb query', [exportPage, importPage]),
  c('natural language export', exportPage),
  c('export format list', exportPage),
  c('formatQuery options', exportPage),
  c('ruleProcessor', exportPage),
  c('custom rule processor', [exportPage, '/docs/tips/custom-with-fallback']),
  c('valueProcessor', exportPage),
  c('custom value processor for sql', exportPage),
  c('quote field names', exportPage),
  c('quoteFieldNamesWith', exportPage),
  c('fallbackExpression', exportPage),
  c('postgres placeholders', ['/docs/tips/custom-bind-variables', exportPage]),
  c('numbers exported as strings', mistakes),
  c('parseNumbers', [exportPage, misc, querybuilder, valueeditor]),
  c('send the query to the backend', [exportPage, '/docs/intro', serverSide]),
  c('export to prisma', exportPage),
  c('drizzle', exportPage),
  // Importing queries
  c('parseSQL', importPage),
  c('parsesql', importPage),
  c('import from sql', importPage),
  c('parse sql into query', importPage),
  c('convert sql string to query object', importPage),
  c('parseMongoDB', importPage),
  c('import mongodb query', importPage),
  c('parseJsonLogic', importPage),
  c('parseJsonlogc', importPage),
  c('parseCEL', importPage),
  c('parseSpEL', importPage),
  c('parseJSONata', importPage),
  c('sql parser', importPage),
  c('load a saved query into the builder', [importPage, external, savingTip]),
  c('cannot find module parseSQL', [mistakes, importPage]),
  // Validation
  c('validation', validation),
  c('valdation', validation),
  c('defaultValidator', [validation, misc]),
  c('validate rule values', validation),
  c('field validator', validation),
  c('show validation errors', validation),
  c('validator function for a field', validation),
  c('invalid rules in the export', [validation, exportPage]),
  c('ValidationResult', [validation, '/docs/typescript'], { apiPage: api('interfaces', 'ValidationResult') }),
  c('QueryValidator', [validation, '/docs/typescript']),
  // The QueryBuilder component and its props
  c('onQueryChange', querybuilder),
  c('onquerychnage', querybuilder),
  c('controlElements', querybuilder, { next: ['/docs/next/components/querybuilder-controlelements'] }),
  c('controlClassnames', [classnames, querybuilder]),
  c('getOperators', [operators, querybuilder]),
  c('getopertors', [operators, querybuilder]),
  c('getValueEditorType', [querybuilder, valueeditor]),
  c('getInputType', [querybuilder, valueeditor]),
  c('getValues', [querybuilder, '/docs/tips/option-lists']),
  c('getDefaultValue', querybuilder),
  c('getDefaultOperator', [querybuilder, operators]),
  c('autoSelectField', querybuilder),
  c('autoSelectOperator', querybuilder),
  c('resetOnFieldChange', querybuilder),
  c('resetOnOperatorChange', querybuilder),
  c('enableMountQueryChange', querybuilder),
  c('debugMode', querybuilder),
  c('listsAsArrays', querybuilder),
  c('addRuleToNewGroups', querybuilder),
  c('disabled', [querybuilder, '/docs/components/actionelement']),
  c('disable the query builder', querybuilder),
  c('showCloneButtons', querybuilder),
  c('clone a rule', querybuilder),
  c('showLockButtons', [querybuilder, '/docs/components/actionelement']),
  c('lock rules', [querybuilder, '/docs/components/actionelement']),
  c('showNotToggle', ['/docs/components/nottoggle', querybuilder]),
  c('not toggle', '/docs/components/nottoggle'),
  c('negate a group', ['/docs/components/nottoggle', querybuilder]),
  c('independent combinators', [querybuilder, '/docs/typescript']),
  c('independentCombinators', [querybuilder, mistakes]),
  c('showCombinatorsBetweenRules', [querybuilder, '/docs/components/rulegroup', '/docs/components/inlinecombinator']),
  c('combinator between rules', ['/docs/components/inlinecombinator', querybuilder]),
  c('onAddRule', querybuilder),
  c('onAddGroup', querybuilder),
  c('cancel adding a rule', querybuilder),
  c('onRemove', querybuilder),
  c('translations', [querybuilder, '/docs/components/actionelement', translationsTip]),
  c('change button labels', [querybuilder, '/docs/components/actionelement']),
  c('context prop', querybuilder),
  c('qbId', ['/docs/utils/hooks', querybuilder], {
    next: ['/docs/next/tips/external-controls', '/docs/next/utils/hooks'],
  }),
  // Controls
  c('custom value editor', [valueeditor, '/docs/tips/custom-with-fallback']),
  c('custom valueEditor component', [valueeditor, '/docs/tips/custom-with-fallback']),
  c('multi select value editor', valueeditor),
  c('date picker value editor', [valueeditor, compat]),
  c('compare two fields', valueeditor),
  c('field to field comparison', valueeditor),
  c('valueSources', valueeditor),
  c('ValueEditor', valueeditor),
  c('ValueEditorProps', ['/docs/typescript', valueeditor], { apiPage: api('interfaces', 'ValueEditorProps') }),
  c('useValueEditor', [hooks, valueeditor]),
  c('ValueSelector', '/docs/components/valueselector'),
  c('useValueSelector', ['/docs/components/valueselector', hooks]),
  c('custom select component', ['/docs/components/valueselector', '/docs/tips/custom-with-fallback']),
  c('ActionElement', '/docs/components/actionelement'),
  c('confirm before removing a group', ['/docs/components/actionelement', querybuilder]),
  c('NotToggle', '/docs/components/nottoggle'),
  c('DragHandle', '/docs/components/draghandle'),
  c('shiftActions', '/docs/components/shiftactions'),
  c('showShiftActions', ['/docs/components/shiftactions', querybuilder]),
  c('move rules up and down', '/docs/components/shiftactions'),
  c('InlineCombinator', '/docs/components/inlinecombinator'),
  c('custom rule component', ['/docs/components/rule', hidingControls]),
  c('custom rule group component', '/docs/components/rulegroup'),
  c('custom components with fallback', '/docs/tips/custom-with-fallback'),
  // Operators, fields and option lists
  c('managing operators', operators),
  c('custom operators', operators),
  c('different operators per field', operators),
  c('default operator for new rules', operators),
  c('option groups for fields', ['/docs/tips/option-lists', '/docs/components/valueselector']),
  c('optgroup', ['/docs/tips/option-lists', '/docs/components/valueselector']),
  c('option lists', '/docs/tips/option-lists'),
  // Drag and drop
  c('drag and drop', [dnd, querybuilder, '/docs/components/draghandle', compat]),
  c('drag and drop rules between groups', [dnd, querybuilder, '/docs/components/draghandle', compat]),
  c('enableDragAndDrop', [querybuilder, '/docs/components/draghandle']),
  c('QueryBuilderDnD', [dnd, compat, api('variables', 'QueryBuilderDnD', 'react_querybuilder_dnd')], {
    apiPage: api('variables', 'QueryBuilderDnD', 'react_querybuilder_dnd'),
  }),
  c('react-dnd', [dnd, compat, '/docs/components/draghandle', querybuilder]),
  // Styling and UI libraries
  c('styling', styling),
  c('css not applied', [mistakes, styling]),
  c('no styles', [mistakes, styling]),
  c('classnames', classnames),
  c('class names of elements', classnames),
  c('sass variables', styling),
  c('show branches', styling),
  c('branch lines', styling),
  c('material ui', compat),
  c('mui', compat),
  c('antd', compat),
  c('ant design', compat),
  c('bootstrap', compat),
  c('chakra ui', compat),
  c('mantine', compat),
  c('fluent ui', compat),
  c('bulma', compat),
  c('tremor', compat),
  c('react native', compat),
  c('compatibility packages', compat),
  c('QueryBuilderMaterial', compat),
  // Managing the query from outside
  c('external controls', external),
  c('add a rule from outside the builder', [external, '/docs/tips/arbitrary-updates', misc]),
  c('update the query programmatically', ['/docs/tips/arbitrary-updates', external, misc]),
  c('onPropChange', '/docs/tips/arbitrary-updates'),
  c('undo and redo', external, { next: ['/docs/next/tips/undo-redo'] }),
  c('query does not update', [mistakes, external]),
  c('controlled vs uncontrolled', [querybuilder, external, '/docs/tips/maximizing-performance']),
  c('defaultQuery', [querybuilder, mistakes]),
  c('slow with many rules', '/docs/tips/maximizing-performance'),
  c('maximizing performance', '/docs/tips/maximizing-performance'),
  c('component defined inside another component', mistakes),
  c('common mistakes', mistakes),
  // Hooks and utilities
  c('hooks', hooks),
  c('useQueryBuilder', hooks),
  c('useQueryBuilderSchema', hooks),
  c('useQueryBuilderQuery', [hooks, '/docs/tips/arbitrary-updates']),
  c('path', '/docs/tips/path'),
  c('findPath', [misc, '/docs/tips/path']),
  c('get a rule by its id', [misc, '/docs/tips/path']),
  c('add rule programmatically', [misc, external, '/docs/tips/arbitrary-updates']),
  c('remove a rule from the query', [misc, '/docs/tips/arbitrary-updates']),
  c('transformQuery', [misc, '/docs/tips/adding-removing-query-properties'], {
    apiPage: api('functions', 'transformQuery'),
  }),
  c('rename query properties', ['/docs/tips/adding-removing-query-properties', misc]),
  c('remove id from query', ['/docs/tips/adding-removing-query-properties', misc]),
  c('convertToIC', misc),
  c('generateID', misc),
  c('regenerateIDs', [misc, '/docs/tips/adding-removing-query-properties']),
  c('limit groups', limitGroups),
  c('limit nesting depth', [limitGroups, hidingControls]),
  c('prevent subgroups', limitGroups),
  c('maximum number of rules', limitGroups),
  c('custom bind variables', '/docs/tips/custom-bind-variables'),
  c('showcase', '/docs/tips/showcase'),
  // TypeScript and the API reference
  c('typescript', '/docs/typescript'),
  c('RuleGroupType', ['/docs/typescript', api('interfaces', 'RuleGroupType')], {
    apiPage: api('interfaces', 'RuleGroupType'),
  }),
  c('RuleType', ['/docs/typescript', api('interfaces', 'RuleType')], { apiPage: api('interfaces', 'RuleType') }),
  c('Field type', ['/docs/typescript', api('interfaces', 'Field')]),
  c('FullField', ['/docs/typescript', api('interfaces', 'FullField')]),
  c('types for custom components', '/docs/typescript'),
  c('FormatQueryOptions', [api('interfaces', 'FormatQueryOptions'), exportPage], {
    apiPage: api('interfaces', 'FormatQueryOptions'),
  }),
  c('getValueSourcesUtil', api('variables', 'getValueSourcesUtil'), {
    apiPage: api('variables', 'getValueSourcesUtil'),
  }),
  // Getting started, versions, the site
  c('install', '/docs/intro'),
  c('getting started', '/docs/intro'),
  c('buildless', '/docs/buildless'),
  c('use from a cdn', '/docs/buildless'),
  c('umd build', '/docs/buildless'),
  c('migrate', '/docs/migrate'),
  c('upgrade to the new version', '/docs/migrate'),
  c('breaking changes', '/docs/migrate'),
  c('demo', '/demo'),
  c('sandbox', '/sandbox'),
  c('discord', '/discord'),
  c('version mismatch with add-on', mistakes),
  // Pages written for the questions readers ask most (recipes, server, drag and drop, history)
  c('how do i examples', '/docs/recipes'),
  c('run the query on the server', serverSide),
  c('sql injection', [serverSide, exportPage]),
  c('mongodb driver filter', [serverSide, exportPage]),
  c('drag on a touch screen', dnd),
  c('copy a rule by dragging', [dnd, querybuilder]),
  c('key value pairs as a value', customValues),
  c('array as rule value', customValues),
  c('textarea value editor', [customValues, valueeditor]),
  c('hide the remove button for one rule', hidingControls),
  c('next.js app router', '/docs/tips/nextjs'),
  c('use client', '/docs/tips/nextjs'),
  c('changelog', ['/docs/releases', '/docs/migrate']),
  c('what changed in 7.7', '/docs/releases', { next: ['/docs/next/releases', '/docs/next/migrate'] }),
  // Only in the Next docs
  c('subqueries', undefined, { next: ['/docs/next/tips/subqueries'] }),
  c('match mode', undefined, { next: ['/docs/next/components/matchmodeeditor'] }),
  c('async option lists', undefined, { next: ['/docs/next/tips/async-option-lists'] }),
  c('QueryBuilderHistory', undefined, { next: ['/docs/next/tips/undo-redo'] }),
  c('query tools', undefined, { next: ['/docs/next/utils/query-management'] }),
  c('useQueryManager', undefined, { next: ['/docs/next/utils/hooks', '/docs/next/utils/query-management'] }),
  c('framework adapters', undefined, { next: ['/docs/next/utils/framework-adapters'] }),
  c('maxLevels', undefined, { next: ['/docs/next/tips/limit-groups', '/docs/next/components/querybuilder'] }),
  c('named parameters', undefined, { next: ['/docs/next/tips/parameter-manager'] }),
  c('managing fields', undefined, { next: ['/docs/next/tips/managing-fields'] }),
  c('react-awesome-query-builder vs react-querybuilder', undefined, { next: ['/docs/next/tips/comparison'] }),
];

const hooksPage = '/docs/utils/hooks';
const customFallback = '/docs/tips/custom-with-fallback';
const valueselector = '/docs/components/valueselector';
const migrate = '/docs/migrate';
const arbitrary = '/docs/tips/arbitrary-updates';
const performance = '/docs/tips/maximizing-performance';
const typescript = '/docs/typescript';
const optionLists = '/docs/tips/option-lists';

/**
 * Questions taken from threads of the library's issue tracker in the readers' own words (titles and first lines,
 * shortened as a reader types them), each answered by the pages listed, as read on this site. Added after the split
 * of the written questions, with a split of their own.
 */
const readerCases: readonly Unsplit[] = [
  c('convert sql string to query', importPage),
  c('parseJsonLogic removed in update', [importPage, migrate, mistakes], {
    next: ['/docs/next/utils/import', '/docs/next/migrate'],
  }),
  c('formatQuery in backend without react', [exportPage, serverSide]),
  c('can you show me an example of the useQueryBuilder hook', hooksPage),
  c('send the query data to the back-end', [exportPage, serverSide]),
  c('does it have a method to parse sql into json for the initial query', importPage),
  c('sql like input string to query builder', importPage),
  c('standalone formatQuery and parse functions for non react projects', [exportPage, importPage, serverSide]),
  c('how do you validate queries at the backend side', [serverSide, validation]),
  c('filter the operators to only = and !=', [operators, querybuilder]),
  c('load the operators dynamically after selecting a field', [operators, querybuilder], {
    next: [
      '/docs/next/tips/managing-operators',
      '/docs/next/components/querybuilder',
      '/docs/next/tips/async-option-lists',
    ],
  }),
  c('default operator is = instead of the one in field operators', [operators, querybuilder]),
  c('custom operators with custom evaluation', [operators, exportPage]),
  c('change list of operators based on the selected field', [operators, querybuilder]),
  c('QueryBuilderDndWithoutProvider not working', dnd),
  c('drag and drop not working with a custom rule component', [dnd, querybuilder, '/docs/components/rule', mistakes]),
  c('new valueEditorType date', [valueeditor, customFallback]),
  c('how can we give a placeholder to the value editor', [valueeditor, typescript, querybuilder]),
  c('use a custom date picker and fall back to the default editor', [customFallback, valueeditor]),
  c('fallback value editor does not look like the antd one', [customFallback, compat]),
  c('custom value editor re-renders on every change', [performance, mistakes]),
  c('insert a label before the value editor', [valueeditor, customFallback]),
  c('searchable select with option groups for the fields', [valueselector, optionLists, customFallback]),
  c('add internationalization, change the language of the labels', querybuilder),
  c('change the placeholder label of the field selector when autoSelectField is false', querybuilder),
  c('how to add a between operator with two inputs', [valueeditor, operators]),
  c('builder does not update when the query prop updates', [mistakes, external, querybuilder]),
  c('validator runs but no error messages are shown', validation),
  c('is there a built-in ui for validation errors', validation),
  c('format the query as an elasticsearch query', exportPage),
  c('export google common expression language', exportPage),
  c('nested query builders for a field with subfields', undefined, { next: ['/docs/next/tips/subqueries'] }),
  c('self is not defined when server rendering with next.js', '/docs/tips/nextjs'),
  c('how to reset the query builder to its initial state', [external, arbitrary, querybuilder]),
  c('fields come from an api call and the dropdown does not show them', [querybuilder, mistakes], {
    next: ['/docs/next/tips/managing-fields', '/docs/next/components/querybuilder', '/docs/next/tips/common-mistakes'],
  }),
  c('attach an action to a set of rules in the json', ['/docs/tips/adding-removing-query-properties', arbitrary]),
  c('translations do not change the button label', [querybuilder, '/docs/components/actionelement', translationsTip]),
  c('typescript type of the query object', [typescript, api('interfaces', 'RuleGroupType')]),
  c('get the current query inside a custom component', [hooksPage, arbitrary]),
  c('remove the not toggle from groups', ['/docs/components/nottoggle', querybuilder, hidingControls]),
  c('only allow one level of groups', [limitGroups, querybuilder]),
  c('export mongodb query with $regex', exportPage),
  c('named bind variables instead of question marks', [exportPage, '/docs/tips/custom-bind-variables']),
  c('quote column names with brackets for sql server', exportPage),
  c('how to use with material ui components', compat),
  c('sorting rules with up and down buttons', '/docs/components/shiftactions'),
  c('what is the difference between query and defaultQuery', [querybuilder, mistakes, external]),
  c('parseSQL with square brackets around field names', importPage),
  c('json logic import fails for my rules', importPage),
  c('disable one rule but not the others', [querybuilder, '/docs/components/actionelement']),
  c('generate ids for an imported query', [importPage, misc]),
  c('value of in operator as an array instead of a comma separated string', [querybuilder, valueeditor, customValues]),
  c('compare a field to another field instead of a value', valueeditor),
  c('cannot type in custom input, it loses focus', mistakes),
  c('upgrade from v6 to v7 breaking changes', migrate, { next: ['/docs/next/migrate'] }),
  c('react native support', compat),
  c('load a query saved as sql back into the builder', importPage),
  c('can the builder be read only', querybuilder),
  c('xor combinator', [querybuilder, exportPage]),
  c('how to clone a group', querybuilder),
  c('custom class names for the rule groups', [classnames, querybuilder]),
  c('rules with values from a multi select', [valueeditor, customValues]),
  c('convert the query to plain english text', exportPage),
  c('is there a way to undo the last change', external, { next: ['/docs/next/tips/undo-redo'] }),
  c('use it without a bundler, script tag', '/docs/buildless'),
];

/**
 * Tasks from a newcomer's walkthrough of the built site, in the words typed there. Added after both splits, to the
 * tuning half only: the reporting half stays the questions the engine was never adjusted to.
 */
const walkthroughCases: readonly Unsplit[] = [
  c('date picker', [valueeditor, '/docs/recipes']),
  c('datetime', valueeditor),
  c('unsupported mongodb operator', importPage),
  c('disable submit button if query invalid', validation),
  c('query utilities in the browser console', '/docs/intro'),
  // The seventh walkthrough: keeping a query in a database or storage, rows on a phone, a slider as the value editor.
  c('load query from json string saved in database', savingTip),
  c('restore query from json', savingTip),
  c('load saved query json', savingTip),
  c('save query to database without ids', savingTip),
  c('rules wrap on small screen', styling),
  c('slider value editor', '/docs/typescript', { next: [valueeditor.replace('/docs/', '/docs/next/')] }),
  c('range slider value editor', '/docs/typescript', { next: [valueeditor.replace('/docs/', '/docs/next/')] }),
  // The eighth and ninth walkthroughs: an empty value kept out of the export, button texts in another language,
  // option lists fetched from a server, a rule on a list field (version 8's match modes; version 7 has none).
  c('dont export the query if a value is empty', validation),
  c('validate empty value', validation),
  c('change button text to german', translationsTip),
  c('dropdown values from server', customValues),
  c('any item in array price greater than', undefined, { next: ['/docs/next/tips/subqueries'] }),
  c('rule on array field', undefined, { next: ['/docs/next/tips/subqueries'] }),
  // The tenth: a different combinator between each pair of rules (independent combinators).
  c('different and or between each rule', querybuilder),
  // The eleventh: a builder in a narrow sidebar, typing that lags.
  c('fit builder in a narrow sidebar', styling),
  c('builder too wide', styling),
  c('typing lags in query builder', '/docs/tips/maximizing-performance'),
  // The twelfth: a button that copies a rule, a field list under headings, rows on a phone, a custom operator's own
  // parameter under PostgreSQL's $1 placeholders in a rule processor, where the query goes when the user submits
  // (Next.js), and filtering an array of objects in the browser with a count of the matches.
  c('duplicate rule', querybuilder),
  c('option groups', '/docs/tips/option-lists'),
  c('mobile', styling),
  c('processedParams', '/docs/tips/custom-bind-variables'),
  c('numbered placeholders rule processor', '/docs/tips/custom-bind-variables'),
  c('where does the query go on submit next.js', '/docs/tips/nextjs'),
  c('next.js server action submit query', '/docs/tips/nextjs'),
  c('filter an array', [exportPage, '/docs/recipes']),
  c('filter products in memory', [exportPage, '/docs/recipes']),
  c('run query in browser', [exportPage, '/docs/recipes']),
  c('count matching rows', [exportPage, '/docs/recipes']),
  c('match objects client side', [exportPage, '/docs/recipes']),
  // The thirteenth: a field list the user can search by typing, and the query kept in the app's Redux or Zustand store.
  c('react-select', '/docs/components/valueselector'),
  c('searchable field selector', ['/docs/components/valueselector', '/docs/tips/custom-with-fallback']),
  c('redux', external),
  c('zustand', external),
  c('state management', external),
  c('global store', external),
  c('keep query in redux store', external),
  // The React Native set-up exists only in the Next docs; the v7 page says there is no 7.x release.
  c('expo', undefined, { next: ['/docs/next/compat'] }),
  c('mobile app', undefined, { next: ['/docs/next/compat'] }),
  // Tests of a page with the builder, the builder inside a form, and keyboard use.
  c('jest', '/docs/tips/testing'),
  c('getByRole', '/docs/tips/testing'),
  c('testing library', '/docs/tips/testing'),
  c('react-hook-form', '/docs/tips/forms'),
  c('accessibility', '/docs/tips/accessibility'),
  c('without a mouse', ['/docs/tips/accessibility', '/docs/components/shiftactions']),
  // A query in the app's own address: its length and how to shorten it; the React-free entry points' weight.
  c('compress the query in the url', '/docs/tips/saving-queries'),
  c('url too long', '/docs/tips/saving-queries'),
  c('bundle size', '/docs/buildless', { next: null }),
  c('limit the total number of rules', '/docs/tips/limit-groups', { next: null }),
  // A query of rules only, where no subgroups can be made.
  c('flat list of rules no groups', limitGroups),
  c('disable groups', limitGroups),
  // Saved queries after the fields change, matching text whatever its case, and the Chakra UI major a reader needs.
  c('rename field saved query', savingTip),
  c('renamed field', savingTip),
  c('case insensitive', serverSide),
  c('ILIKE', serverSide),
  c('chakra ui 3', compat, { next: null }),
  // A rule's controls in another order, and a selector hidden where there is nothing to choose.
  c('remove button first', '/docs/components/rule'),
  c('hide operator selector single operator', hidingControls),
  // A combinator of the reader's own (xor and the like), and what the exports write for it.
  c('custom combinator', [querybuilder, exportPage]),
  c('add my own combinator', [querybuilder, exportPage]),
  // Records already in hand (an array of JSON objects) filtered with the jsonata export.
  c('filter json records with jsonata', serverSide),
  // Whether the MongoDB export can take user input, asked in the reader's words.
  c('is the mongodb export safe with user input', ['/docs/security', serverSide]),
  c('mongodb injection', ['/docs/security', serverSide]),
  // The group's colours (background, border, branch lines, drop indicators), for a dark theme or the app's own.
  c('change colors', styling),
  c('customize colors', styling),
  c('theme colors', styling),
  // An operator that takes no value (like "is null"), such as "is today", and what each export writes for it.
  c('operator no value', operators),
  c('operator without value', operators),
  c('hide value editor', operators),
  c('is today', operators),
  c('custom operator without value', operators),
  // Database column names other than the builder's fields, in the three SQL exports.
  c('sql column names', serverSide),
  c('map field to database column', serverSide),
  c('export sql with different column names', serverSide),
  c('field alias sql', serverSide),
  // A Node driver's named parameters, whether formatQuery handles independent combinators, a JsonLogic operation
  // without a handler.
  c('named parameters node database driver', ['/docs/tips/custom-bind-variables', serverSide]),
  c('named parameters node driver', ['/docs/tips/custom-bind-variables', serverSide]),
  c('formatQuery independent combinators', [querybuilder, exportPage]),
  c('jsonlogic unknown operation', importPage),
  // Keeping Save disabled while a rule or group is invalid.
  c('disable save button while query is invalid', validation),
  // A server that builds its SQL with Knex: the parameterized exports in whereRaw.
  c('knex whereRaw parameterized', serverSide),
  c('knex', [serverSide, exportPage], { next: ['/docs/next/tips/server-side'] }),
  c('whereRaw', serverSide),
  // A sentence that describes the query to people (natural_language), and a page on making the builder faster.
  c('sentence describing the query', exportPage),
  c('faster', '/docs/tips/maximizing-performance'),
  // Values of a select loaded from a server in version 8 (react-querybuilder/async).
  c('async values', undefined, { next: ['/docs/next/tips/async-option-lists'] }),
  c('values from API when field selected', undefined, { next: ['/docs/next/tips/async-option-lists'] }),
  // A boolean field as a checkbox or a switch (both versions), and setting up MUI (v7 pages only so far).
  c('boolean field checkbox', valueeditor),
  c('yes/no field', [valueeditor, '/docs/recipes']),
  c('use MUI with query builder', compat, { next: null }),
  // The lock buttons turned on by a prop, and field names the compiler checks.
  c('lock rules', querybuilder),
  c('typed fields', '/docs/typescript'),
  // Exporting to CEL or SpEL in version 8 and evaluating the expression: nested groups, `in`, numbers stored as text.
  c('evaluate CEL expression', undefined, { next: celSpel }),
  c('CEL nested group in operator', undefined, { next: celSpel }),
  c('export query to CEL', undefined, { next: celSpel }),
  c('evaluate spel expression', undefined, { next: celSpel }),
  c('export query to spel', undefined, { next: celSpel }),
  // A MongoDB filter the reader's backend stored, loaded back into the builder.
  c('load a mongodb query into the builder', importPage),
  c('import mongodb filter object', importPage),
  // Turning on match modes for a list field in version 8, and a query kept free of subgroups in version 7.
  c('tags array field any all none', undefined, { next: ['/docs/next/tips/subqueries'] }),
  c('stop users nesting groups', [limitGroups, hidingControls]),
  // The conversion functions in the console, asked as readers name it.
  c('developer console', '/docs/intro'),
  // Whether a Tailwind-styled builder still needs the package's stylesheet (it does not).
  c('do I need query-builder.css with tailwind', styling, { next: null }),
  // A custom operator that takes a value, written into the SQL export with the value quoted (version 8's Export page
  // answers it with operatorProcessor).
  c('export my own operator to sql', operators, {
    next: ['/docs/next/utils/export', '/docs/next/tips/managing-operators'],
  }),
  // What the JsonLogic export writes for a rule with `in`, and a field drop-down of the reader's own.
  c('formatQuery in operator jsonlogic', exportPage),
  c('replace field dropdown with my own component', '/docs/components/valueselector'),
  // Upgrading from version 6 with the Material UI add-on (the v7 guide; Next has no guide for that step), and a date
  // range on a date field.
  c('upgrade v6 to v7', '/docs/migrate', { next: null }),
  c('upgrade from v6 to v7 material ui', '/docs/migrate', { next: null }),
  c('what changed in version 7', '/docs/migrate', { next: null }),
  c('between dates', valueeditor),
  c('date range', valueeditor),
  // A NOT on a group in version 8, asked without the component's name, and what MongoDB writes for it (version 7's
  // export page says its mongodb format leaves the negation out).
  c('negate a group', '/docs/components/nottoggle'),
  c('negate group', '/docs/components/nottoggle'),
  c('NOT group mongodb', [exportPage, '/docs/components/nottoggle'], { next: ['/docs/next/components/nottoggle'] }),
  // Builder labels in French, PostgreSQL's numbered placeholders, and a star-rating value editor (the Next docs' sample;
  // version 7's page has none).
  c('french labels', [translationsTip, querybuilder]),
  c('change button text', translationsTip),
  c('postgres $1 parameters', exportPage),
  c('star rating value editor', undefined, { next: ['/docs/next/tips/custom-with-fallback'] }),
];

export const searchQueryCases: readonly SearchQueryCase[] = [
  ...withHalves(writtenCases),
  ...withHalves(readerCases),
  ...walkthroughCases.map((entry): SearchQueryCase => ({ ...entry, half: 'tune' })),
];

/**
 * Questions written by others, not by us: readers' own wording in the library's GitHub issues (the thread's title or
 * the question in it), each with the pages that answer it, judged by reading them. They are for tuning only: how the
 * engine does on such questions is reported on a set kept outside the repository, which the engine was never adjusted
 * to. Kept apart from the halves above so that their floors still compare with the figures measured before.
 */
const othersCases: readonly Unsplit[] = [
  c('sql like string input to query builder', '/docs/utils/import'),
  c('parse jsonlogic with custom operator regex', '/docs/utils/import'),
  c('add ids to parse output', '/docs/utils/import'),
  c('formatQuery mongodb output does not match ruleGroups', '/docs/utils/export', { next: null }),
  c('convert number type to sql without single quotes', ['/docs/utils/export', '/docs/tips/common-mistakes']),
  c('formatQuery contains and begins with operators', '/docs/utils/export'),
  c('export google common expression language', '/docs/utils/export'),
  c('apostrophe in value breaks sql', '/docs/utils/export', { next: null }),
  c('customize only the operator part of the output', undefined, { next: ['/docs/next/utils/export'] }),
  c('removing ids from json for bookmarkable urls', [
    '/docs/utils/export',
    '/docs/tips/adding-removing-query-properties',
  ]),
  c('formatQuery in backend without react', ['/docs/buildless', '/docs/tips/server-side'], {
    next: ['/docs/next/migrate', '/docs/next/buildless'],
  }),
  c('validator runs but no error message shown', '/docs/utils/validation'),
  c('new valueEditorType date', ['/docs/tips/custom-with-fallback', '/docs/components/valueeditor']),
  c('placeholder or other options for value editor', ['/docs/components/valueeditor', '/docs/typescript'], {
    next: ['/docs/next/tips/managing-fields', '/docs/next/components/valueeditor'],
  }),
  c('search icon inside value input lookup', '/docs/components/valueeditor'),
  c('getValues async load values from server', '/docs/tips/custom-values', {
    next: ['/docs/next/tips/async-option-lists'],
  }),
  c('cannot access rule id from ValueEditorProps', '/docs/components/valueeditor'),
  c(
    'extra key in field options get it in ValueEditor',
    ['/docs/tips/custom-with-fallback', '/docs/components/valueeditor'],
    { next: ['/docs/next/tips/managing-fields', '/docs/next/tips/custom-with-fallback'] },
  ),
  c('custom value editor re-renders on every dropdown change', [
    '/docs/tips/maximizing-performance',
    '/docs/tips/common-mistakes',
  ]),
  c('filter the operators to only = and !=', '/docs/tips/managing-operators'),
  c('export defaultOperators and defaultValueProcessor', ['/docs/tips/managing-operators', '/docs/utils/export']),
  c('custom select with option groups and live search', ['/docs/components/valueselector', '/docs/tips/option-lists']),
  c('IF ELSE THEN combinators', '/docs/components/querybuilder'),
  c('change autoSelectField label', ['/docs/components/querybuilder', translationsTip], {
    next: ['/docs/next/components/querybuilder', '/docs/next/components/valueselector', '/docs/next/tips/translations'],
  }),
  c('only show field select box after adding new rule', ['/docs/components/querybuilder', '/docs/components/rule'], {
    next: ['/docs/next/components/querybuilder'],
  }),
  c('adding a default rule to the new group', '/docs/components/querybuilder'),
  c('change language of the query builder', ['/docs/components/querybuilder', translationsTip]),
  c('how to reset clear query', '/docs/tips/external-controls'),
  c('stale query in custom fieldSelector reset sibling rules', '/docs/tips/arbitrary-updates'),
  c('store additional custom fields on a rule object not extensible', [
    '/docs/tips/adding-removing-query-properties',
    '/docs/tips/common-mistakes',
  ]),
  c('propertyMap rules at transformQuery', '/docs/utils/misc'),
  c('disable operatorSelector for one field', '/docs/tips/hiding-controls'),
  c('max number of group indentation', '/docs/tips/limit-groups'),
  c('custom button next to lock group button', '/docs/components/rulegroup'),
  c('custom className based on rule properties', ['/docs/components/querybuilder', '/docs/styling/classnames']),
  c('how apply bootstrap css', '/docs/compat'),
  c('shadcn tailwind example', '/docs/styling/overview'),
  c('QueryBuilderMaterial element type is invalid got object', ['/docs/tips/nextjs', '/docs/compat']),
  c('QueryBuilderDndWithoutProvider not working', '/docs/dnd'),
  c('drag and drop not working when adding a custom rule', '/docs/dnd'),
  c('how to use useQueryBuilder hook example', '/docs/utils/hooks'),
  c('load react-querybuilder from cdn formatQuery undefined', '/docs/buildless'),
  c('jsonlogic array operations like some', undefined, { next: ['/docs/next/tips/subqueries'] }),
  c('nested query builder for sql exists clause', undefined, { next: ['/docs/next/tips/subqueries'] }),
  c('compare field with a named parameter instead of a value', undefined, {
    next: ['/docs/next/tips/parameter-manager', '/docs/next/tips/custom-bind-variables'],
  }),
  c('data-rule-group-id did not match server client', '/docs/tips/nextjs'),
  c('combinator toggle or radio instead of dropdown', '/docs/components/valueselector'),
  c('between value with comma messes up after parseSQL', ['/docs/utils/import', '/docs/components/querybuilder']),
  c('show operators based on previously selected option', '/docs/tips/managing-operators'),
  c('add ungroup button', undefined, {
    next: ['/docs/next/components/querybuilder', '/docs/next/components/querybuilder-controlelements'],
  }),
  c('dnd library agnostic dnd-kit', undefined, { next: ['/docs/next/dnd'] }),
  c('responsive layout styles', undefined, { next: ['/docs/next/styling/overview', '/docs/next/styling/classnames'] }),
  c('dnd with custom Rule and RuleGroup components', '/docs/dnd'),
  c('arity property for operators', '/docs/tips/managing-operators'),
  c('hide already selected value from dropdown', '/docs/utils/hooks'),
  c('removes other fields in query', '/docs/tips/adding-removing-query-properties'),
  c('more value editors', '/docs/components/valueeditor'),
  c('valueProcessor accept rule and options', '/docs/utils/export'),
  c('double quotes around string values sql', '/docs/utils/export'),
  c('suppress standard classnames', ['/docs/styling/classnames', '/docs/styling/overview']),
  c('get current rule id in field selector props', '/docs/components/valueselector'),
  c('need to get the current rules state in my application', [
    '/docs/components/querybuilder',
    '/docs/tips/external-controls',
  ]),
  c('query manager without the component', undefined, {
    next: ['/docs/next/utils/query-management', '/docs/next/utils/hooks'],
  }),
  c('sequelize export format', '/docs/utils/export'),
  // Gathered from further threads, the reader's wording kept.
  c('parseSQL in operator values as array instead of string', '/docs/utils/import'),
  // Managing operators' 'Defaults for new rules' answers it too, since it names getDefaultField with a sample.
  c('new rule always selects the first field', ['/docs/components/querybuilder', operators]),
  c('set default operator for a field', ['/docs/tips/managing-operators', '/docs/components/querybuilder'], {
    next: [
      '/docs/next/tips/managing-operators',
      '/docs/next/tips/managing-fields',
      '/docs/next/components/querybuilder',
    ],
  }),
];

/**
 * More questions written by others, gathered from further threads of the library's tracker (the title or the reader's
 * first sentence, kept as written), each judged by reading the page that answers it. Added after the list above was
 * tuned on, and split as the first lists are: every other one is in the reporting half, which no change is fitted to.
 */
const laterOthersCases: readonly Unsplit[] = [
  c('load the operators dynamically after selecting particular field from select dropdown', operators),
  c('is there support for multi select dropdown', valueeditor),
  c('add control multiselect input field', valueeditor),
  c('send data to back-end', [serverSide, exportPage]),
  c('build a query based on input of json or sql', [importPage, querybuilder]),
  c('calling add rule or group action programmatically', external, {
    next: ['/docs/next/utils/misc', '/docs/next/utils/query-management'],
  }),
  c('clone duplicate existing rule or group', querybuilder),
  c('use generics for control elements inferred by fields', '/docs/typescript'),
  c('drag and drop rule on each other to generate rule group', dnd),
  c('custom styles for the header of ruleGroup', [classnames, styling]),
  // Gathered in a later round from further threads, the reader's wording kept; each judged by reading the page.
  c('how can i insert a label before the selector', [
    '/docs/tips/custom-with-fallback',
    '/docs/components/valueselector',
  ]),
  c('customize the field selector, how to pass the value type of each field to the valueEditor', [
    valueeditor,
    '/docs/tips/custom-with-fallback',
  ]),
  c(
    'is it possible to provide some action field for set of rules and provide that action in the json query',
    '/docs/tips/adding-removing-query-properties',
  ),
  c('is it possible to add custom operators with custom evaluation functions', [operators, exportPage]),
  c('input loses antd compact style when using default ValueEditor', [compat, '/docs/tips/custom-with-fallback']),
  c('query builder validation support in value editor', validation),
  c('is this possible to show the not switch in every rule added', [
    '/docs/components/nottoggle',
    '/docs/tips/adding-removing-query-properties',
  ]),
];

/**
 * Forty more questions written by others, from forty threads of the library's tracker none of the lists above uses
 * (the title or the reader's first question, their words and typos kept), each judged by reading the Markdown of both
 * docs versions, never through the site's search. Measured before any change was made for them: the modal put the
 * answering page first for 15/39 (v7) and 19/40 (Next), in its first three pages for 24/39 and 25/40. Split as the
 * lists above: every other one is in the reporting half, which no change is ever fitted to.
 */
const heldOutOthersCases: readonly Unsplit[] = [
  c('react-dnd or backends not detected', ['/docs/tips/common-mistakes', '/docs/dnd']),
  c('drag-n-drop application causes errors of cannot have two HTML5 backends at the same time', '/docs/dnd'),
  c('how can I set the date picker format', ['/docs/components/valueeditor', '/docs/tips/custom-with-fallback']),
  c('programmatically show/hide operator, rule and group button', [
    '/docs/tips/hiding-controls',
    '/docs/tips/limit-groups',
  ]),
  c('you are going to support Chakra UI', '/docs/compat'),
  c('antd 5 is not working with @react-querybuilder/antd', '/docs/compat'),
  c('customizing a rule can be quite limiting while only using css', '/docs/components/rule', {
    next: ['/docs/next/components/rule', '/docs/next/components/querybuilder-controlelements'],
  }),
  c(
    'keep the field selector or a certain original component while customizing other parts',
    ['/docs/tips/custom-with-fallback', '/docs/components/rule'],
    { next: ['/docs/next/tips/custom-with-fallback', '/docs/next/components/querybuilder-controlelements'] },
  ),
  c('only wanted few inputs as multi select dropdown but getting all inputs as multi selects', [
    '/docs/components/valueeditor',
    '/docs/tips/custom-with-fallback',
  ]),
  c('add title to rule groups', ['/docs/components/rulegroup', '/docs/tips/custom-values']),
  c('move switch, rule and group button to the bottom', '/docs/components/rulegroup'),
  c("formatQuery doesn't escape spaces in fields", '/docs/utils/export'),
  c('is there a way to execute a rule, evaluate if an object passes a rule', ['/docs/utils/export', '/docs/recipes']),
  c('how to use the parsed SQL with prisma', '/docs/utils/export'),
  c('query formatter for mongo seem to be not parsable into js object', [
    '/docs/utils/export',
    '/docs/tips/server-side',
  ]),
  c('export for tanstack db', '/docs/utils/export'),
  c('security concern (sql injection)', ['/docs/security', '/docs/tips/server-side']),
  c('how to set default rules on the component mount', '/docs/components/querybuilder'),
  c(
    'combinator selector applies for entire group instead of particular position',
    ['/docs/components/querybuilder', '/docs/components/rulegroup'],
    { next: ['/docs/next/components/querybuilder'] },
  ),
  c('prop to control value and operator reset functionality on field change', '/docs/components/querybuilder'),
  c('disable automatic selection of the first element in the array for multiselect', '/docs/tips/managing-operators', {
    next: ['/docs/next/components/querybuilder'],
  }),
  c('allow to specify custom id for rules, custom id generator', '/docs/components/querybuilder'),
  c('two different rule buttons which would add a rule with different field values', '/docs/components/querybuilder'),
  c('how to add tree view with MUI package', ['/docs/styling/overview', '/docs/styling/classnames']),
  c('operator & instead of and', '/docs/utils/misc'),
  c('alter the field name before return it to JSON or SQL query', '/docs/utils/misc'),
  c('documentation mentions findNode which was previously removed', '/docs/utils/misc'),
  c('cannot import user defined functions / custom operators', '/docs/utils/import'),
  c('it would be great to be able to import and export JSONata', '/docs/utils/import'),
  c('is it possible to add all my filters in url search params', '/docs/tips/saving-queries'),
  c('query builder with additional sub operators & value editors', '/docs/tips/custom-values'),
  c('onShiftRule and onShiftGroup support to manipulate query while using shiftActions', '/docs/tips/limit-groups'),
  c('render different type of value inputs based on the field name', [
    '/docs/components/valueeditor',
    '/docs/tips/custom-with-fallback',
  ]),
  c('way to cast the value from a select editor to boolean', '/docs/components/valueeditor'),
  c('we need sub filed inside one label', '/docs/tips/option-lists'),
  c("change the operator back to is, the rule's value would still remain", '/docs/tips/managing-operators'),
  c('unable to get old and new rule id on drag-and-drop', undefined, { next: ['/docs/next/dnd'] }),
  c('add icon in rule and add child in a rule', '/docs/components/rule'),
  c('drag and drop rules and rule groups across different query builders', '/docs/dnd'),
  c("add queryString export option, I don't want to pass SQL nor parametrized SQL", [
    '/docs/tips/server-side',
    '/docs/security',
  ]),
];

const othersWithHalves: readonly SearchQueryCase[] = [
  ...othersCases.map((entry): SearchQueryCase => ({ ...entry, half: 'tune' })),
  ...withHalves(laterOthersCases),
  ...withHalves(heldOutOthersCases),
];

/**
 * The questions written by others asked in one docs version, with the pages that answer each there: all of them, or
 * one half (the first list is all tuning; the later one is split).
 */
export function othersCasesFor(
  version: 'v7' | 'next',
  half?: Half,
): Array<{ query: string; pages: readonly string[] }> {
  return othersWithHalves.flatMap((entry) => {
    if (half !== undefined && entry.half !== half) return [];
    const pages = version === 'v7' ? entry.v7 : entry.next === undefined ? entry.v7?.map(nextTwin) : entry.next;
    return pages ? [{ query: entry.query, pages }] : [];
  });
}

/** The Next twin of a v7 route: docs routes move under /docs/next, others (API, site pages) stay. */
export const nextTwin = (page: string) => page.replace(/^\/docs\//, '/docs/next/');

/** The queries asked in one docs version, with the pages that answer each there. */
export function casesFor(
  version: 'v7' | 'next',
  half?: Half,
): Array<{ query: string; pages: readonly string[]; apiPage?: string; half: Half }> {
  return searchQueryCases.flatMap((entry) => {
    if (half !== undefined && entry.half !== half) return [];
    const pages = version === 'v7' ? entry.v7 : entry.next === undefined ? entry.v7?.map(nextTwin) : entry.next;
    if (!pages) return [];
    return [{ query: entry.query, pages, half: entry.half, ...(entry.apiPage ? { apiPage: entry.apiPage } : {}) }];
  });
}
