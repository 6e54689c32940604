import { describe, expect, it } from 'vitest';
import { bundledTypeNames, declaredRanges, packageOf, pickPinned, pinnedPackages, typesPackageOf } from './support.mjs';

const pinned = [
  { name: 'type-fest', version: '5.10.0', dir: '/t/type-fest', key: 'type-fest' },
  { name: 'type-fest', version: '4.41.0', dir: '/t/type-fest-4', key: 'type-fest-4' },
  { name: '@types/react', version: '19.3.0', dir: '/t/@types/react', key: '@types/react' },
  { name: '@types/react', version: '18.3.12', dir: '/t/@types/react-18', key: '@types/react-18' },
  { name: '@reduxjs/toolkit', version: '2.12.0', dir: '/t/@reduxjs/toolkit', key: '@reduxjs/toolkit' },
];

describe('pickPinned', () => {
  it("gives each release the copy its own range admits: 8.1.1's type-fest ^4.32.0, 8.24.1's ^5.10.0", () => {
    expect(pickPinned('type-fest', pinned, [{ devDependencies: { 'type-fest': '^4.32.0' } }])?.key).toBe('type-fest-4');
    expect(pickPinned('type-fest', pinned, [{ devDependencies: { 'type-fest': '^5.10.0' } }])?.key).toBe('type-fest');
  });

  it("reads a package's types from @types where it has none, by the range of @types (7.7.1: React 18's)", () => {
    const manifests = [{ peerDependencies: { react: '>=16.8.0' }, devDependencies: { '@types/react': '^18.3.11' } }];
    expect(pickPinned('react', pinned, manifests)?.key).toBe('@types/react-18');
  });

  it('weighs every manifest of the release (react-querybuilder and its own packages)', () => {
    const manifests = [
      { dependencies: { '@reduxjs/toolkit': '^2.9.0' } },
      { devDependencies: { 'type-fest': '^4.41.0' } },
    ];
    expect(pickPinned('type-fest', pinned, manifests)?.version).toBe('4.41.0');
    expect(pickPinned('@reduxjs/toolkit', pinned, manifests)?.version).toBe('2.12.0');
  });

  it('serves an import the release does not declare only when one copy is pinned', () => {
    expect(() => pickPinned('type-fest', pinned, [{}])).toThrow(/without a declared version and several copies/);
    expect(pickPinned('@reduxjs/toolkit', pinned, [{}])?.version).toBe('2.12.0');
  });

  it('refuses a range no pinned copy fits, and knows nothing of a package it does not pin', () => {
    expect(() => pickPinned('type-fest', pinned, [{ devDependencies: { 'type-fest': '^3.0.0' } }])).toThrow(
      'No pinned copy of type-fest fits type-fest ^3.0.0',
    );
    expect(pickPinned('clsx', pinned, [{ dependencies: { clsx: '^2.0.0' } }])).toBeUndefined();
  });
});

describe('the pinned tree and names', () => {
  it('reads tools/history: each pin under its real name, aliases included', () => {
    const installed = pinnedPackages();
    expect(
      installed
        .filter((p) => p.name === 'type-fest')
        .map((p) => p.version)
        .sort(),
    ).toEqual(['4.41.0', '5.10.0']);
    expect(installed.filter((p) => p.name === '@types/react')).toHaveLength(2);
  });

  it("names json-logic-js's types, which 6.x bundled", () => {
    expect(bundledTypeNames()).toContain('JsonLogicAnd');
    expect(bundledTypeNames()).toContain('RulesLogic');
    expect(bundledTypeNames()).not.toContain('RQBJsonLogic');
  });

  it('finds the package of an import and where its types would be', () => {
    expect(packageOf('type-fest/source/simplify')).toBe('type-fest');
    expect(packageOf('@reduxjs/toolkit/query')).toBe('@reduxjs/toolkit');
    expect(typesPackageOf('react')).toBe('@types/react');
    expect(typesPackageOf('@tanstack/db')).toBe('@types/tanstack__db');
    expect(declaredRanges([{ dependencies: { a: '^1' } }, { peerDependencies: { a: '>=1' } }], 'a')).toEqual([
      '^1',
      '>=1',
    ]);
  });
});
