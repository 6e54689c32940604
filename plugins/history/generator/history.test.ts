import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiHistory, compareVersions, lineChanges, presentIn, releasesOfLine } from '../apiHistory';
import { deriveHistory, registryGaps } from './derive.mjs';
import { extractRelease } from './extract.mjs';

const history = apiHistory();
const item = (id: string) => {
  const found = history.items[id];
  if (!found) throw new Error(`${id} is not in the data file`);
  return found;
};
const firstIn = (id: string, line: number) =>
  lineChanges(history, item(id), line).find((c) => c.kind === 'added')?.version;

describe('the committed API history', () => {
  it('dates the releases readers ask about, first seen in a release the registry holds', () => {
    expect(firstIn('export:defaultRuleProcessorJSONata', 7)).toBe('7.2.0');
    expect(firstIn('export:parseJSONata', 7)).toBe('7.3.0');
    // insert shipped in 7.4.2, which the registry lacks (as 7.4.1 and 7.4.3): 7.4.4 is where we first read it.
    expect(firstIn('export:insert', 7)).toBe('7.4.4');
    expect(history.gaps).toEqual(expect.arrayContaining(['7.4.1', '7.4.2', '7.4.3']));
    expect(firstIn('export:useQueryBuilder', 7)).toBe('7.5.0');
    expect(firstIn('export:preferProp', 7)).toBe('7.5.2');
    expect(firstIn('format:natural_language', 7)).toBe('7.7.0');
    expect(firstIn('prop:suppressStandardClassnames', 7)).toBe('7.7.0');
  });

  it('keeps an item that left and came back as two spans (useQueryBuilder: split up in 7.0, reinstated in 7.5)', () => {
    const useQueryBuilder = item('export:useQueryBuilder');
    expect(presentIn(useQueryBuilder, '6.5.5')).toBe(true);
    expect(presentIn(useQueryBuilder, '7.4.4')).toBe(false);
    expect(presentIn(useQueryBuilder, '7.5.0')).toBe(true);
  });

  it('lists the releases in order with no duplicate, 6.5.0 to 8.24.1', () => {
    const versions = history.releases.map((r) => r.version);
    expect([...versions].sort(compareVersions)).toEqual(versions);
    expect(new Set(versions).size).toBe(versions.length);
    expect(versions[0]).toBe('6.5.0');
    expect(versions.at(-1)).toBe('8.24.1');
    expect(releasesOfLine(history, 7)).toContain('7.7.1');
  });

  // Each reads a whole release's declarations with the TypeScript compiler: 11–18 s alone, 62–77 s measured
  // while the rest of the unit suite and a build shared the two cores.
  it.each([
    ['7.7.1', join(__dirname, '..', '..', '..', 'node_modules', 'react-querybuilder')],
    ['8.24.1', join(__dirname, '..', '..', '..', 'tools', 'doc-samples', 'next', 'node_modules', 'react-querybuilder')],
  ])(
    'agrees with the installed %s declarations',
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

describe('deriveHistory', () => {
  const release = (version: string, items: Record<string, boolean>) => ({
    version,
    items: Object.fromEntries(
      Object.entries(items).map(([id, deprecated]) => [id, { kind: 'function' as const, deprecated }]),
    ),
  });

  it('finds the first release, the deprecation still in force and the removal', () => {
    const derived = deriveHistory([
      release('7.0.1', { 'export:a': false, 'export:b': false }),
      release('7.1.0', { 'export:a': true, 'export:b': false }),
      release('8.0.0', { 'export:b': true, 'export:c': false }),
    ]);
    expect(derived).toEqual({
      'export:a': { kind: 'function', added: '7.0.1', deprecated: '7.1.0', removed: '8.0.0' },
      'export:b': { kind: 'function', added: '7.0.1', deprecated: '8.0.0' },
      'export:c': { kind: 'function', added: '8.0.0' },
    });
  });

  it('forgets a deprecation that was lifted', () => {
    const derived = deriveHistory([release('7.0.1', { 'export:a': true }), release('7.1.0', { 'export:a': false })]);
    expect(derived['export:a']).toEqual({ kind: 'function', added: '7.0.1' });
  });
});

describe('registryGaps', () => {
  it('names the changelog releases the registry lacks, then what semantic versioning implies', () => {
    const read = ['7.4.0', '7.4.4', '8.5.0', '8.6.1', '8.8.1', '8.8.3', '8.9.0', '8.11.2'];
    expect(registryGaps(read, ['7.4.0', '7.4.1', '7.4.4', '8.5.0'])).toEqual([
      '7.4.1',
      '8.6.0',
      '8.7.0',
      '8.8.0',
      '8.8.2',
      '8.10.0',
      '8.11.0',
      '8.11.1',
    ]);
  });
});
