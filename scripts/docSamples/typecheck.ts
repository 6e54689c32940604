import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import ts from 'typescript';
import type { PlacedSample, Workspace } from './workspace';

export interface SampleDiagnostic {
  /** `page.md:line` of the offending code in the docs page. */
  where: string;
  message: string;
}

/** What the worker reports per diagnostic; `line` is 0-based within the sample's module. */
interface RawDiagnostic {
  fileName?: string;
  line?: number;
  message: string;
}

const compilerOptions: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  allowJs: true,
  checkJs: true,
  jsx: ts.JsxEmit.ReactJSX,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  esModuleInterop: true,
  resolveJsonModule: true,
  isolatedModules: true,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
};

function runProgramInWorker(files: string[], options: ts.CompilerOptions): Promise<RawDiagnostic[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(join(__dirname, 'typecheckWorker.mjs'), { workerData: { files, options } });
    worker.once('message', (diagnostics: RawDiagnostic[]) => resolve(diagnostics));
    worker.once('error', reject);
    worker.once('exit', code => {
      if (code !== 0) reject(new Error(`type-check worker exited with code ${code}`));
    });
  });
}

/**
 * Type-checks the samples that are not fragments; every diagnostic points at its docs page line.
 * The program runs in a worker thread so the caller's event loop stays free meanwhile.
 */
export async function typecheckSamples(workspace: Workspace): Promise<SampleDiagnostic[]> {
  const checked = workspace.samples.filter(sample => !sample.fragment);
  if (checked.length === 0) return [];
  const byFile = new Map<string, PlacedSample>(checked.map(sample => [sample.file, sample]));
  const diagnostics = await runProgramInWorker(
    checked.map(sample => sample.file),
    { ...compilerOptions, baseUrl: workspace.dir },
  );
  return diagnostics
    .filter(diagnostic => !diagnostic.fileName || byFile.has(diagnostic.fileName))
    .map(({ fileName, line, message }) => {
      const sample = fileName === undefined ? undefined : byFile.get(fileName);
      if (!sample || line === undefined) return { where: 'program', message };
      return { where: `${sample.page}:${sample.line + line}`, message };
    });
}
