import type { RuleGroupType } from 'react-querybuilder';
import { formatQuery } from 'react-querybuilder/formatQuery';
import { parseSQL } from 'react-querybuilder/parseSQL';

export const playgroundFormats = ['json_without_ids', 'mongodb', 'cel', 'spel', 'jsonlogic', 'natural_language'] as const;
export type PlaygroundFormat = (typeof playgroundFormats)[number];

export type Conversion =
  | { readonly ok: true; readonly query: RuleGroupType; readonly outputs: Readonly<Record<PlaygroundFormat, string>> }
  | { readonly ok: false; readonly message: string };

const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

/** The parser's own explanation, without the stack, for showing to the reader. */
function describeParseError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return `parseSQL could not read this clause. ${text.split('\n').slice(0, 3).join('\n')}`;
}

/**
 * Parses a SQL WHERE clause with the library's parseSQL and formats the result in every playground format.
 * parseSQL throws on syntax errors and returns an empty group for input without conditions; both are
 * reported as a message.
 */
export function convertSql(sql: string): Conversion {
  const trimmed = sql.trim();
  if (!trimmed) return { ok: false, message: "Type a SQL WHERE clause, for example: age > 30 AND country = 'US'" };
  let query: RuleGroupType;
  try {
    query = parseSQL(trimmed);
  } catch (error) {
    return { ok: false, message: describeParseError(error) };
  }
  if (query.rules.length === 0) {
    return { ok: false, message: 'This is not a WHERE clause parseSQL understands. Check quotes, parentheses and operators.' };
  }
  const outputs = Object.fromEntries(
    playgroundFormats.map(format => [format, asText(formatQuery(query, { format }) as unknown)]),
  ) as Record<PlaygroundFormat, string>;
  return { ok: true, query, outputs };
}
