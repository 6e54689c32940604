import type { ExportFormat, Field, RuleGroupTypeAny, SQLPreset } from 'react-querybuilder';
// From the main entry, which the builder loads anyway: the formatQuery subpath is a second copy of formatQuery and
// its helpers (immer among them), 13.9 KB of gzip on every demo's first load.
import { defaultValidator, formatQuery } from 'react-querybuilder';

export interface ExportFormatInfo {
  readonly format: ExportFormat;
  readonly label: string;
  /** Prism language used to highlight the result. */
  readonly language: 'json' | 'sql' | 'javascript' | 'text';
}

/** Every format `formatQuery` supports in react-querybuilder 7.7.1, in the order the demo lists them. */
export const exportFormats = [
  { format: 'json', label: 'JSON', language: 'json' },
  { format: 'json_without_ids', label: 'JSON without IDs', language: 'json' },
  { format: 'sql', label: 'SQL', language: 'sql' },
  { format: 'parameterized', label: 'Parameterized SQL', language: 'json' },
  { format: 'parameterized_named', label: 'Parameterized (named) SQL', language: 'json' },
  { format: 'mongodb', label: 'MongoDB', language: 'json' },
  { format: 'cel', label: 'CEL', language: 'javascript' },
  { format: 'spel', label: 'SpEL', language: 'javascript' },
  { format: 'jsonlogic', label: 'JsonLogic', language: 'json' },
  { format: 'elasticsearch', label: 'Elasticsearch', language: 'json' },
  { format: 'jsonata', label: 'JSONata', language: 'javascript' },
  { format: 'natural_language', label: 'Natural language', language: 'text' },
] as const satisfies readonly ExportFormatInfo[];

export type DemoExportFormat = (typeof exportFormats)[number]['format'];

/**
 * The demo's formats that write a negated group as if it were not negated, so the result matches the group's opposite
 * (exportFormats.test.ts finds them by exporting a group with and without its `not`).
 */
export const leavesOutGroupNegation: ReadonlySet<DemoExportFormat> = new Set(['mongodb']);

export const isDemoExportFormat = (value: string): value is DemoExportFormat =>
  exportFormats.some((info) => info.format === value);

/** The SQL dialects of 7.7.1's `formatQuery` `preset` option, with the names readers know them by. */
export const sqlPresets = [
  { preset: 'ansi', label: 'ANSI' },
  { preset: 'mssql', label: 'SQL Server' },
  { preset: 'mysql', label: 'MySQL' },
  { preset: 'oracle', label: 'Oracle' },
  { preset: 'postgresql', label: 'PostgreSQL' },
  { preset: 'sqlite', label: 'SQLite' },
] as const satisfies readonly { preset: SQLPreset; label: string }[];

export type DemoSqlPreset = (typeof sqlPresets)[number]['preset'];
export const defaultSqlPreset: DemoSqlPreset = 'ansi';

export const isDemoSqlPreset = (value: string): value is DemoSqlPreset => sqlPresets.some((p) => p.preset === value);

/** The formats whose output the dialect changes. */
export const usesSqlPreset = (format: DemoExportFormat): boolean =>
  format === 'sql' || format === 'parameterized' || format === 'parameterized_named';

export interface ExportSettings {
  readonly parseNumbers: boolean;
  readonly fields: readonly Field[];
  /** Applied to the SQL formats only; the default dialect is left out of the call. */
  readonly preset?: DemoSqlPreset;
  /**
   * "Use validation" is on: `validator` and `fields` (whose validators check each rule) go to `formatQuery`, which then
   * leaves out the rules and groups the builder marks invalid. The JSON formats keep every rule all the same.
   */
  readonly validate?: boolean;
}

/** The formats `formatQuery` writes without consulting any validator: the query as it is. */
export const keepsInvalidRules = (format: DemoExportFormat): boolean =>
  format === 'json' || format === 'json_without_ids';

/** The options object the demo passes, without `format`; natural language needs the field labels. */
function formatOptions(format: DemoExportFormat, settings: ExportSettings) {
  const preset = settings.preset ?? defaultSqlPreset;
  return {
    ...(usesSqlPreset(format) && preset !== defaultSqlPreset ? { preset } : {}),
    ...(settings.parseNumbers ? { parseNumbers: true } : {}),
    ...(settings.validate && !keepsInvalidRules(format) ? { validator: defaultValidator } : {}),
    ...(format === 'natural_language' || (settings.validate && !keepsInvalidRules(format))
      ? { fields: settings.fields as Field[] }
      : {}),
  };
}

/** The `formatQuery` call that produces a result, as the reader would write it. */
export function exportCall(format: DemoExportFormat, settings: ExportSettings): string {
  const options = formatOptions(format, settings);
  const extra = Object.entries(options)
    .map(([key, value]) => {
      if (key === 'fields') return 'fields';
      if (key === 'validator') return 'validator: defaultValidator';
      return `${key}: ${typeof value === 'string' ? `'${value}'` : 'true'}`;
    })
    .join(', ');
  return extra ? `formatQuery(query, { format: '${format}', ${extra} })` : `formatQuery(query, '${format}')`;
}

/** A `formatQuery` of any version, called with the options-object overload. */
export type FormatQueryFunction = (query: RuleGroupTypeAny, options: { format: DemoExportFormat }) => unknown;

/**
 * The query in `format`, as text ready to display: objects and JSON strings are pretty-printed. `run` is
 * 7.7.1's `formatQuery` unless another version's is given (the upgrade comparison passes 8.24.1's).
 */
export function exportQuery(
  query: RuleGroupTypeAny,
  format: DemoExportFormat,
  settings: ExportSettings,
  run: FormatQueryFunction = formatQuery,
): string {
  // The options-object overload accepts every format; its result is typed loosely, hence `unknown`.
  const result: unknown = run(query, { format, ...formatOptions(format, settings) });
  if (typeof result !== 'string') return JSON.stringify(result, null, 2);
  if (format === 'json_without_ids' || format === 'mongodb') return JSON.stringify(JSON.parse(result), null, 2);
  return result;
}
