import type { DemoOptions } from './options';

/**
 * The demo's own look for two options, as a stylesheet a reader's project can use: react-querybuilder only adds
 * the classes (queryBuilder-invalid, queryBuilder-justified), and these rules make them visible. demo.module.css
 * applies the same rules to the demo (appStyles.test.ts keeps the two equal).
 */

/** Infima's danger colour, which the demo's rules use through --ifm-color-danger. */
export const invalidColor = '#fa383e';

const validationCss = `/* Use validation: rules and groups that fail validation get queryBuilder-invalid. */
.rule.queryBuilder-invalid .rule-value :is(input, select, textarea),
.rule.queryBuilder-invalid input.rule-value {
  outline: 2px solid ${invalidColor};
}

.ruleGroup.queryBuilder-invalid {
  border-color: ${invalidColor};
}

.ruleGroup.queryBuilder-invalid > .ruleGroup-header::after {
  content: 'Empty groups are not valid';
  color: ${invalidColor};
  font-size: 0.85rem;
}
`;

const justifiedCss = `/* Justified layout: the action buttons of rules and groups line up at the right edge. */
.queryBuilder-justified .rule > :not(:is(.rule-cloneRule, .rule-lock, .rule-remove))
  + :is(.rule-cloneRule, .rule-lock, .rule-remove),
.queryBuilder-justified .ruleGroup-header
  > :not(:is(.ruleGroup-addRule, .ruleGroup-addGroup, .ruleGroup-cloneGroup, .ruleGroup-lock, .ruleGroup-remove))
  + :is(.ruleGroup-addRule, .ruleGroup-addGroup, .ruleGroup-cloneGroup, .ruleGroup-lock, .ruleGroup-remove) {
  margin-left: auto;
}
`;

/** App.css of the generated project for these options, or undefined when the demo adds nothing to the library's look. */
export function appStyles(options: DemoOptions): string | undefined {
  const parts = [options.validateQuery ? validationCss : '', options.justifiedLayout ? justifiedCss : ''].filter(
    Boolean,
  );
  return parts.length > 0 ? parts.join('\n') : undefined;
}
