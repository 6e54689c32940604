import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { findSamples, type Sample } from '../../../scripts/docSamples/extract';
import { sampleVersions } from '../../../scripts/docSamples/versions';

const repoRoot = resolve(__dirname, '../../..');

/** The docs versions whose server-side pages print `readQuery`, with the library each documents. */
export const serverSidePages = {
  '7': { docsVersion: '7', page: 'versioned_docs/version-7/tips/server-side.md', library: '7.7.1' },
  '8': { docsVersion: 'current', page: 'docs/tips/server-side.md', library: '8.24.1' },
} as const;
export type PageVersion = keyof typeof serverSidePages;

/** The one sample of a page whose code contains `marker`, exactly as the page prints it. */
export function pageSample(page: string, marker: string): Sample {
  const samples = findSamples(readFileSync(join(repoRoot, page), 'utf8')).filter((s) => s.code.includes(marker));
  if (samples.length !== 1) throw new Error(`${page}: expected one sample with "${marker}", found ${samples.length}`);
  return samples[0]!;
}

/** Where `react-querybuilder` resolves for a docs version's samples (the samples suite's own table). */
export function libraryDirectory(version: PageVersion): string {
  const entry = sampleVersions.find((v) => v.name === serverSidePages[version].docsVersion);
  const path = entry?.packages['react-querybuilder'];
  if (!path) throw new Error(`no library for docs version ${version}`);
  return join(repoRoot, path);
}

/** Requires a module of the library a docs version documents (the main entry or a subpath). */
export function requireLibrary<T>(version: PageVersion, subpath = ''): T {
  const require = createRequire(join(libraryDirectory(version), 'package.json'));
  return require(`react-querybuilder${subpath}`) as T;
}

/**
 * Compiles a sample's TypeScript and runs it as a CommonJS module whose `react-querybuilder` is the version the
 * page documents; returns its exports. `modules` stand in for other imports (a driver pointed at a test database).
 */
export function loadSample<T>(version: PageVersion, code: string, modules: Record<string, unknown> = {}): T {
  const { outputText } = ts.transpileModule(code, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  });
  const libraryRequire = createRequire(join(libraryDirectory(version), 'package.json'));
  const sampleRequire = (name: string) =>
    Object.hasOwn(modules, name)
      ? modules[name]
      : name === 'react-querybuilder' || name.startsWith('react-querybuilder/')
        ? libraryRequire(name)
        : createRequire(join(repoRoot, 'package.json'))(name);
  const module = { exports: {} as Record<string, unknown> };
  // The page's own code, compiled as the samples suite compiles it; nothing from a reader runs here.
  new Function('require', 'module', 'exports', outputText)(sampleRequire, module, module.exports);
  return module.exports as T;
}

export type ReadQuery = (body: string) => unknown;

/** The page's `readQuery`, as printed (or edited by `edit`), running on the page's library version. */
export function pageReadQuery(version: PageVersion, edit: (code: string) => string = (code) => code): ReadQuery {
  const sample = pageSample(serverSidePages[version].page, 'export function readQuery');
  const { readQuery } = loadSample<{ readQuery?: ReadQuery }>(version, edit(sample.code));
  if (typeof readQuery !== 'function') throw new Error('the sample exports no readQuery');
  return readQuery;
}
