import type { RuleGroupTypeAny } from 'react-querybuilder';
import { parseCEL } from 'react-querybuilder/parseCEL';
import { parseJSONata } from 'react-querybuilder/parseJSONata';
import { parseJsonLogic } from 'react-querybuilder/parseJsonLogic';
import { parseMongoDB } from 'react-querybuilder/parseMongoDB';
import { parseSpEL } from 'react-querybuilder/parseSpEL';
import { parseSQL } from 'react-querybuilder/parseSQL';
import { checkJsonLogicReading } from './droppedJsonLogic';
import { checkSqlReading } from './droppedSqlConditions';
import { maxImportLength, readImport, type ImportResult } from './readImport';
import { describeExpressionReading, readExpressionMeaning, type ExpressionParser } from './expressionMeaning';

export { describeParseError, maxImportLength, type ImportResult } from './readImport';

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

/** JSON-based languages: report JSON syntax errors precisely instead of a generic failure. */
function parseJsonInput(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, message: `This is not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
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

function checkExpressionReading(
  text: string,
  label: string,
  parser: string,
  parse: ExpressionParser,
): string | undefined {
  const reading = readExpressionMeaning(text, parse);
  return reading && describeExpressionReading(reading, label, parser);
}

/** For the parsers that drop or misread parts of their input without an error, what an import says of it. */
const checkReadingOf: Partial<Record<ImportLanguage, (text: string) => string | undefined>> = {
  sql: (text) => checkSqlReading(text, (sql) => parseSQL(sql)),
  jsonlogic: (text) =>
    checkJsonLogicReading(text, (logic) => parseJsonLogic(logic as Parameters<typeof parseJsonLogic>[0])),
  spel: (text) => checkExpressionReading(text, 'SpEL', 'parseSpEL', (spel) => parseSpEL(spel)),
  cel: (text) => checkExpressionReading(text, 'CEL', 'parseCEL', (cel) => parseCEL(cel)),
  jsonata: (text) => checkExpressionReading(text, 'JSONata', 'parseJSONata', (jsonata) => parseJSONata(jsonata)),
};

/** Parses `text` in `language` into a query, or says why it could not (see {@link readImport}). */
export function importQuery(language: ImportLanguage, text: string, independentCombinators: boolean): ImportResult {
  const label = importLanguages.find((l) => l.id === language)?.label ?? language;
  if ((language === 'mongodb' || language === 'jsonlogic') && text.trim() !== '' && text.length <= maxImportLength) {
    const json = parseJsonInput(text);
    if (!json.ok) return json;
  }
  return readImport(
    label,
    text,
    (input) => runParser(language, input, independentCombinators),
    checkReadingOf[language],
  );
}
