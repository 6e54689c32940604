import * as oxigraph from 'oxigraph';
import type { RuleGroupType } from 'react-querybuilder';
import { labColumns, labRows } from '../dataset';
import { checkDeadline, errorMessage, exportFor, finish, formatQueryOf, startRun, versionOf } from '../engineSupport';
import { fieldKinds } from '../fieldKinds';
import { release8, type LabEngine, type LabEngineOptions, type LabResult, type LabRunOptions } from '../types';

/** The vocabulary of the sample table as RDF: one resource per row, one property per column. */
export const vocabulary = 'https://react-querybuilder.js.org/lab#';
const xsd = 'http://www.w3.org/2001/XMLSchema#';

const datatypes = { number: 'integer', boolean: 'boolean', date: 'date' } as const;

/** The rows as triples: typed literals (xsd:integer, xsd:boolean, xsd:date), a triple per language, none for null. */
function sampleStore(): oxigraph.Store {
  const store = new oxigraph.Store();
  const property = (name: string) => oxigraph.namedNode(`${vocabulary}${name}`);
  for (const row of labRows) {
    const subject = oxigraph.namedNode(`${vocabulary}person/${row.id}`);
    store.add(
      oxigraph.quad(subject, property('id'), oxigraph.literal(String(row.id), oxigraph.namedNode(`${xsd}integer`))),
    );
    for (const column of labColumns) {
      const value = row[column];
      if (value === null) continue;
      const kind = fieldKinds[column];
      const datatype = kind && kind in datatypes ? datatypes[kind as keyof typeof datatypes] : undefined;
      for (const item of Array.isArray(value) ? value : [value]) {
        const literal = datatype
          ? oxigraph.literal(String(item), oxigraph.namedNode(`${xsd}${datatype}`))
          : oxigraph.literal(String(item));
        store.add(oxigraph.quad(subject, property(column), literal));
      }
    }
  }
  return store;
}

/**
 * The statement around the export: each field the sample has is an optional variable of the row's resource, as
 * 8.24.1's docs have it ("every field is a ?variable"); a row matches when any binding passes the FILTER.
 */
export const sparqlStatement = (filter: string): string =>
  [
    `PREFIX : <${vocabulary}>`,
    `PREFIX xsd: <${xsd}>`,
    'SELECT DISTINCT ?id WHERE {',
    '  ?person :id ?id .',
    ...labColumns.map((column) => `  OPTIONAL { ?person :${column} ?${column} }`),
    `  FILTER(${filter})`,
    '} ORDER BY ?id',
  ].join('\n');

/** oxigraph's browser build takes its WebAssembly from where the site serves it; its Node build reads it itself. */
async function initialise(locateFile: LabEngineOptions['locateFile']) {
  const init = (oxigraph as unknown as { default?: unknown }).default;
  if (typeof init === 'function' && locateFile) {
    await (init as (options: { module_or_path: string }) => Promise<unknown>)({
      module_or_path: locateFile('oxigraph.wasm'),
    });
  }
}

/**
 * 8.24.1's `sparql` export is a FILTER expression over `?field` variables. Oxigraph, a SPARQL 1.1 database (Rust,
 * compiled to WebAssembly), runs it over the sample table as RDF.
 */
export function createSparqlEngine(options: LabEngineOptions = {}): LabEngine {
  let loading: Promise<oxigraph.Store> | undefined;
  const load = () => (loading ??= initialise(options.locateFile).then(sampleStore));

  const run = async (query: RuleGroupType, runOptions: LabRunOptions): Promise<LabResult[]> => {
    if (versionOf(runOptions) !== release8) return [];
    const store = await load();
    await formatQueryOf(release8);
    const context = startRun('sparql', 'sparql', runOptions);
    let ran = '';
    try {
      ran = sparqlStatement(String(await exportFor(query, 'sparql', runOptions)));
      const solutions = store.query(ran) as Map<string, oxigraph.Term>[];
      checkDeadline(context);
      const matches = solutions.map((solution) => Number(solution.get('id')?.value)).sort((a, b) => a - b);
      return [finish(context, { ran, matches })];
    } catch (error) {
      return [finish(context, { ran, error: errorMessage(error) })];
    }
  };

  return {
    id: 'sparql',
    label: 'SPARQL (Oxigraph 0.5.11)',
    formats: { [release8]: ['sparql'] },
    load: async () => {
      await load();
    },
    run,
  };
}
