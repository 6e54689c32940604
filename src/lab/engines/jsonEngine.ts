import type { RuleGroupType } from 'react-querybuilder';
import { labDocuments } from '../dataset';
import { errorMessage, exportFor, finish, formatQueryOf, matchRows, startRun, versionOf } from '../engineSupport';
import type { LabEngine, LabEngineId, LabFormat, LabResult, LabRunOptions, LabVersion } from '../types';

/** What an engine that evaluates each row against one exported expression provides. */
export interface RowEngineSpec {
  readonly id: LabEngineId;
  readonly label: string;
  /** The format it runs for each release it serves. */
  readonly formats: Readonly<Partial<Record<LabVersion, LabFormat>>>;
  /** The export as text, as the reader sees and sends it. */
  readonly text: (exported: unknown) => string;
  /** Compiles the export once (throwing the engine's own message if it rejects it). */
  readonly compile: (
    text: string,
    version: LabVersion,
  ) => (document: Record<string, unknown>) => boolean | Promise<boolean>;
  readonly load?: () => Promise<void>;
  /** The rows as this engine reads them (default: the sample table's rows as plain objects). */
  readonly documents?: () => Record<string, unknown>[];
}

/** An engine for the formats that run in JavaScript on each row of the table as a plain object. */
export function rowEngine(spec: RowEngineSpec): LabEngine {
  const run = async (query: RuleGroupType, options: LabRunOptions): Promise<LabResult[]> => {
    const format = spec.formats[versionOf(options)];
    if (!format) return [];
    // Fetched before the clock starts: the first 8.24.1 run downloads its formatQuery.
    await formatQueryOf(versionOf(options));
    const context = startRun(spec.id, format, options);
    let ran = '';
    try {
      ran = spec.text(await exportFor(query, format, options));
      const test = spec.compile(ran, context.version);
      return [finish(context, { ran, ...(await matchRows(context, (spec.documents ?? labDocuments)(), test)) })];
    } catch (error) {
      return [finish(context, { ran, error: errorMessage(error) })];
    }
  };
  const formats = Object.fromEntries(Object.entries(spec.formats).map(([version, format]) => [version, [format]]));
  return { id: spec.id, label: spec.label, formats, load: spec.load ?? (async () => {}), run };
}
