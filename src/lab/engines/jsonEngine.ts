import type { RuleGroupType } from 'react-querybuilder';
import { labDocuments } from '../dataset';
import { errorMessage, exportFor, finish, matchRows, startRun } from '../engineSupport';
import type { LabEngine, LabEngineId, LabFormat, LabResult, LabRunOptions } from '../types';

/** What an engine that evaluates each row against one exported expression provides. */
export interface RowEngineSpec {
  readonly id: LabEngineId;
  readonly label: string;
  readonly format: LabFormat;
  /** The export as text, as the reader sees and sends it. */
  readonly text: (exported: unknown) => string;
  /** Compiles the export once (throwing the engine's own message if it rejects it). */
  readonly compile: (text: string) => (document: Record<string, unknown>) => boolean | Promise<boolean>;
  readonly load?: () => Promise<void>;
}

/** An engine for the formats that run in JavaScript on each row of the table as a plain object. */
export function rowEngine(spec: RowEngineSpec): LabEngine {
  const run = async (query: RuleGroupType, options: LabRunOptions): Promise<LabResult[]> => {
    const context = startRun(spec.id, spec.format, options);
    let ran = '';
    try {
      ran = spec.text(exportFor(query, spec.format, options));
      const test = spec.compile(ran);
      return [finish(context, { ran, ...(await matchRows(context, labDocuments(), test)) })];
    } catch (error) {
      return [finish(context, { ran, error: errorMessage(error) })];
    }
  };
  return { id: spec.id, label: spec.label, formats: [spec.format], load: spec.load ?? (async () => {}), run };
}
