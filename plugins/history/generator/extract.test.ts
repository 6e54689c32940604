import { nextLibraryVersion, siteLibraryVersion } from '../../../config/docsVersions';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiHistory, compareVersions, presentIn } from '../apiHistory';
import { entryPoints, extractRelease, readRelease } from './extract.mjs';

const root = join(__dirname, '..', '..', '..');
const fixtures = mkdtempSync(join(tmpdir(), 'rqb-history-extract-'));
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

let count = 0;
/**
 * A release's node_modules tree written from the given files (paths under node_modules), returning the
 * react-querybuilder folder in it. The declarations are ours, each reproducing how a real release is built.
 */
function tree(files: Record<string, string | object>): string {
  const dir = join(fixtures, `release-${count++}`, 'node_modules');
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return join(dir, 'react-querybuilder');
}

/** A release's package.json; every release declares the React types it was built with. */
const manifest = ({ devDependencies = {}, ...extra }: { devDependencies?: object } & Record<string, unknown> = {}) => ({
  name: 'react-querybuilder',
  version: '8.0.0',
  exports: { '.': { import: { types: './index.d.mts' }, require: { types: './index.d.ts' } } },
  devDependencies: { '@types/react': '^19.0.0', ...devDependencies },
  ...extra,
});

const extracted = new Map<string, string[]>();
/** The ids of a fixture release's items that start with `prefix` (each release is read once: reading takes seconds). */
function ids(packageDir: string, prefix: string): string[] {
  if (!extracted.has(packageDir)) extracted.set(packageDir, [...extractRelease(packageDir).keys()].sort());
  return extracted.get(packageDir)!.filter((id) => id.startsWith(prefix));
}

describe('extractRelease on declarations written as releases write them', { timeout: 60_000 }, () => {
  it("reads type-fest, which 8.1.1–8.3.0 import without shipping it, from the pinned copy its range admits (FullField's members stay)", () => {
    const declarations = [
      "import type { SetRequired } from 'type-fest';",
      'interface BaseField { name: string; label: string; id?: string }',
      "export type FullField = SetRequired<BaseField, 'id'>;",
    ].join('\n');
    for (const [range, pinned] of [
      ['^4.32.0', '4.41.0'],
      ['^5.1.0', '5.10.0'],
    ]) {
      const dir = tree({
        'react-querybuilder/package.json': manifest({ devDependencies: { 'type-fest': range } }),
        'react-querybuilder/index.d.mts': declarations,
        'react-querybuilder/index.d.ts': declarations,
      });
      const { items, pinned: used } = readRelease(dir);
      expect([...items.keys()].filter((id) => id.startsWith('member:FullField.')).sort()).toEqual([
        'member:FullField.id',
        'member:FullField.label',
        'member:FullField.name',
      ]);
      expect(used['type-fest']).toBe(pinned);
      // React's types by the range the release declares: 19 here, where 7.x's ^18 ranges get 18.
      expect(used['@types/react']).toMatch(/^19\./);
    }
    const unpinned = tree({
      'react-querybuilder/package.json': manifest({ devDependencies: { 'type-fest': '^3.0.0' } }),
      'react-querybuilder/index.d.mts': declarations,
    });
    expect(() => readRelease(unpinned)).toThrow(/No pinned copy of type-fest fits type-fest \^3\.0\.0/);
  });

  it("never reads the site's node_modules: an import neither shipped nor pinned is an error, an optional peer stays unresolved", () => {
    // clsx is in the site's node_modules (above the fetched releases), not in tools/history.
    const site = tree({
      'react-querybuilder/package.json': manifest(),
      'react-querybuilder/index.d.mts': "import type { ClassValue } from 'clsx';\nexport type Classname = ClassValue;",
    });
    expect(() => readRelease(site)).toThrow(/imports clsx, which tools\/history does not pin/);
    const peer = tree({
      'react-querybuilder/package.json': manifest(),
      'react-querybuilder/index.d.mts':
        "import type { SQL } from 'drizzle-orm';\nexport interface DrizzleOptions { where: SQL; table: string }",
    });
    expect(ids(peer, 'member:DrizzleOptions.')).toEqual(['member:DrizzleOptions.table', 'member:DrizzleOptions.where']);
  });

  it('lists the members of every branch of a union written as one: plain (RuleGroupTypeAny), generic, intersected (DraggedItem), of options (ParseCELOptions)', () => {
    const dir = tree({
      'react-querybuilder/package.json': manifest(),
      'react-querybuilder/index.d.mts': [
        'export interface RuleType { field: string; value: unknown; id?: string }',
        'export interface RuleGroupType<R = RuleType> { combinator: string; rules: R[]; not?: boolean }',
        'export interface RuleGroupTypeIC<R = RuleType> { rules: (R | string)[]; not?: boolean }',
        'export type RuleGroupTypeAny = RuleGroupType | RuleGroupTypeIC;',
        'export type GenericAny<R = RuleType> = RuleGroupType<R> | RuleGroupTypeIC<R>;',
        'export type DefaultAny = GenericAny<RuleType>;',
        'export type DraggedItem = (RuleType | RuleGroupTypeAny) & { path: number[] };',
        'interface ParseCELOptionsStandard { fields?: string[]; independentCombinators?: false }',
        'interface ParseCELOptionsIC { fields?: string[]; independentCombinators: true }',
        'export type ParseCELOptions = ParseCELOptionsStandard | ParseCELOptionsIC;',
      ].join('\n'),
    });
    const group = ['combinator', 'not', 'rules'];
    expect(ids(dir, 'member:RuleGroupTypeAny.')).toEqual(group.map((m) => `member:RuleGroupTypeAny.${m}`));
    expect(ids(dir, 'member:GenericAny.')).toEqual(group.map((m) => `member:GenericAny.${m}`));
    expect(ids(dir, 'member:DefaultAny.')).toEqual(group.map((m) => `member:DefaultAny.${m}`));
    expect(ids(dir, 'member:DraggedItem.')).toEqual(
      ['combinator', 'field', 'id', 'not', 'path', 'rules', 'value'].map((m) => `member:DraggedItem.${m}`),
    );
    expect(ids(dir, 'member:ParseCELOptions.')).toEqual([
      'member:ParseCELOptions.fields',
      'member:ParseCELOptions.independentCombinators',
    ]);
  });

  it("lists json-logic-js's members as neither added nor removed: 6.x bundled its declarations, 7.x on import them", () => {
    const own = '{ startsWith: [unknown, unknown] }';
    const bundled = tree({
      'react-querybuilder/package.json': manifest(),
      'react-querybuilder/index.d.mts': [
        'interface AllReservedOperationsInterface { and: unknown[]; or: unknown[] }',
        "type JsonLogicAnd = Pick<AllReservedOperationsInterface, 'and'>;",
        "type JsonLogicOr = Pick<AllReservedOperationsInterface, 'or'>;",
        'type RulesLogic<AddOps = never> = boolean | JsonLogicAnd | JsonLogicOr | AddOps;',
        `type RQBJsonLogicStartsWith = ${own};`,
        'type RQBJsonLogic = RulesLogic<RQBJsonLogicStartsWith>;',
        // As a bundler writes it: one export list, so the rest of the file is private.
        'export { type JsonLogicAnd, type RQBJsonLogic, type RQBJsonLogicStartsWith };',
      ].join('\n'),
    });
    const imported = tree({
      'react-querybuilder/package.json': manifest({ devDependencies: { '@types/json-logic-js': '^2.0.0' } }),
      'react-querybuilder/index.d.mts': [
        "import type { RulesLogic } from 'json-logic-js';",
        "export type { JsonLogicAnd } from 'json-logic-js';",
        `export type RQBJsonLogicStartsWith = ${own};`,
        'export type RQBJsonLogic = RulesLogic<RQBJsonLogicStartsWith>;',
      ].join('\n'),
    });
    for (const dir of [bundled, imported]) {
      expect(ids(dir, 'member:RQBJsonLogic.')).toEqual(['member:RQBJsonLogic.startsWith']);
      expect(ids(dir, 'member:JsonLogicAnd.')).toEqual([]);
      expect(ids(dir, 'export:JsonLogicAnd')).toEqual(['export:JsonLogicAnd']);
    }
  });

  it("reads ESM declarations throughout, so a subpath's module augmentation reaches the type the main entry exports (RqbState.asyncOptionLists, 8.22.5)", () => {
    const both = (ext: 'd.mts' | 'd.ts') => ({
      [`react-querybuilder/index.${ext}`]: 'export interface RqbState { queries: Record<string, unknown> }',
      [`react-querybuilder/async.${ext}`]: [
        "declare module 'react-querybuilder' {",
        '  interface RqbState { asyncOptionLists: Record<string, unknown> }',
        '}',
        'export declare const useAsyncOptionList: () => void;',
      ].join('\n'),
    });
    const dir = tree({
      'react-querybuilder/package.json': manifest({
        exports: {
          '.': { import: { types: './index.d.mts' }, require: { types: './index.d.ts' } },
          './async': { import: { types: './async.d.mts' }, require: { types: './async.d.ts' } },
        },
      }),
      ...both('d.mts'),
      ...both('d.ts'),
    });
    expect([...entryPoints(dir).values()].every((file) => file.endsWith('.d.mts'))).toBe(true);
    expect([...entryPoints(dir, 'cjs').values()].every((file) => file.endsWith('.d.ts'))).toBe(true);
    expect(ids(dir, 'member:RqbState.')).toEqual(['member:RqbState.asyncOptionLists', 'member:RqbState.queries']);
  });

  it('reads 6.1–6.2 as CommonJS: its ESM declarations only re-export the CommonJS build, which imports @react-querybuilder/ts/dist/…', () => {
    const dir = tree({
      'react-querybuilder/package.json': manifest({
        version: '6.1.0',
        types: 'dist/types/index.d.ts',
        dependencies: { '@react-querybuilder/ts': '^6.1.0' },
        exports: {
          '.': { import: { types: './index.d.mts' }, require: { types: './dist/types/index.d.ts' } },
        },
      }),
      'react-querybuilder/index.d.mts':
        "import ns from './dist/index.cjs';\nexport * from './dist/index.cjs';\nexport default ns.default;",
      'react-querybuilder/dist/types/index.d.ts':
        "export type { RuleGroupTypeAny } from '@react-querybuilder/ts/dist/index.noReact';",
      '@react-querybuilder/ts/package.json': {
        name: '@react-querybuilder/ts',
        version: '6.1.0',
        types: './dist/index.d.ts',
        exports: { '.': { types: './dist/index.d.ts' } },
      },
      '@react-querybuilder/ts/dist/index.d.ts': "export * from './index.noReact';",
      '@react-querybuilder/ts/dist/index.noReact.d.ts': [
        'export interface RuleGroupType { combinator: string; rules: unknown[] }',
        'export interface RuleGroupTypeIC { rules: unknown[] }',
        'export type RuleGroupTypeAny = RuleGroupType | RuleGroupTypeIC;',
      ].join('\n'),
    });
    expect(ids(dir, 'member:RuleGroupTypeAny.')).toEqual([
      'member:RuleGroupTypeAny.combinator',
      'member:RuleGroupTypeAny.rules',
    ]);
  });
});

describe('the values a prop or option accepts', { timeout: 60_000 }, () => {
  it('lists the string literals of a union, a template literal over literals included, and no other type', () => {
    const declarations = [
      "type ParseNumbersMethod = 'enhanced' | 'native' | 'strict';",
      "type Limited = `${ParseNumbersMethod}${'-limited' | ''}`;",
      'export interface QueryBuilderProps {',
      '  parseNumbers?: boolean | Limited;',
      '  enableDragAndDrop?: boolean;',
      "  idGenerator?: string | 'uuid';",
      '  context?: { a: 1 };',
      '}',
      'export interface FormatQueryOptions {',
      "  format?: 'sql' | 'mongodb';",
      "  preset?: 'ansi' | 'postgresql' | null;",
      '}',
    ].join('\n');
    const dir = tree({
      'react-querybuilder/package.json': manifest(),
      'react-querybuilder/index.d.mts': declarations,
      'react-querybuilder/index.d.ts': declarations,
    });
    const items = extractRelease(dir);
    expect(items.get('prop:parseNumbers')?.values).toEqual([
      'enhanced',
      'enhanced-limited',
      'native',
      'native-limited',
      'strict',
      'strict-limited',
    ]);
    expect(items.get('prop:enableDragAndDrop')?.values).toEqual([]);
    // `string | 'uuid'` is string: any value goes.
    expect(items.get('prop:idGenerator')?.values).toBeUndefined();
    expect(items.get('prop:context')?.values).toBeUndefined();
    // The formats are items of their own.
    expect(items.get('option:format')?.values).toBeUndefined();
    expect(items.get('option:preset')?.values).toEqual(['ansi', 'postgresql']);
  });
});

describe('the committed history agrees with the installed declarations', () => {
  const history = apiHistory();
  // Each reads a whole release's declarations with the TypeScript compiler: 11–18 s alone, 62–77 s measured
  // while the rest of the unit suite and a build shared the two cores.
  it.each([
    [siteLibraryVersion, join(root, 'node_modules', 'react-querybuilder')],
    [nextLibraryVersion, join(root, 'tools', 'doc-samples', 'next', 'node_modules', 'react-querybuilder')],
  ])(
    '%s',
    (version, packageDir) => {
      const installed = extractRelease(packageDir);
      const published = Object.entries(history.items)
        .filter(([, h]) => presentIn(h, version))
        .map(([id]) => id)
        .sort();
      expect(published).toEqual([...installed.keys()].sort());
      const deprecated = [...installed]
        .filter(([, i]) => i.deprecated)
        .map(([id]) => id)
        .sort();
      expect(
        published.filter((id) => {
          const since = history.items[id]!.deprecated;
          return since !== undefined && compareVersions(since, version) <= 0;
        }),
      ).toEqual(deprecated);
    },
    150_000,
  );
});
