import type { RuleGroupTypeAny, RuleType } from 'react-querybuilder';

const rulesOf = (group: RuleGroupTypeAny): RuleType[] =>
  group.rules.flatMap((item) => (typeof item === 'string' ? [] : 'rules' in item ? rulesOf(item) : [item]));

/** How a language writes text, for the hint (SQL reads a double-quoted word as a column; the others quote either way). */
const textIn = (language: string, value: string) =>
  language === 'sql' ? `'${value.replace(/'/g, "''")}'` : JSON.stringify(value);

/**
 * Why an imported query cannot go into the demo's builder as it is, if it cannot: a rule whose value is read as
 * another field (`firstName = "Steve"` in SQL, `firstName == Steve` in CEL) that the demo does not have. The builder
 * would show the first field in its place ("First name = Last name") while holding "Steve", a query other than the one
 * shown.
 */
export function fieldValueProblem(
  query: RuleGroupTypeAny,
  fieldNames: readonly string[],
  language: string,
): string | undefined {
  for (const rule of rulesOf(query)) {
    if (rule.valueSource !== 'field' || fieldNames.includes(String(rule.value))) continue;
    const value = String(rule.value);
    return (
      `"${value}" is read as a field, and there is no field "${value}". ` +
      `To compare ${rule.field} with the text, write it as ${textIn(language, value)}.`
    );
  }
  return undefined;
}
