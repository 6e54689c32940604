import { nextLibraryVersion, siteLibraryVersion } from '../../../config/docsVersions';

import type { ConsoleLibrary } from './library';

type Loader = () => Promise<unknown>;

/**
 * The functions readers can call from the browser console, each its own chunk: run all at once, the library's parsers
 * kept the main thread busy for half a second of a phone's time, which counted as blocking time on every page; one at
 * a time, each fits a short task. 8.24.1's SpEL and JSONata parsers need peer packages the site does not install for
 * it, so Next pages offer the other six.
 */
export const consoleUtilityLoaders: Readonly<Record<ConsoleLibrary, Readonly<Record<string, Loader>>>> = {
  v7: {
    formatQuery: async () => (await import('react-querybuilder/formatQuery')).formatQuery,
    parseCEL: async () => (await import('react-querybuilder/parseCEL')).parseCEL,
    parseJSONata: async () => (await import('react-querybuilder/parseJSONata')).parseJSONata,
    parseJsonLogic: async () => (await import('react-querybuilder/parseJsonLogic')).parseJsonLogic,
    parseMongoDB: async () => (await import('react-querybuilder/parseMongoDB')).parseMongoDB,
    parseSpEL: async () => (await import('react-querybuilder/parseSpEL')).parseSpEL,
    parseSQL: async () => (await import('react-querybuilder/parseSQL')).parseSQL,
    transformQuery: async () => (await import('react-querybuilder/transformQuery')).transformQuery,
  },
  v8: {
    formatQuery: async () => (await import('rqb8/formatQuery')).formatQuery,
    parseCEL: async () => (await import('rqb8/parseCEL')).parseCEL,
    parseJsonLogic: async () => (await import('rqb8/parseJsonLogic')).parseJsonLogic,
    parseMongoDB: async () => (await import('rqb8/parseMongoDB')).parseMongoDB,
    parseSQL: async () => (await import('rqb8/parseSQL')).parseSQL,
    transformQuery: async () => (await import('rqb8/transformQuery')).transformQuery,
  },
};

export const consoleLibraryVersions: Readonly<Record<ConsoleLibrary, string>> = {
  v7: siteLibraryVersion,
  v8: nextLibraryVersion,
};

export function consoleMessage(names: readonly string[], library: ConsoleLibrary = 'v7'): string {
  const where = library === 'v8' ? 'on the Next docs pages' : 'on this page';
  return [
    `react-querybuilder ${consoleLibraryVersions[library]} utilities are available in this console ${where}:`,
    ...names.map((name) => `  ${name}()`),
    'Try: formatQuery(parseSQL("firstName = \'Steve\' and age > 30"), "mongodb")',
  ].join('\n');
}

/**
 * Puts every console utility of `library` on `target`, loading one after another with `pause()` before each (the
 * caller waits for an idle main thread there), removes any the other library had that this one lacks, then logs one
 * message listing them.
 */
export async function installConsoleUtilities(
  target: object,
  logger: Pick<Console, 'log'>,
  pause: () => Promise<void> = () => Promise.resolve(),
  library: ConsoleLibrary = 'v7',
): Promise<string[]> {
  const loaders = consoleUtilityLoaders[library];
  const names = Object.keys(loaders);
  for (const name of names) {
    await pause();
    Object.assign(target, { [name]: await loaders[name]!() });
  }
  const installed = new Set(names);
  for (const other of Object.values(consoleUtilityLoaders))
    for (const name of Object.keys(other)) if (!installed.has(name)) Reflect.deleteProperty(target, name);
  logger.log(consoleMessage(names, library));
  return names;
}
