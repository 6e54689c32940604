import type { RuleGroupType } from 'react-querybuilder';
import { release7, release8, type LabEngineId, type LabFormat, type LabVersion } from '../types';

/** What a format section of an export page runs: the format on its engine, or the one reason it runs nowhere here. */
export type SectionRun =
  { readonly format: LabFormat; readonly engine: LabEngineId } | { readonly format: string; readonly reason: string };

export type ExportPage = 'v7' | 'next';

const notRun = {
  json: 'the query itself as JSON text: no engine reads it.',
  natural_language: 'a sentence for people to read: no engine runs it.',
  elasticsearch: 'Elasticsearch is a server (a JVM): no engine that runs its query DSL embeds in a page.',
  prisma: 'Prisma’s generated client is built for Node, not a browser: run it on your server.',
  sequelize: 'Sequelize needs a database driver with a network socket, which a browser has not: run it on your server.',
  gremlin: 'the gremlin package is a client for a Gremlin Server, a JVM server that does not run in a page.',
} as const;

/** The sections both export pages have, under the same heading id and with the same format. */
const bothPages: Readonly<Record<string, SectionRun>> = {
  json: { format: 'json', reason: notRun.json },
  sql: { format: 'sql', engine: 'postgresql' },
  'parameterized-sql': { format: 'parameterized', engine: 'postgresql' },
  'named-parameters': { format: 'parameterized_named', engine: 'sqlite' },
  'common-expression-language': { format: 'cel', engine: 'cel' },
  'spring-expression-language': { format: 'spel', engine: 'spel' },
  jsonlogic: { format: 'jsonlogic', engine: 'jsonlogic' },
  elasticsearch: { format: 'elasticsearch', reason: notRun.elasticsearch },
  jsonata: { format: 'jsonata', engine: 'jsonata' },
  'natural-language': { format: 'natural_language', reason: notRun.natural_language },
};

/**
 * Each format section of the two export pages, by its heading id: the format its Run button runs and on which
 * engine. plugins/queryLab/remarkRunButtons.ts puts a button at the end of each of these sections.
 */
export const exportFormatSections: Record<ExportPage, Readonly<Record<string, SectionRun>>> = {
  v7: {
    ...bothPages,
    'json-without-identifiers': { format: 'json_without_ids', reason: notRun.json },
    mongodb: { format: 'mongodb', engine: 'mongodb' },
  },
  next: {
    ...bothPages,
    'json-without-ids': { format: 'json_without_ids', reason: notRun.json },
    'prisma-orm': { format: 'prisma', reason: notRun.prisma },
    'drizzle-orm': { format: 'drizzle', engine: 'drizzle' },
    sequelize: { format: 'sequelize', reason: notRun.sequelize },
    'tanstack-db': { format: 'tanstack_db', engine: 'tanstack' },
    mongodb: { format: 'mongodb_query', engine: 'mongodb' },
    ldap: { format: 'ldap', engine: 'ldap' },
    cypher: { format: 'cypher', engine: 'cypher' },
    sparql: { format: 'sparql', engine: 'sparql' },
    gremlin: { format: 'gremlin', reason: notRun.gremlin },
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
