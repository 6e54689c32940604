import type { RuleGroupType, RuleType } from 'react-querybuilder';

export interface KnownFieldsQuery {
  /** The query with every rule on an unknown field left out, and any group that leaves empty. */
  readonly query: RuleGroupType;
  /** The unknown fields' names, in the order they first appear. */
  readonly dropped: readonly string[];
}

/**
 * Keeps the rules whose field the builder knows. The builder shows a rule on an unknown field under its first field
 * (a rule on `firstName` read "Title = Steve" on the home page) while an export still names the real one: a rule the
 * builder cannot show honestly is better left out, and said so.
 */
export function keepKnownFields(query: RuleGroupType, known: ReadonlySet<string>): KnownFieldsQuery {
  const dropped = new Set<string>();
  const visit = (group: RuleGroupType): RuleGroupType => {
    const rules: (RuleType | RuleGroupType)[] = [];
    for (const item of group.rules) {
      if ('rules' in item) {
        const kept = visit(item);
        if (kept.rules.length > 0) rules.push(kept);
      } else if (known.has(item.field)) {
        rules.push(item);
      } else {
        dropped.add(item.field);
      }
    }
    return { ...group, rules };
  };
  const kept = visit(query);
  return { query: kept, dropped: [...dropped] };
}

/** "a", "a and b", "a, b and c". */
export const listOf = (names: readonly string[]): string =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
