import type { RuleGroupTypeAny } from 'react-querybuilder';
import { requireLibrary, type PageVersion } from './pageSample';

/**
 * What a format does with each part of a query, found by exporting probes with 7.7.1's or 8.24.1's own
 * `formatQuery`: the security pages' table must read exactly what `describePart` says.
 */

type FormatQuery = (query: RuleGroupTypeAny, options: Record<string, unknown>) => unknown;

export const tableParts = ['value', 'field', 'operator', 'combinator', 'fieldValue'] as const;
export type TablePart = (typeof tableParts)[number];

/** The formats a back end consumes, per version. */
export const backEndFormats: Record<PageVersion, readonly string[]> = {
  '7': [
    'sql',
    'parameterized',
    'parameterized_named',
    'mongodb',
    'jsonlogic',
    'elasticsearch',
    'cel',
    'spel',
    'jsonata',
  ],
  '8': [
    'sql',
    'parameterized',
    'parameterized_named',
    'mongodb',
    'mongodb_query',
    'jsonlogic',
    'elasticsearch',
    'cel',
    'spel',
    'jsonata',
    'prisma',
    'drizzle',
    'sequelize',
    'ldap',
    'cypher',
    'sparql',
    'gremlin',
  ],
};

/** Sequelize's operators are symbols; these stand for them, so that the export's output can be read. */
const sequelizeOperators = new Proxy({}, { get: (_, name) => Symbol.for(`Op.${String(name)}`) });

/**
 * Drizzle's operator functions and a table's columns, recording what the export calls (drizzle-orm is not
 * installed beside 8.24.1 here): each call becomes text such as `eq(a, "v")`, a column is its name.
 */
const drizzleColumns = { a: { column: 'a' }, b: { column: 'b' } };
const drizzleArgument = (value: unknown): string =>
  value !== null && typeof value === 'object' && 'column' in value
    ? String((value as { column: string }).column)
    : value === undefined
      ? 'undefined'
      : `value ${JSON.stringify(value)}`;
const drizzleOperators = new Proxy(
  {},
  {
    get:
      (_, name) =>
      (...args: unknown[]) =>
        `${String(name)}(${args.map((a) => (typeof a === 'string' && /^\w+\(/.test(a) ? a : drizzleArgument(a))).join(', ')})`,
  },
);

/** Any export as text: strings as they are, objects (symbol keys too) as JSON-like text, Drizzle's callback called. */
function asText(output: unknown): string {
  if (typeof output === 'string') return output;
  if (typeof output === 'function')
    return String((output as (...a: unknown[]) => unknown)(drizzleColumns, drizzleOperators));
  const walk = (value: unknown): string => {
    if (Array.isArray(value)) return `[${value.map(walk).join(',')}]`;
    if (value !== null && typeof value === 'object') {
      const keys: (string | symbol)[] = [...Object.keys(value), ...Object.getOwnPropertySymbols(value)];
      return `{${keys.map((k) => `${typeof k === 'symbol' ? `[${k.description}]` : JSON.stringify(k)}:${walk((value as Record<string | symbol, unknown>)[k])}`).join(',')}}`;
    }
    return JSON.stringify(value) ?? 'undefined';
  };
  return walk(output);
}

const rule = (field: string, operator: string, value: unknown, valueSource?: 'field') => ({
  field,
  operator,
  value,
  ...(valueSource ? { valueSource } : {}),
});

/** The probe query for one part, with `marker` in that part. */
function probe(part: TablePart, marker: string): RuleGroupTypeAny {
  switch (part) {
    case 'value':
      return { combinator: 'and', rules: [rule('a', '=', marker)] };
    case 'field':
      return { combinator: 'and', rules: [rule(marker, '=', 'v')] };
    case 'operator':
      return { combinator: 'and', rules: [rule('a', marker, 'v'), rule('b', '=', 'w')] };
    case 'combinator':
      return { combinator: marker, rules: [rule('a', '=', 'v'), rule('b', '=', 'w')] };
    case 'fieldValue':
      return { combinator: 'and', rules: [rule('a', '=', marker, 'field')] };
  }
}

const characters = ["'", '"', '\\'] as const;
const shown = (text: string) => `\`${text.replaceAll('|', '\\|')}\``;

/** The words of the security pages' table for one format and one part of the query, in that version. */
export function describePart(version: PageVersion, format: string, part: TablePart): string {
  const { formatQuery } = requireLibrary<{ formatQuery: FormatQuery }>(version, '/formatQuery');
  const run = (query: RuleGroupTypeAny) => formatQuery(query, { format, context: { sequelizeOperators } });
  const text = (query: RuleGroupTypeAny) => asText(run(query));

  if (part === 'operator' || part === 'combinator') {
    // Mixed case, so that a format that changes the case of what it does not know shows it.
    const marker = part === 'operator' ? 'op_X' : 'comb_X';
    const output = text(probe(part, marker));
    if (output.includes(marker)) return 'as is';
    if (output.includes(marker.toUpperCase())) return 'as is, upper-cased';
    if (output.includes(marker.toLowerCase()))
      return part === 'operator' ? 'unknown: lower-cased, else as is' : 'lower-cased, else as is';
    if (part === 'combinator') {
      if (output === text(probe('combinator', 'and'))) return 'unknown: read as `and`';
      if (/undefined/.test(output)) return 'unknown: written as `undefined`';
      return 'mapped';
    }
    if (output === text(probe('operator', '='))) return 'unknown: read as `=`';
    if (output === text({ combinator: 'and', rules: [rule('b', '=', 'w')] })) return 'unknown: rule left out';
    if (output === text({ combinator: 'and', rules: [] })) return 'unknown: whole query left out';
    return 'mapped';
  }

  // Values, field names and field-source values: where the text lands, and how each of ' " \ is written there.
  const prefix = part === 'value' ? 'val' : part === 'field' ? 'fld' : 'src';
  const marker = (c: string) => `${prefix}${c}x`;
  const output = run(probe(part, marker('')));
  const bound = output !== null && typeof output === 'object' && 'params' in output;
  if (part === 'value' && bound && !String((output as unknown as { sql: string }).sql).includes(marker('')))
    return 'bound';
  if (format === 'drizzle') {
    const called = asText(output);
    if (part === 'value' && called.includes(`value "${marker('')}"`)) return "bound (passed to Drizzle's operators)";
    return called.includes('undefined') && called !== 'undefined'
      ? 'unknown: becomes `undefined`'
      : 'unknown: rule left out';
  }
  // Where the marker sits: the statement of a parameterized export, a text export, or a key or string of an object.
  const place = (result: unknown): { kind: 'text' | 'key' | 'string'; text: string } | undefined => {
    if (typeof result === 'string') return result.includes(prefix) ? { kind: 'text', text: result } : undefined;
    if (result !== null && typeof result === 'object' && 'params' in result)
      return place((result as unknown as { sql: string }).sql);
    let found: { kind: 'key' | 'string'; text: string } | undefined;
    const walk = (value: unknown) => {
      if (found) return;
      if (typeof value === 'string' && value.includes(prefix)) found = { kind: 'string', text: value };
      else if (value !== null && typeof value === 'object') {
        for (const key of Object.keys(value)) if (key.includes(prefix)) found ??= { kind: 'key', text: key };
        for (const v of [
          ...Object.values(value),
          ...Object.getOwnPropertySymbols(value).map((k) => (value as Record<symbol, unknown>)[k]),
        ])
          walk(v);
      }
    };
    walk(result);
    return found;
  };
  const where = place(output);
  if (!where) return 'rule left out';
  const changes: string[] = [];
  const kept: string[] = [];
  for (const c of characters) {
    const found = place(run(probe(part, marker(c))));
    const start = found ? found.text.indexOf(prefix) : -1;
    const end = found && start !== -1 ? found.text.indexOf('x', start + prefix.length) : -1;
    const written = start === -1 || end === -1 ? undefined : found!.text.slice(start + prefix.length, end);
    if (written === c) kept.push(shown(c));
    else changes.push(`${shown(c)} → ${written === undefined ? 'dropped' : shown(written)}`);
  }
  const inObject =
    where.kind === 'key' ? 'a key, ' : where.kind === 'string' && where.text !== marker('') ? 'inside a string, ' : '';
  if (where.kind === 'string' && where.text === marker('')) {
    const objectKept =
      part === 'value' && /\$ne/.test(asText(run({ combinator: 'and', rules: [rule('a', '=', { $ne: null })] })));
    return `a JSON string${objectKept ? '; an object stays an object' : ''}`;
  }
  const escaping =
    changes.length === 0
      ? 'as is'
      : `escaped: ${changes.join(', ')}${kept.length > 0 ? `; ${kept.join(', ')} as is` : ''}`;
  const objectKept =
    part === 'value' && /\$ne/.test(asText(run({ combinator: 'and', rules: [rule('a', '=', { $ne: null })] })));
  return `${inObject}${escaping}${objectKept ? '; an object stays an object' : ''}`;
}
