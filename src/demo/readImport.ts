import type { RuleGroupTypeAny } from 'react-querybuilder';
import { checkQuery } from './queryShape';

/** Longest text the import reads: ample for any query within the demo's limits, and it bounds the parsers' time. */
export const maxImportLength = 20_000;

export type ImportResult =
  | { readonly ok: true; readonly query: RuleGroupTypeAny }
  | {
      readonly ok: false;
      readonly message: string;
      /** The parser's own full message (with its caret under the spot). */ readonly detail?: string;
    };

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

/**
 * Reads `text` with `parse`, one parser of one language (`label`, e.g. "SQL"): the demo's Import tab and the home
 * page's import box both say the same thing about the same input. The parsers either throw or quietly return an empty
 * group when they cannot read their input, so a non-blank input that yields no rules counts as a failure too: an
 * import must never replace the reader's query with nothing. `checkReading`, for a parser that also drops or misreads
 * parts of its input without an error (parseSQL, parseSpEL), turns such a result into a failure with its message.
 */
export function readImport(
  label: string,
  text: string,
  parse: (text: string) => unknown,
  checkReading?: (text: string) => string | undefined,
): ImportResult {
  if (text.trim() === '') return { ok: false, message: `Enter a ${label} expression to import.` };
  if (text.length > maxImportLength) {
    return {
      ok: false,
      message: `This text is longer than the demo imports (${maxImportLength.toLocaleString('en')} characters).`,
    };
  }
  let parsed: unknown;
  try {
    parsed = parse(text);
  } catch (error) {
    const { summary, detail } = describeParseError(error);
    return {
      ok: false,
      message: `This ${label} could not be parsed: ${summary}`,
      ...(detail === undefined ? {} : { detail }),
    };
  }
  const misread = checkReading?.(text);
  if (misread) return { ok: false, message: misread };
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
