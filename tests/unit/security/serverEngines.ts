import type { RuleGroupType } from 'react-querybuilder';
import { loadLabEngine } from '../../../src/lab/engines';
import type { LabEngine, LabFormat, LabResult } from '../../../src/lab/types';
import { requireLibrary, type PageVersion } from './pageSample';
import { comparesFields, expectedRows, type SpecGroup } from './reference';

type FormatQuery = (query: RuleGroupType, options: Record<string, unknown>) => unknown;

/** The engines the server-side pages export to: SQL databases, MongoDB's query language, JsonLogic. */
export const serverEngineIds = ['postgresql', 'sqlite', 'mongodb', 'jsonlogic'] as const;

let loading: Promise<LabEngine[]> | undefined;

/** Loads the engines once per test worker (the Node-only unit tests share one module graph per worker). */
export function loadServerEngines(): Promise<LabEngine[]> {
  loading ??= Promise.all(serverEngineIds.map((id) => loadLabEngine(id)));
  return loading;
}

/**
 * The exports the pages recommend, from the library the page documents: bound parameters for SQL (with the
 * driver's preset: PostgreSQL's numbered `$1` and quoted names), `mongodb` (8.24.1: `mongodb_query`, sent as
 * the driver sends it, as JSON) and `jsonlogic`. No `parseNumbers`: `readQuery` returns typed values.
 */
export function recommendedExport(version: PageVersion) {
  const { formatQuery } = requireLibrary<{ formatQuery: FormatQuery }>(version, '/formatQuery');
  return (query: RuleGroupType, format: LabFormat, preset?: 'postgresql' | 'sqlite'): unknown => {
    if (format === 'mongodb' && version === '8') return JSON.stringify(formatQuery(query, { format: 'mongodb_query' }));
    return formatQuery(query, { format, ...(preset ? { preset } : {}) });
  };
}

/** The formats whose rows are held to the reference; `sql` runs too (the engines run it), for the report. */
export const recommendedFormats: readonly LabFormat[] = [
  'parameterized',
  'parameterized_named',
  'mongodb',
  'jsonlogic',
];

export interface EngineOutcome {
  readonly result: LabResult;
  /** What went wrong, or undefined when the engine returned the allowed rows and left the guard alone. */
  readonly problem?: string;
}

/** Runs an accepted query on every engine and holds each recommended export to the reference's rows. */
export async function runAccepted(
  engines: readonly LabEngine[],
  version: PageVersion,
  query: RuleGroupType,
  allowed: SpecGroup,
): Promise<EngineOutcome[]> {
  const exportQuery = recommendedExport(version);
  const outcomes: EngineOutcome[] = [];
  for (const engine of engines) {
    const results = await engine.run(query, { parseNumbers: false, exportQuery, timeoutMs: 5000 });
    for (const result of results) {
      if (result.guardIntact === false) {
        outcomes.push({ result, problem: `${result.engine} ${result.format} read or changed the guard table` });
        continue;
      }
      if (!recommendedFormats.includes(result.format)) {
        outcomes.push({ result });
        continue;
      }
      const refusedByDesign = version === '8' && result.engine === 'mongodb' && comparesFields(allowed);
      if (refusedByDesign) {
        outcomes.push({
          result,
          ...(result.error === undefined ? { problem: 'mongodb_query compared two fields without failing' } : {}),
        });
        continue;
      }
      if (result.error !== undefined) {
        outcomes.push({ result, problem: `${result.engine} ${result.format} failed: ${result.error}` });
        continue;
      }
      const expected = expectedRows(allowed, {
        engine: result.engine as (typeof serverEngineIds)[number],
        library: version,
      });
      const got = [...(result.matches ?? [])];
      const same = got.length === expected.length && got.every((id, i) => id === expected[i]);
      outcomes.push({
        result,
        ...(same
          ? {}
          : { problem: `${result.engine} ${result.format} returned [${got}], the allowed reading [${expected}]` }),
      });
    }
  }
  return outcomes;
}
