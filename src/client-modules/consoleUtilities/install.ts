import { siteLibraryVersion } from '../../../config/docsVersions';

/**
 * The react-querybuilder 7.7.1 functions readers can call from the browser console, each its own chunk: run all at
 * once, the library's parsers kept the main thread busy for half a second of a phone's time, which counted as
 * blocking time on every page; one at a time, each fits a short task.
 */
export const consoleUtilityLoaders = {
  formatQuery: async () => (await import('react-querybuilder/formatQuery')).formatQuery,
  parseCEL: async () => (await import('react-querybuilder/parseCEL')).parseCEL,
  parseJSONata: async () => (await import('react-querybuilder/parseJSONata')).parseJSONata,
  parseJsonLogic: async () => (await import('react-querybuilder/parseJsonLogic')).parseJsonLogic,
  parseMongoDB: async () => (await import('react-querybuilder/parseMongoDB')).parseMongoDB,
  parseSpEL: async () => (await import('react-querybuilder/parseSpEL')).parseSpEL,
  parseSQL: async () => (await import('react-querybuilder/parseSQL')).parseSQL,
  transformQuery: async () => (await import('react-querybuilder/transformQuery')).transformQuery,
} as const;

export type ConsoleUtilityName = keyof typeof consoleUtilityLoaders;

export function consoleMessage(names: readonly string[]): string {
  return [
    `react-querybuilder ${siteLibraryVersion} utilities are available in this console (on every page of this site):`,
    ...names.map((name) => `  ${name}()`),
    'Try: formatQuery(parseSQL("firstName = \'Steve\' and age > 30"), "mongodb")',
  ].join('\n');
}

/**
 * Puts every console utility on `target`, loading one after another with `pause()` before each (the caller waits
 * for an idle main thread there), then logs one message listing them.
 */
export async function installConsoleUtilities(
  target: object,
  logger: Pick<Console, 'log'>,
  pause: () => Promise<void> = () => Promise.resolve(),
): Promise<ConsoleUtilityName[]> {
  const names = Object.keys(consoleUtilityLoaders) as ConsoleUtilityName[];
  for (const name of names) {
    await pause();
    Object.assign(target, { [name]: await consoleUtilityLoaders[name]() });
  }
  logger.log(consoleMessage(names));
  return names;
}
