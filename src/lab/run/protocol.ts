import type { RuleGroupTypeAny } from 'react-querybuilder';
import type { BrowserEngineId } from '../engines';
import type { LabFormat, LabResult, LabRunOptions, LabVersion } from '../types';

/** What the page asks of a lab worker; each worker holds one engine. */
export type LabWorkerRequest =
  | { readonly type: 'load'; readonly engine: BrowserEngineId }
  | {
      readonly type: 'run';
      readonly runId: number;
      readonly query: RuleGroupTypeAny;
      readonly options: LabRunOptions;
      /** Each release's export runs in turn (an engine runs those it serves). */
      readonly versions: readonly LabVersion[];
    };

/** What a lab worker answers. */
export type LabWorkerReply =
  /** While the engine loads: which file it fetches now, for the reader to see. */
  | { readonly type: 'progress'; readonly message: string }
  | { readonly type: 'loaded'; readonly label: string; readonly formats: readonly LabFormat[] }
  | { readonly type: 'loadFailed'; readonly message: string }
  | { readonly type: 'result'; readonly runId: number; readonly results: readonly LabResult[] }
  | { readonly type: 'runFailed'; readonly runId: number; readonly message: string };
