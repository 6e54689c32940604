/*
 * The site's layers point one way: docusaurus.config.ts assembles config/, config/ reads plugins/ and src/, plugins/
 * read src/, and every layer may read config's tables (modules that import nothing: the version table, the links, the
 * API instance's id). scripts/ runs things (builds, checks, the bench) and tests/ checks them: the site imports
 * neither. Our workspace packages stand alone, as they do on npm.
 */
import { describe, expect, it } from 'vitest';
import { importsOf, sourceFilesUnder } from './importGraph';

/** Modules of config/ that every layer may read: data, importing nothing of the site. */
const configTables = ['config/docsVersions.ts', 'config/links.ts', 'config/apiDocsId.ts'];

type Layer = 'root' | 'config' | 'plugins' | 'src' | 'tables' | 'packages' | 'scripts' | 'tests' | 'other';

function layerOf(path: string): Layer {
  if (configTables.some((table) => path === table || path === table.replace(/\.ts$/, ''))) return 'tables';
  const top = path.split('/')[0]!;
  if (['config', 'plugins', 'src', 'packages', 'scripts', 'tests'].includes(top)) return top as Layer;
  return /^(docusaurus\.config|sidebars\w*)\.ts$/.test(path) ? 'root' : 'other';
}

/** What each layer may import besides itself. `other` is content and data (docs, JSON, static files). */
const mayImport: Readonly<Record<Layer, readonly Layer[]>> = {
  root: ['config', 'plugins', 'src', 'tables', 'other'],
  config: ['plugins', 'src', 'tables', 'other'],
  plugins: ['src', 'tables', 'other'],
  src: ['tables', 'other'],
  tables: [],
  packages: [],
  scripts: [],
  tests: [],
  other: [],
};

const siteFiles = [
  'docusaurus.config.ts',
  'sidebars.ts',
  'sidebarsApi.ts',
  ...['config', 'plugins', 'src', 'packages'].flatMap((dir) => sourceFilesUnder(dir)),
];

const wrongWay = (file: string, target: string) => {
  const [from, to] = [layerOf(file), layerOf(target)];
  return from !== to && !mayImport[from].includes(to);
};

describe('layers', () => {
  it('point one way: root → config → plugins → src → config tables; scripts and tests are not imported by the site', () => {
    const crossing = siteFiles.flatMap((file) =>
      importsOf(file)
        .filter((target) => wrongWay(file, target))
        .map((target) => `${file} → ${target}`),
    );
    expect(crossing).toEqual([]);
  });

  it("keep config's tables free of imports of the site, so that any layer can read them without a cycle", () => {
    const tableImports = configTables.flatMap((table) => importsOf(table).map((target) => `${table} → ${target}`));
    expect(tableImports).toEqual([]);
  });

  it('are told apart by where a file lives: the imports this check exists to refuse are wrong-way', () => {
    expect(wrongWay('plugins/remarkSandboxLinks/index.ts', 'scripts/docSamples/versions')).toBe(true);
    expect(wrongWay('config/api.ts', 'scripts/api/modules.mjs')).toBe(true);
    expect(wrongWay('src/liveCode/liveMeta.ts', 'config/docs')).toBe(true);
    expect(wrongWay('src/theme/Foo/index.tsx', 'plugins/history/remark')).toBe(true);
    expect(wrongWay('src/liveCode/liveMeta.ts', 'config/docsVersions')).toBe(false);
    expect(wrongWay('config/docs.ts', 'plugins/remarkSandboxLinks')).toBe(false);
    expect(siteFiles.length).toBeGreaterThan(300);
  });
});
