import type { RuleGroupType } from 'react-querybuilder';
import { release7, release8, type LabEngineId, type LabFormat, type LabVersion } from '../types';

/** What a format section of an export page runs: the format on its engine. */
export interface SectionRun {
  readonly format: LabFormat;
  readonly engine: LabEngineId;
}

export type ExportPage = 'v7' | 'next';

/** The runnable sections both export pages have, under the same heading id and with the same format. */
const bothPages: Readonly<Record<string, SectionRun>> = {
  sql: { format: 'sql', engine: 'postgresql' },
  'parameterized-sql': { format: 'parameterized', engine: 'postgresql' },
  'named-parameters': { format: 'parameterized_named', engine: 'sqlite' },
  'common-expression-language': { format: 'cel', engine: 'cel' },
  'spring-expression-language': { format: 'spel', engine: 'spel' },
  jsonlogic: { format: 'jsonlogic', engine: 'jsonlogic' },
  jsonata: { format: 'jsonata', engine: 'jsonata' },
};

/**
 * The format sections of the two export pages that get a Run button, by heading id: the format it runs and on which
 * engine. plugins/queryLab/remarkRunButtons.ts puts a button at the end of each of these sections. A format no engine
 * in a page can run (JSON, natural language, Elasticsearch, Prisma, Sequelize, Gremlin) gets none: its button could
 * only say that nothing runs, which breaks the promise of its label.
 */
export const exportFormatSections: Record<ExportPage, Readonly<Record<string, SectionRun>>> = {
  v7: {
    ...bothPages,
    mongodb: { format: 'mongodb', engine: 'mongodb' },
  },
  next: {
    ...bothPages,
    'drizzle-orm': { format: 'drizzle', engine: 'drizzle' },
    'tanstack-db': { format: 'tanstack_db', engine: 'tanstack' },
    mongodb: { format: 'mongodb_query', engine: 'mongodb' },
    ldap: { format: 'ldap', engine: 'ldap' },
    cypher: { format: 'cypher', engine: 'cypher' },
    sparql: { format: 'sparql', engine: 'sparql' },
  },
};

export const pageVersion: Record<ExportPage, LabVersion> = { v7: release7, next: release8 };

/**
 * The query each page's samples export, over the lab's sample table. The v7 page asks about musicians and their
 * instruments, which the sample table (customers) has not: there, isMusician is isMember and instrument is country.
 */
export const pageSampleQueries: Record<ExportPage, { readonly query: RuleGroupType; readonly note?: string }> = {
  v7: {
    query: {
      combinator: 'and',
      rules: [
        { field: 'firstName', operator: 'beginsWith', value: 'Stev' },
        { field: 'age', operator: '>', value: '28' },
        {
          combinator: 'or',
          rules: [
            { field: 'isMember', operator: '=', value: true },
            { field: 'country', operator: 'in', value: 'US,CA' },
          ],
        },
      ],
    },
    note: 'The table has no musicians, so in the page’s query isMusician is isMember here, and instrument is country.',
  },
  next: {
    query: {
      combinator: 'and',
      rules: [
        { field: 'firstName', operator: '=', value: 'Steve' },
        { field: 'age', operator: '>', value: 30 },
      ],
    },
  },
};

/** The page a docs file is, from its path: the two export pages only. */
export function exportPageOf(path: string): ExportPage | undefined {
  const normalised = path.split('\\').join('/');
  if (normalised.endsWith('versioned_docs/version-7/utils/export.md')) return 'v7';
  if (/(^|\/)docs\/utils\/export\.md$/.test(normalised)) return 'next';
  return undefined;
}
