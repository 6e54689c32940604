/**
 * What the v7 → v8 migration guide (Next docs, docs/migrate.md, "Changed defaults and output") says about each
 * change in formatQuery's output, and what in a query brings the change out, so that the guide's table of changed
 * outputs and the demo's comparison show, for a query and a format, the explanation that applies to it.
 * explanations.test.ts runs both versions to prove each one true and the list complete for single rules.
 */
import type { RuleGroupTypeAny, RuleType } from 'react-querybuilder';
import { docsUrlOf, siteLibraryVersion } from '../../../config/docsVersions';

export interface MigrationExplanation {
  /** The format whose output changed. */
  readonly format: string;
  /** Rules with one of these operators change. */
  readonly operators?: readonly string[];
  /** Negated groups (`not: true`) change. */
  readonly negatedGroups?: boolean;
  /** The guide's explanation, as the table and the demo show it. */
  readonly text: string;
}

export const migrationExplanations: readonly MigrationExplanation[] = [
  {
    format: 'spel',
    operators: ['contains', 'beginsWith', 'endsWith', 'doesNotContain', 'doesNotBeginWith', 'doesNotEndWith'],
    text: '"Contains", "begins with" and "ends with" (and their negations) now produce regular expressions that span the whole value.',
  },
  {
    format: 'natural_language',
    operators: ['in', 'notIn'],
    text: 'Lists are now wrapped in parentheses.',
  },
  {
    format: 'mongodb',
    negatedGroups: true,
    text: `A negated group is now exported with $nor; ${siteLibraryVersion} left the negation out.`,
  },
];

/** The migration guide's section on changed output (Next docs, docs/migrate.md). */
export const migrationSection = 'changed-defaults-and-output';

/** That section's address, from any page. */
export const migrationGuide = `${docsUrlOf('current')}/migrate#${migrationSection}`;

function* walk(group: RuleGroupTypeAny): Generator<RuleGroupTypeAny | RuleType> {
  yield group;
  for (const child of group.rules) {
    if (typeof child === 'string') continue;
    if ('rules' in child) yield* walk(child);
    else yield child;
  }
}

/** The explanations that apply to a query exported in a format: those whose operators or negation it uses. */
export function explanationsFor(query: RuleGroupTypeAny, format: string): MigrationExplanation[] {
  const parts = [...walk(query)];
  return migrationExplanations.filter(
    (explanation) =>
      explanation.format === format &&
      parts.some((part) =>
        'rules' in part
          ? explanation.negatedGroups === true && part.not === true
          : (explanation.operators ?? []).includes(part.operator),
      ),
  );
}
