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
}

/** The QueryBuilder page lists most options in its "Behavior flags" table. */
const propDocs = (section = 'behavior-flags') => `/docs/components/querybuilder#${section}`;

export const demoOptionInfo: Readonly<Record<DemoOptionId, DemoOptionInfo>> = {
  showCombinatorsBetweenRules: { label: 'Combinators between rules', docs: propDocs(), kind: 'prop' },
  showNotToggle: { label: 'Show "not" toggle', docs: propDocs(), kind: 'prop' },
  showCloneButtons: { label: 'Show clone buttons', docs: propDocs(), kind: 'prop' },
  showLockButtons: { label: 'Show lock buttons', docs: propDocs(), kind: 'prop' },
  showShiftActions: { label: 'Show shift actions', docs: propDocs(), kind: 'prop' },
  resetOnFieldChange: { label: 'Reset on field change', docs: propDocs(), kind: 'prop' },
  resetOnOperatorChange: { label: 'Reset on operator change', docs: propDocs(), kind: 'prop' },
  autoSelectField: { label: 'Auto-select field', docs: propDocs(), kind: 'prop' },
  autoSelectOperator: { label: 'Auto-select operator', docs: propDocs(), kind: 'prop' },
  addRuleToNewGroups: { label: 'Add rule to new groups', docs: propDocs(), kind: 'prop' },
  validateQuery: { label: 'Use validation', docs: '/docs/utils/validation', kind: 'setting' },
  independentCombinators: { label: 'Independent combinators', docs: propDocs('independent-combinators'), kind: 'prop' },
  listsAsArrays: { label: 'Lists as arrays', docs: propDocs(), kind: 'prop' },
  enableDragAndDrop: { label: 'Enable drag-and-drop', docs: propDocs(), kind: 'prop' },
  disabled: { label: 'Disabled', docs: propDocs('options-and-fields'), kind: 'prop' },
  debugMode: { label: 'Debug mode', docs: propDocs(), kind: 'prop' },
  parseNumbers: { label: 'Parse numbers', docs: propDocs(), kind: 'prop' },
  justifiedLayout: { label: 'Justified layout', docs: '/docs/styling/overview', kind: 'setting' },
  showBranches: { label: 'Show branches', docs: '/docs/styling/overview', kind: 'setting' },
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
