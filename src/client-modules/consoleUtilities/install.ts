import { formatQuery } from 'react-querybuilder/formatQuery';
import { parseCEL } from 'react-querybuilder/parseCEL';
import { parseJsonLogic } from 'react-querybuilder/parseJsonLogic';
import { parseMongoDB } from 'react-querybuilder/parseMongoDB';
import { parseSpEL } from 'react-querybuilder/parseSpEL';
import { parseSQL } from 'react-querybuilder/parseSQL';
import { transformQuery } from 'react-querybuilder/transformQuery';

/** The react-querybuilder 7.7.1 functions readers can call from the browser console. */
export const consoleUtilities = {
  formatQuery,
  parseCEL,
  parseJsonLogic,
  parseMongoDB,
  parseSpEL,
  parseSQL,
  transformQuery,
} as const;

export type ConsoleUtilityName = keyof typeof consoleUtilities;

export function consoleMessage(names: readonly string[]): string {
  return [
    'react-querybuilder utilities are available in this console:',
    ...names.map(name => `  ${name}()`),
    'Try: formatQuery(parseSQL("firstName = \'Steve\' and age > 30"), "mongodb")',
  ].join('\n');
}

/** Puts every console utility on `target` and logs one message listing them. */
export function installConsoleUtilities(
  target: object,
  logger: Pick<Console, 'log'>,
): ConsoleUtilityName[] {
  Object.assign(target, consoleUtilities);
  const names = Object.keys(consoleUtilities) as ConsoleUtilityName[];
  logger.log(consoleMessage(names));
  return names;
}
