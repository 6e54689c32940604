import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The Next compat page's React Native section against the package it describes, installed for the API reference.
 * Its sample is not type-checked: the repository has no react-native types, so the names it imports and lists are
 * checked against the package's declarations instead.
 */
const nativeDir = 'tools/api-native/node_modules/@react-querybuilder/native';
const nativePackage = JSON.parse(readFileSync(join(nativeDir, 'package.json'), 'utf8')) as {
  version: string;
  peerDependencies: Record<string, string>;
};
const declarations = readFileSync(join(nativeDir, 'dist/react-querybuilder_native.d.mts'), 'utf8');
const exportedNames = new Set(
  [...declarations.matchAll(/^export \{([^}]*)\};?$/gm)].flatMap(([, names]) =>
    (names ?? '').split(',').map(
      (name) =>
        name
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
    ),
  ),
);
const bundle = readFileSync(join(nativeDir, 'dist/react-querybuilder_native.mjs'), 'utf8');

const page = readFileSync('docs/compat.md', 'utf8');
const sectionStart = page.indexOf('### React Native {#react-native}');
const section = page.slice(sectionStart, page.indexOf('\n### ', sectionStart + 1));
const samples = [...section.matchAll(/```tsx[^\n]*\n([\s\S]*?)```/g)].map(([, code]) => code ?? '');

describe('the Next compat page on React Native', () => {
  it('has its own section', () => {
    expect(sectionStart).toBeGreaterThan(-1);
    expect(samples).toHaveLength(1);
  });

  it('installs the exact core release the native package names as its peer', () => {
    const corePeer = nativePackage.peerDependencies['react-querybuilder'];
    expect(corePeer).toMatch(/^\d+\.\d+\.\d+$/);
    expect(section).toContain(`react-querybuilder@${corePeer} @react-querybuilder/native@${nativePackage.version}`);
    const reduxMajor = /\d+/.exec(nativePackage.peerDependencies['react-redux'] ?? '')?.[0];
    expect(section).toMatch(new RegExp(`react-redux@${reduxMajor}\\b`));
    expect(page).toContain(
      `| [\`@react-querybuilder/native\`](https://www.npmjs.com/package/@react-querybuilder/native) | ${nativePackage.version} |`,
    );
  });

  it('says react-native must be installed because the package imports it without declaring it', () => {
    expect(bundle).toMatch(/from ["']react-native["']/);
    expect(nativePackage.peerDependencies).not.toHaveProperty('react-native');
    expect(section).toMatch(/imports `react-native` without declaring it as a peer dependency/);
  });

  it('imports and names only what the package exports', () => {
    const imported = samples.flatMap((code) =>
      [...code.matchAll(/import \{([^}]*)\} from '@react-querybuilder\/native'/g)].flatMap(([, names]) =>
        (names ?? '').split(',').map((name) => name.trim()),
      ),
    );
    expect(imported).toContain('QueryBuilderNative');
    const prose = section.replace(/```[\s\S]*?```/g, '');
    const named = [...prose.matchAll(/`((?:QueryBuilder|RuleGroup|Rule)Native|Native\w+|defaultNative\w+)`/g)].map(
      ([, name]) => name ?? '',
    );
    expect(named.length).toBeGreaterThan(5);
    expect([...imported, ...named].filter((name) => !exportedNames.has(name))).toEqual([]);
  });
});
