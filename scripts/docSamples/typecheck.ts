import ts from 'typescript';
import type { PlacedSample, Workspace } from './workspace';

export interface SampleDiagnostic {
  /** `page.md:line` of the offending code in the docs page. */
  where: string;
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

/** Type-checks the samples that are not fragments; every diagnostic points at its docs page line. */
export function typecheckSamples(workspace: Workspace): SampleDiagnostic[] {
  const checked = workspace.samples.filter(sample => !sample.fragment);
  const byFile = new Map<string, PlacedSample>(checked.map(sample => [sample.file, sample]));
  const program = ts.createProgram(
    checked.map(sample => sample.file),
    { ...compilerOptions, baseUrl: workspace.dir },
  );
  return ts
    .getPreEmitDiagnostics(program)
    .filter(diagnostic => !diagnostic.file || byFile.has(diagnostic.file.fileName))
    .map(diagnostic => {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      const sample = diagnostic.file && byFile.get(diagnostic.file.fileName);
      if (!sample || diagnostic.start === undefined || !diagnostic.file) return { where: 'program', message };
      const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      return { where: `${sample.page}:${sample.line + line}`, message };
    });
}
