import type { ExportFormat, RuleGroupTypeAny } from 'react-querybuilder';
import { formatQuery } from 'react-querybuilder/formatQuery';

/** The export formats the basic demo offers, with the language used to highlight each result. */
export const basicExportFormats = [
  { format: 'sql', label: 'SQL', language: 'sql' },
  { format: 'mongodb', label: 'MongoDB', language: 'json' },
  { format: 'cel', label: 'CEL', language: 'js' },
  { format: 'spel', label: 'SpEL', language: 'js' },
  { format: 'jsonlogic', label: 'JsonLogic', language: 'json' },
  { format: 'json_without_ids', label: 'JSON', language: 'json' },
] as const satisfies ReadonlyArray<{ format: ExportFormat; label: string; language: string }>;

export type BasicExportFormat = (typeof basicExportFormats)[number]['format'];

/** The query in `format`, as text ready to display (objects are pretty-printed JSON). */
export function exportQuery(query: RuleGroupTypeAny, format: BasicExportFormat): string {
  // The options-object overload accepts every format; its result is typed loosely, hence `unknown`.
  const result: unknown = formatQuery(query, { format });
  if (typeof result === 'string') {
    return format === 'json_without_ids' ? JSON.stringify(JSON.parse(result), null, 2) : result;
  }
  return JSON.stringify(result, null, 2);
}
