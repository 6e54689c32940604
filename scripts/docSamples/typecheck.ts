import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { PlacedSample, Workspace } from './workspace';

export interface SampleDiagnostic {
  /** `page.md:line` of the offending code in the docs page. */
  where: string;
  message: string;
}

const compilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  allowJs: true,
  checkJs: true,
  jsx: 'react-jsx',
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'Bundler',
  esModuleInterop: true,
  resolveJsonModule: true,
  isolatedModules: true,
  lib: ['ES2022', 'DOM', 'DOM.Iterable'],
  types: [],
  baseUrl: '.',
};

const tsc = createRequire(__filename).resolve('typescript/bin/tsc');
const diagnosticLine = /^(.+?)\((\d+),\d+\): error (TS\d+): (.*)$/;

/** Parses `tsc --pretty false` output: one line per diagnostic, indented lines continue its message. */
export function parseTscOutput(
  output: string,
  dir: string,
  byFile: ReadonlyMap<string, PlacedSample>,
): SampleDiagnostic[] {
  const diagnostics: SampleDiagnostic[] = [];
  for (const line of output.split('\n')) {
    const match = diagnosticLine.exec(line);
    if (match) {
      const [, file = '', lineNumber = '1', code, message] = match;
      const path = resolve(dir, file);
      const sample = byFile.get(path);
      // Diagnostics inside the libraries' own files are not the docs' business (skipLibCheck covers most).
      if (!sample && !path.startsWith(join(dir, 'samples'))) continue;
      diagnostics.push({
        where: sample ? `${sample.page}:${sample.line + Number(lineNumber) - 1}` : file,
        message: `${code}: ${message}`,
      });
    } else if (/^\s+\S/.test(line) && diagnostics.length > 0) {
      const last = diagnostics[diagnostics.length - 1];
      if (last) last.message += `\n${line.trim()}`;
    } else if (line.startsWith('error TS')) {
      diagnostics.push({ where: 'program', message: line });
    }
  }
  return diagnostics;
}

/**
 * The React types of the Next.js app the `next` files are built in (tools/doc-samples/nextjs: React 19), for their
 * own program: the site's React is older, and a page's Next.js files may use what only the app's React has
 * (`useActionState`, a function as a form's `action`).
 */
const nextAppTypes = join(resolve(__dirname, '../..'), 'tools/doc-samples/nextjs/node_modules/@types');
const nextAppPaths = {
  react: [join(nextAppTypes, 'react')],
  'react/*': [join(nextAppTypes, 'react', '*')],
  'react-dom': [join(nextAppTypes, 'react-dom')],
  'react-dom/*': [join(nextAppTypes, 'react-dom', '*')],
};

/** Runs tsc on one program of the workspace and returns its diagnostics. */
async function runProgram(
  workspace: Workspace,
  name: string,
  options: object,
  samples: readonly PlacedSample[],
): Promise<SampleDiagnostic[]> {
  if (samples.length === 0) return [];
  const byFile = new Map<string, PlacedSample>(samples.map((sample) => [sample.file, sample]));
  const project = join(workspace.dir, name);
  writeFileSync(
    project,
    JSON.stringify({ compilerOptions: options, files: samples.map((sample) => sample.file) }, null, 2),
  );
  const output = await new Promise<string>((done, fail) => {
    execFile(
      process.execPath,
      [tsc, '-p', project, '--pretty', 'false'],
      { cwd: workspace.dir, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        // tsc exits with 1 or 2 when it reports diagnostics; anything else is a failure to run.
        if (error && typeof error.code !== 'number') fail(error);
        else if (error && stdout.trim() === '') fail(new Error(`tsc failed: ${stderr || error.message}`));
        else done(stdout);
      },
    );
  });
  return parseTscOutput(output, workspace.dir, byFile);
}

/**
 * Type-checks the samples that are not fragments in strict mode; every diagnostic points at its docs
 * page line. The compiler runs in a child process so a long check never blocks the test runner; the pages'
 * Next.js files are a program of their own, against the React types of the app they are built in.
 */
export async function typecheckSamples(workspace: Workspace): Promise<SampleDiagnostic[]> {
  const checked = workspace.samples.filter((sample) => !sample.fragment);
  const nextFiles = checked.filter((sample) => sample.kind === 'next');
  const others = checked.filter((sample) => sample.kind !== 'next');
  // Checks run in Node (node:assert, node:child_process…): where a version has any, Node's types join the program.
  const hasChecks = others.some((sample) => sample.kind !== 'module');
  const options = hasChecks ? { ...compilerOptions, types: ['node'] } : compilerOptions;
  const results = await Promise.all([
    runProgram(workspace, 'tsconfig.json', options, others),
    runProgram(workspace, 'tsconfig.next.json', { ...compilerOptions, paths: nextAppPaths }, nextFiles),
  ]);
  return results.flat();
}
