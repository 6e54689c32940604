import type { DemoExportFormat } from './exportFormats';

/** Where an export may be used, by what it leaves to the database: the security page's groups. */
export type ExportSafety = 'query' | 'bound' | 'display' | 'object' | 'jsonText' | 'expression' | 'people';

export const exportSafety: Record<DemoExportFormat, ExportSafety> = {
  json: 'query',
  json_without_ids: 'query',
  sql: 'display',
  parameterized: 'bound',
  parameterized_named: 'bound',
  mongodb: 'jsonText',
  jsonlogic: 'object',
  elasticsearch: 'object',
  cel: 'expression',
  spel: 'expression',
  jsonata: 'expression',
  natural_language: 'people',
};

/** One sentence per group, shown under the Export tab's result: the security page's words (a test holds them equal). */
export const exportSafetyNote: Record<ExportSafety, string> = {
  query: 'The query itself: send this to your server, check it there, then export it.',
  bound: "Safe to run on a server with your driver's bound parameters, from a query your server checked.",
  display: 'For showing a query to a person. Never run it on a server.',
  object: 'An object for the driver or ORM, safe from a checked query whose values are never objects.',
  jsonText:
    'A JSON string, not an object: `JSON.parse` it and hand the object to the driver, from a checked query whose values are never objects.',
  expression:
    'Expression text whose escaping has gaps; run it only from a checked query, or build it from parameters your engine binds.',
  people: 'For people to read, not for a database.',
};
