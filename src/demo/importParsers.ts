import type { RuleGroupTypeAny } from 'react-querybuilder';
import { parseCEL } from 'react-querybuilder/parseCEL';
import { parseJSONata } from 'react-querybuilder/parseJSONata';
import { parseJsonLogic } from 'react-querybuilder/parseJsonLogic';
import { parseMongoDB } from 'react-querybuilder/parseMongoDB';
import { parseSpEL } from 'react-querybuilder/parseSpEL';
import { parseSQL } from 'react-querybuilder/parseSQL';
import { checkQuery } from './queryShape';

/** Longest text the import reads: ample for any query within the demo's limits, and it bounds the parsers' time. */
export const maxImportLength = 20_000;

/** Every parser react-querybuilder 7.7.1 ships, keyed by the language it reads. */
export const importLanguages = [
  { id: 'sql', label: 'SQL', functionName: 'parseSQL', example: "firstName = 'Steve' and age > 30" },
  {
    id: 'mongodb',
    label: 'MongoDB',
    functionName: 'parseMongoDB',
    example: '{ "$or": [{ "country": "US" }, { "age": { "$gte": 21 } }] }',
  },
  {
    id: 'jsonlogic',
    label: 'JsonLogic',
    functionName: 'parseJsonLogic',
    example: '{ "and": [{ "==": [{ "var": "plan" }, "pro"] }, { ">": [{ "var": "age" }, 40] }] }',
  },
  { id: 'spel', label: 'SpEL', functionName: 'parseSpEL', example: "lastName matches '^Mc' or isMember == true" },
  { id: 'cel', label: 'CEL', functionName: 'parseCEL', example: 'age >= 18 && country == "CA"' },
  { id: 'jsonata', label: 'JSONata', functionName: 'parseJSONata', example: 'firstName = "Ana" and orders > 3' },
] as const;

export type ImportLanguage = (typeof importLanguages)[number]['id'];

export type ImportResult =
  | { readonly ok: true; readonly query: RuleGroupTypeAny }
  | {
      readonly ok: false;
      readonly message: string;
      /** The parser's own full message (with its caret under the spot). */ readonly detail?: string;
    };

/** JSON-based languages: report JSON syntax errors precisely instead of a generic failure. */
function parseJsonInput(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, message: `This is not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** What a Jison-generated parser (parseSQL's) attaches to its errors. */
interface ParserErrorHash {
  readonly token?: string;
  readonly text?: string;
  readonly loc?: { readonly first_line?: number };
}

/** One line saying what went wrong where, from the parser's error, e.g. `unexpected "=" on line 1`. */
export function describeParseError(error: unknown): { summary: string; detail?: string } {
  if (!(error instanceof Error)) return { summary: String(error) };
  const [firstLine = '', ...rest] = error.message.split('\n');
  const hash = (error as Error & { hash?: ParserErrorHash }).hash;
  if (!hash || rest.length === 0) return { summary: error.message };
  const line = hash.loc?.first_line;
  const what = hash.token === 'EOF' ? 'unexpected end of input' : `unexpected "${hash.text ?? hash.token}"`;
  return {
    summary: line === undefined ? `${what}.` : `${what} on line ${line}.`,
    detail: [firstLine, ...rest].join('\n'),
  };
}

function runParser(language: ImportLanguage, text: string, independentCombinators: boolean): RuleGroupTypeAny {
  // The overloads pick the result type from the literal `independentCombinators`, hence two calls each.
  const ic = { independentCombinators: true } as const;
  switch (language) {
    case 'sql':
      return independentCombinators ? parseSQL(text, ic) : parseSQL(text);
    case 'mongodb':
      return independentCombinators ? parseMongoDB(text, ic) : parseMongoDB(text);
    case 'jsonlogic':
      return independentCombinators ? parseJsonLogic(text, ic) : parseJsonLogic(text);
    case 'spel':
      return independentCombinators ? parseSpEL(text, ic) : parseSpEL(text);
    case 'cel':
      return independentCombinators ? parseCEL(text, ic) : parseCEL(text);
    case 'jsonata':
      return independentCombinators ? parseJSONata(text, ic) : parseJSONata(text);
  }
}

/**
 * Parses `text` into a query. The parsers either throw or quietly return an empty group when they
 * cannot read their input, so a non-blank input that yields no rules counts as a failure too: the
 * demo must never replace the reader's query with nothing.
 */
export function importQuery(language: ImportLanguage, text: string, independentCombinators: boolean): ImportResult {
  const label = importLanguages.find((l) => l.id === language)?.label ?? language;
  if (text.trim() === '') return { ok: false, message: `Enter a ${label} expression to import.` };
  if (text.length > maxImportLength) {
    return {
      ok: false,
      message: `This text is longer than the demo imports (${maxImportLength.toLocaleString('en')} characters).`,
    };
  }
  if (language === 'mongodb' || language === 'jsonlogic') {
    const json = parseJsonInput(text);
    if (!json.ok) return json;
  }
  let parsed: unknown;
  try {
    parsed = runParser(language, text, independentCombinators);
  } catch (error) {
    const { summary, detail } = describeParseError(error);
    return {
      ok: false,
      message: `This ${label} could not be parsed: ${summary}`,
      ...(detail === undefined ? {} : { detail }),
    };
  }
  const checked = checkQuery(parsed);
  if (!checked.ok) return { ok: false, message: `This ${label} was not imported: ${checked.reason}.` };
  if (checked.query.rules.length === 0) {
    return {
      ok: false,
      message: `No rules could be read from this ${label}. Check the syntax and the operators it uses.`,
    };
  }
  return { ok: true, query: checked.query };
}
