/**
 * The pages' `readQuery` with one rule taken out: each mutant removes the statement that raises one refusal
 * (found by its message), or, for the rule about inherited names, looks fields up with `in` instead of
 * `Object.hasOwn`. The property test must fail for every one of them.
 */
export interface Mutant {
  readonly rule: string;
  readonly edit: (code: string) => string;
}

/** Removes the `if` statement whose refusal message contains `marker` (one line, or a braced block). */
export function removeStatement(code: string, marker: string): string {
  const lines = code.split('\n');
  const at = lines.findIndex((line) => line.includes(marker));
  if (at === -1) throw new Error(`no statement raises “${marker}”`);
  let start = at;
  while (start > 0 && !lines[start]!.trimStart().startsWith('if (') && !lines[start]!.trimStart().startsWith('for ('))
    start -= 1;
  let end = at;
  if (lines[start]!.trimEnd().endsWith('{')) {
    const indent = lines[start]!.length - lines[start]!.trimStart().length;
    end = start + 1;
    while (
      end < lines.length &&
      !(lines[end]!.trim() === '}' && lines[end]!.length - lines[end]!.trimStart().length === indent)
    )
      end += 1;
  } else {
    while (end < lines.length && !lines[end]!.trimEnd().endsWith(';')) end += 1;
  }
  return [...lines.slice(0, start), ...lines.slice(end + 1)].join('\n');
}

const without = (rule: string, marker: string): Mutant => ({ rule, edit: (code) => removeStatement(code, marker) });

/** Replaces one exact piece of the code, or fails when the code no longer holds it. */
const replacing = (rule: string, from: string, to: string): Mutant => ({
  rule,
  edit: (code) => {
    if (!code.includes(from)) throw new Error(`no “${from}” in the code`);
    return code.split(from).join(to);
  },
});

export const readQueryMutants: readonly Mutant[] = [
  without('a group is an object with rules', "'not a group of rules'"),
  without('depth limit', 'groups nested more than'),
  without('known group properties', 'unknown group property'),
  without('and / or only', 'combinator not allowed'),
  without('not is a boolean', 'not must be true or false'),
  without('no empty groups', "'empty group'"),
  without('a rule is an object', "'not a rule'"),
  without('rule-count limit', 'rules`);'),
  without('known rule properties', 'unknown rule property'),
  without('known fields', 'unknown field:'),
  replacing('own fields only (no inherited names)', 'Object.hasOwn(fields, name)', 'name in fields'),
  without('ids are short text', 'id must be text'),
  without('the field’s operators', 'operator not allowed on'),
  without('known value sources', 'value source not allowed'),
  without('= and != between fields', 'operator not allowed between fields'),
  without('a field-to-field value names a field', 'not a field to compare'),
  without('values of the field’s type', 'value for ${rule.field}'),
  replacing(
    'values of at most 200 characters',
    "if (typeof raw === 'string' && raw.length > maxTextLength) return undefined;",
    '',
  ),
  replacing('no control characters in text', '\\p{Cc}', '\\0\\n\\r'),
  replacing('no half surrogate pairs in text', '\\p{Cs}', ''),
  replacing('no ranges of text', 'operators: textOperators, ', ''),
  without('the number of values', 'wrong number of values'),
  without('no empty list items', 'an empty item in the values'),
  without('lower bound first', 'takes the lower bound first'),
  without('no pattern characters', 'not allowed with ${operator}'),
];
