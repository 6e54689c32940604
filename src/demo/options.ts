/**
 * The demo's options: the 20 switches readers know from the upstream demo. Most map one-to-one to
 * QueryBuilder props; validateQuery, justifiedLayout and showBranches are demo settings that wire
 * the default validator or add the library's layout classes.
 */
export const demoOptionIds = [
  'showCombinatorsBetweenRules',
  'showNotToggle',
  'showCloneButtons',
  'showLockButtons',
  'showShiftActions',
  'resetOnFieldChange',
  'resetOnOperatorChange',
  'autoSelectField',
  'autoSelectOperator',
  'addRuleToNewGroups',
  'validateQuery',
  'independentCombinators',
  'listsAsArrays',
  'enableDragAndDrop',
  'disabled',
  'debugMode',
  'parseNumbers',
  'justifiedLayout',
  'showBranches',
  'suppressStandardClassnames',
] as const;

export type DemoOptionId = (typeof demoOptionIds)[number];
export type DemoOptions = Readonly<Record<DemoOptionId, boolean>>;

export interface DemoOptionInfo {
  readonly label: string;
  /** Where the docs explain it (v7, the version the demo runs). */
  readonly docs: string;
  /** QueryBuilder props are passed through; settings are the demo's own. */
  readonly kind: 'prop' | 'setting';
  /** What a setting's docs explain, when it is no prop of that name: its "?" link is named after it. */
  readonly documents?: string;
}

/** Each prop has its own heading on the QueryBuilder page, whose id is the prop's name in lower case. */
const propDocs = (section: string) => `/docs/components/querybuilder#${section.toLowerCase()}`;

export const demoOptionInfo: Readonly<Record<DemoOptionId, DemoOptionInfo>> = {
  showCombinatorsBetweenRules: {
    label: 'Combinators between rules',
    docs: propDocs('showCombinatorsBetweenRules'),
    kind: 'prop',
  },
  showNotToggle: { label: 'Show "not" toggle', docs: propDocs('showNotToggle'), kind: 'prop' },
  showCloneButtons: { label: 'Show clone buttons', docs: propDocs('showCloneButtons'), kind: 'prop' },
  showLockButtons: { label: 'Show lock buttons', docs: propDocs('showLockButtons'), kind: 'prop' },
  showShiftActions: { label: 'Show shift actions', docs: propDocs('showShiftActions'), kind: 'prop' },
  resetOnFieldChange: { label: 'Reset on field change', docs: propDocs('resetOnFieldChange'), kind: 'prop' },
  resetOnOperatorChange: { label: 'Reset on operator change', docs: propDocs('resetOnOperatorChange'), kind: 'prop' },
  autoSelectField: { label: 'Auto-select field', docs: propDocs('autoSelectField'), kind: 'prop' },
  autoSelectOperator: { label: 'Auto-select operator', docs: propDocs('autoSelectOperator'), kind: 'prop' },
  addRuleToNewGroups: { label: 'Add rule to new groups', docs: propDocs('addRuleToNewGroups'), kind: 'prop' },
  validateQuery: {
    label: 'Use validation',
    docs: '/docs/utils/validation',
    kind: 'setting',
    documents: 'the validator prop',
  },
  independentCombinators: { label: 'Independent combinators', docs: propDocs('independent-combinators'), kind: 'prop' },
  listsAsArrays: { label: 'Lists as arrays', docs: propDocs('listsAsArrays'), kind: 'prop' },
  enableDragAndDrop: { label: 'Enable drag-and-drop', docs: propDocs('enableDragAndDrop'), kind: 'prop' },
  disabled: { label: 'Disabled', docs: propDocs('disabled'), kind: 'prop' },
  debugMode: { label: 'Debug mode', docs: propDocs('debugMode'), kind: 'prop' },
  parseNumbers: { label: 'Parse numbers', docs: propDocs('parseNumbers'), kind: 'prop' },
  justifiedLayout: {
    label: 'Justified layout',
    docs: '/docs/tips/showcase#justified-layout',
    kind: 'setting',
    documents: 'a justified layout',
  },
  showBranches: {
    label: 'Show branches',
    docs: '/docs/styling/overview#branch-lines',
    kind: 'setting',
    documents: 'branch lines',
  },
  suppressStandardClassnames: {
    label: 'Suppress standard classnames',
    docs: '/docs/styling/classnames#suppressing-the-standard-classes',
    kind: 'prop',
  },
};

export const defaultDemoOptions: DemoOptions = {
  ...(Object.fromEntries(demoOptionIds.map((id) => [id, false])) as Record<DemoOptionId, boolean>),
  resetOnFieldChange: true,
  autoSelectField: true,
  autoSelectOperator: true,
};

/**
 * "Select all" switches everything on except `disabled`, which would make the builder unusable, and
 * `suppressStandardClassnames`, which would strip the styles that show what the other options do.
 */
export const allDemoOptions: DemoOptions = {
  ...(Object.fromEntries(demoOptionIds.map((id) => [id, true])) as Record<DemoOptionId, boolean>),
  disabled: false,
  suppressStandardClassnames: false,
};

/** The accessible name of an option's "?" link: what the page it opens documents. */
export function optionDocsLabel(id: DemoOptionId): string {
  const info = demoOptionInfo[id];
  return `Documentation of ${info.documents ?? `the ${id} prop`}`;
}

export const isDemoOptionId = (value: string): value is DemoOptionId =>
  (demoOptionIds as readonly string[]).includes(value);

/** The options that differ from the defaults, e.g. for a compact permalink or generated code. */
export function changedOptions(options: DemoOptions): Partial<Record<DemoOptionId, boolean>> {
  return Object.fromEntries(
    demoOptionIds.filter((id) => options[id] !== defaultDemoOptions[id]).map((id) => [id, options[id]]),
  );
}

/** The QueryBuilder props the options stand for (settings excluded; the shell wires those). */
export function queryBuilderFlags(options: DemoOptions) {
  // 7.x reads independent combinators from the query's form; the prop is deprecated and logs an error in development.
  const { validateQuery, justifiedLayout, showBranches, independentCombinators, ...flags } = options;
  return flags;
}

/** Classes the layout settings add to the builder's root element. */
export function layoutClassnames(options: DemoOptions): string {
  return [options.justifiedLayout && 'queryBuilder-justified', options.showBranches && 'queryBuilder-branches']
    .filter(Boolean)
    .join(' ');
}
