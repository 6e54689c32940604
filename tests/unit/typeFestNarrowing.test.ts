import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * react-querybuilder 7.7.1's declarations import helper types from type-fest without declaring it as a dependency. The
 * v7 TypeScript page (Narrowing names) and Getting started tell readers what they lose without it, and the loss is
 * mostly silent, so no docs sample can show it: these compile small modules against the installed declarations, once
 * with type-fest resolvable and once as if it were not installed.
 */
const repoRoot = resolve(__dirname, '../..');
const v7 = join(repoRoot, 'node_modules/react-querybuilder');
const next = join(repoRoot, 'tools/doc-samples/next/node_modules/react-querybuilder');
const nextCore = join(repoRoot, 'tools/doc-samples/next/node_modules/@react-querybuilder/core');
// What a reader's `npm install --save-dev type-fest` brings now, pinned beside the version history's other support types.
const currentTypeFest = join(repoRoot, 'tools/history/node_modules/type-fest');
// The copy the site's own node_modules has through other packages, which the v7 docs samples compile against.
const hoistedTypeFest = join(repoRoot, 'node_modules/type-fest');

const compilerOptions: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  jsx: ts.JsxEmit.ReactJSX,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: [],
};

/** The first sample under "Narrowing names" on the v7 TypeScript page, as the reader copies it. */
function narrowingSample(): string {
  const page = readFileSync(join(repoRoot, 'versioned_docs/version-7/typescript.md'), 'utf8');
  const section = page.slice(page.indexOf('## Narrowing names'));
  const code = /^```tsx\n([\s\S]*?)^```$/m.exec(section)?.[1];
  if (!code) throw new Error('versioned_docs/version-7/typescript.md: no tsx sample under "Narrowing names"');
  return code;
}

const fieldProbe = `import type { Field } from 'react-querybuilder';

type Name = 'firstName' | 'age';
export const fields: Field<Name>[] = [
  { name: 'firstName', label: 'First name' },
  // @ts-expect-error 'zip' is not a Name
  { name: 'zip', label: 'ZIP code' },
];
`;

// Declaration files parse the same in every program here; sharing them keeps the five compilations to seconds.
const parsed = new Map<string, ts.SourceFile | undefined>();

interface Compiled {
  /** `file:line TScode` of each diagnostic in the probe modules (the libraries' own files are skipped, as readers' are). */
  diagnostics: string[];
  messages: string[];
  typeFestFiles: number;
}

/**
 * Compiles probe modules placed at the repository root. `typeFest` names the package directory its imports resolve to,
 * or null to hide every `type-fest` directory from the compiler, as on a machine where nothing installed it.
 */
function compile(modules: Record<string, string>, typeFest: string | null, library: 'v7' | 'next' = 'v7'): Compiled {
  const paths: Record<string, string[]> = {};
  if (typeFest) paths['type-fest'] = [typeFest];
  if (library === 'next') {
    paths['react-querybuilder'] = [next];
    paths['@react-querybuilder/core'] = [nextCore];
  }
  const options = { ...compilerOptions, paths };
  const files = new Map(Object.entries(modules).map(([name, code]) => [join(repoRoot, name), code]));
  const hidden = (path: string) => typeFest === null && path.split(/[\\/]/).includes('type-fest');
  const host = ts.createCompilerHost(options);
  const { fileExists, directoryExists, readFile, getSourceFile } = host;
  host.fileExists = (path) => files.has(path) || (!hidden(path) && fileExists.call(host, path));
  host.directoryExists = (path) => !hidden(path) && (directoryExists?.call(host, path) ?? true);
  host.readFile = (path) => files.get(path) ?? (hidden(path) ? undefined : readFile.call(host, path));
  host.getSourceFile = (path, language, ...rest) => {
    const code = files.get(path);
    if (code !== undefined) return ts.createSourceFile(path, code, language);
    const key = `${path}\0${JSON.stringify(language)}`;
    if (!parsed.has(key)) parsed.set(key, getSourceFile.call(host, path, language, ...rest));
    return parsed.get(key);
  };
  const program = ts.createProgram([...files.keys()], options, host);
  const found = ts.getPreEmitDiagnostics(program).filter((d) => d.file && files.has(d.file.fileName));
  return {
    diagnostics: found.map((d) => {
      const line = d.file!.getLineAndCharacterOfPosition(d.start ?? 0).line + 1;
      return `${d.file!.fileName.slice(repoRoot.length + 1)}:${line} TS${d.code}`;
    }),
    messages: found.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
    typeFestFiles: program.getSourceFiles().filter((file) => file.fileName.includes('type-fest')).length,
  };
}

/** Declaration files under `dir` whose imports (not their comments) name type-fest. */
function declarationsImportingTypeFest(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.d\.[cm]?ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) =>
      ts
        .preProcessFile(readFileSync(file, 'utf8'), true, true)
        .importedFiles.some(
          (imported) => imported.fileName === 'type-fest' || imported.fileName.startsWith('type-fest/'),
        ),
    );
}

/** Line (1-based) of the first line of `code` that contains `text`. */
const lineOf = (code: string, text: string) => code.split('\n').findIndex((line) => line.includes(text)) + 1;

// A first compilation parses TypeScript's libraries, React's types and type-fest 5 (some hundred files): tens of seconds
// on a busy two-core machine.
const compileTimeout = 120_000;

describe('react-querybuilder 7.7.1 without type-fest', { timeout: compileTimeout }, () => {
  it('imports type-fest in its declarations but lists it only among its development dependencies', () => {
    const manifest = JSON.parse(readFileSync(join(v7, 'package.json'), 'utf8'));
    expect(manifest.version).toBe('7.7.1');
    expect(declarationsImportingTypeFest(join(v7, 'dist'))).not.toEqual([]);
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
      expect(manifest[field]?.['type-fest'], field).toBeUndefined();
    }
    expect(manifest.devDependencies['type-fest']).toBeDefined();
  });

  const sample = narrowingSample();
  const modules = { 'typefest-narrowing-sample.tsx': sample, 'typefest-field-probe.ts': fieldProbe };

  it.each([
    ['the current type-fest', currentTypeFest],
    ['the type-fest the docs samples compile against', hoistedTypeFest],
  ])('with %s, the page sample compiles and Field<Name> rejects an unknown name', (_, typeFest) => {
    const compiled = compile(modules, typeFest);
    expect(compiled.typeFestFiles).toBeGreaterThan(0);
    expect(compiled.diagnostics).toEqual([]);
  });

  it('without it, FullField<Name> objects are rejected loudly while Field<Name> and the callbacks stop checking names silently', () => {
    const compiled = compile(modules, null);
    expect(compiled.typeFestFiles).toBe(0);
    const [first, second] = [lineOf(sample, "name: 'firstName'"), lineOf(sample, "name: 'age'")];
    // The directive above `field === 'lastName'` is left with nothing to expect: `field` is a plain string again.
    const callbackDirective = lineOf(sample, "field === 'lastName'") - 1;
    const probeDirective = lineOf(fieldProbe, "name: 'zip'") - 1;
    expect(compiled.diagnostics.sort()).toEqual(
      [
        `typefest-field-probe.ts:${probeDirective} TS2578`,
        `typefest-narrowing-sample.tsx:${first} TS2353`,
        `typefest-narrowing-sample.tsx:${second} TS2353`,
        `typefest-narrowing-sample.tsx:${callbackDirective} TS2578`,
      ].sort(),
    );
    expect(
      compiled.messages.filter((message) => /'name' does not exist in type 'FullField<FieldName,/.test(message)),
    ).toHaveLength(2);
  });
});

describe('react-querybuilder 8.24.1 without type-fest', { timeout: compileTimeout }, () => {
  it('needs no type-fest: its declarations carry the helpers, and Field<Name> still rejects an unknown name', () => {
    expect(JSON.parse(readFileSync(join(next, 'package.json'), 'utf8')).version).toBe('8.24.1');
    expect(declarationsImportingTypeFest(join(next, 'dist'))).toEqual([]);
    expect(declarationsImportingTypeFest(join(nextCore, 'dist'))).toEqual([]);
    const compiled = compile({ 'typefest-field-probe-next.ts': fieldProbe }, null, 'next');
    expect(compiled.diagnostics).toEqual([]);
  });
});
