import { describe, expect, it } from 'vitest';
import { ownDependencies, readableReleases } from './fetch.mjs';

const registry: Record<string, string[]> = {
  '@react-querybuilder/core': ['8.9.0', '8.9.2', '8.10.0', '8.24.1', '9.0.0'],
  '@react-querybuilder/ts': ['6.1.0', '6.1.4', '6.2.0'],
};
const versionsOf = (name: string) => registry[name] ?? [];

describe('ownDependencies', () => {
  it('takes the lowest release a range admits: the one published with the release that names it', () => {
    expect(ownDependencies({ '@react-querybuilder/core': '^8.9.2', immer: '^10.1.3' }, versionsOf)).toEqual([
      ['@react-querybuilder/core', '8.9.2'],
    ]);
    expect(ownDependencies({ '@react-querybuilder/ts': '^6.1.0' }, versionsOf)).toEqual([
      ['@react-querybuilder/ts', '6.1.0'],
    ]);
  });

  it('reads ~ as a patch range, not as ^ (the hand-made ranges took 8.10.0 for ~8.9.3)', () => {
    expect(ownDependencies({ '@react-querybuilder/core': '~8.9.0' }, versionsOf)).toEqual([
      ['@react-querybuilder/core', '8.9.0'],
    ]);
    expect(ownDependencies({ '@react-querybuilder/core': '^8.9.3' }, versionsOf)).toEqual([
      ['@react-querybuilder/core', '8.10.0'],
    ]);
  });

  it('says which package and range the registry cannot satisfy', () => {
    expect(() => ownDependencies({ '@react-querybuilder/core': '~8.9.5' }, versionsOf)).toThrow(
      '@react-querybuilder/core ~8.9.5 is not in the registry',
    );
  });
});

describe('readableReleases', () => {
  it('keeps the stable releases from 6.x on, in semantic order', () => {
    expect(readableReleases(['8.10.0', '5.4.1', '7.0.0-alpha.2', '8.9.2', '6.1.0', 'latest'])).toEqual([
      '6.1.0',
      '8.9.2',
      '8.10.0',
    ]);
  });
});
